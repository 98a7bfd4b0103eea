// What the preview's "Copy public post" / "Copy PM" buttons need besides the result: the tool's
// language and the rule set's `post binding` (seed 000's orange «Комментарий»). The tally's voters
// come with the result's vote events. Read from the documents the run used.
import type { LangiumDocument } from 'langium';
import { langOfNames, type Lang } from '../../engine/l10n/lang.js';
import * as ast from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import type { MafiaServices } from '../services.js';
import type { PostsContext } from './mafia-run-protocol.js';

export function postsContext(services: MafiaServices, game: LangiumDocument, rules: LangiumDocument): PostsContext | undefined {
    const root = game.parseResult.value;
    const rulesRoot = rules.parseResult.value;
    if (!ast.isGameScript(root) || !ast.isRuleSet(rulesRoot)) return undefined;
    const m = collectRuleModel(rulesRoot, services.shared.workspace.LangiumDocuments);
    const clause = m.setup.find(ast.isPostClause);
    return { lang: ruleSetLanguage(m), post: clause ? { title: clause.title ?? null, color: clause.color ?? null } : null };
}

/** The rule set's language as the engine decides it (engine/l10n/rule-set-lang.ts), from the AST's display names. */
export function ruleSetLanguage(m: { root: ast.RuleSet; roles: ast.Role[]; factions: ast.Faction[]; phases: ast.Phase[] }): Lang {
    return langOfNames([m.root.title ?? '', ...[...m.roles, ...m.factions, ...m.phases].map((d) => d.title ?? d.name)]);
}
