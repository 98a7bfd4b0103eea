import { AstUtils, type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import type { MafiaAstType } from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { insertAfterEdit, propertyCst } from './fixes.js';
import { msg, report } from './report.js';
import { kindWord } from './wording.js';
import { messageLang } from '../l10n/message-lang.js';
import { say, type MessageKey } from '../../engine/l10n/catalogue.js';

/** Kinds whose names players and hosts read in results, messages and the preview. */
const shownKinds = ['Role', 'Faction', 'Ability', 'OptionDecl', 'Trigger', 'Status', 'Resource'] as const;

type Shown = AstNode & { name: string; title?: string };

const usesDisplayNames = new WeakMap<AstNode, { any: boolean; cyrillic: boolean }>();

/**
 * Output uses display names, so in a rule set that gives display names, a declaration without one
 * whose identifier does not read as a name (`МирныйЖитель`, `civ_1`, a Latin name among Russian
 * ones) would be shown to players as that identifier.
 */
export function displayNameChecks(_services: MafiaServices): ValidationChecks<MafiaAstType> {
    const check = (node: Shown, accept: ValidationAcceptor) => {
        if (node.title !== undefined || !node.name) return;
        if (node.$type === 'Role' && (node as unknown as { aliases: string[] }).aliases.length > 0) return;
        const style = titleStyle(AstUtils.findRootNode(node));
        if (!style.any) return;
        const reason = unreadable(node.name, style.cyrillic);
        if (!reason) return;
        const cst = propertyCst(node, 'name');
        const suggested = readableName(node.name);
        report(accept, 'warning', Codes.MissingDisplayName,
            msg('diag.missing-display-name', { name: node.name, reason: say(messageLang(node), reason), keyword: kindWord(node.$type), suggested }), {
                node, property: 'name',
                fixes: cst ? [{ title: msg('fix.add-display-name', { suggested }), edits: [insertAfterEdit(cst, ` "${suggested}"`)] }] : undefined,
            });
    };
    const checks: Record<string, (node: Shown, accept: ValidationAcceptor) => void> = {};
    for (const kind of shownKinds) checks[kind] = check;
    return checks as ValidationChecks<MafiaAstType>;
}

/** Whether the rule set gives display names at all, and whether they are mostly Cyrillic. */
function titleStyle(root: AstNode): { any: boolean; cyrillic: boolean } {
    let style = usesDisplayNames.get(root);
    if (!style) {
        let titled = 0;
        let cyrillic = 0;
        for (const node of AstUtils.streamAllContents(root)) {
            const title = (node as { title?: unknown }).title;
            if (typeof title === 'string' && (shownKinds as readonly string[]).includes(node.$type)) {
                titled++;
                if (/\p{Script=Cyrillic}/u.test(title)) cyrillic++;
            }
        }
        style = { any: titled > 0, cyrillic: titled > 0 && cyrillic * 2 > titled };
        usesDisplayNames.set(root, style);
    }
    return style;
}

function unreadable(name: string, cyrillicTitles: boolean): MessageKey | undefined {
    if (/[_\p{N}]/u.test(name)) return 'diag.reason-underscores';
    if (/\p{Ll}\p{Lu}/u.test(name)) return 'diag.reason-run-together';
    if (cyrillicTitles && /\p{Script=Latin}/u.test(name) && !/\p{Script=Cyrillic}/u.test(name)) {
        return 'diag.reason-latin';
    }
    return undefined;
}

/** `МирныйЖитель` -> `Мирный житель`, `civ_one` -> `civ one`. */
export function readableName(name: string): string {
    const words = name.replace(/_+/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').trim().split(/\s+/);
    return words.map((w, i) => (i === 0 ? w : w.toLowerCase())).join(' ');
}
