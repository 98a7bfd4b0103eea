// Runs a game script document (for the editor's Run Phase Preview and `mafia run`): finds its
// rule set in the workspace, compiles it, turns the script into the game JSON and adjudicates.
// Browser-safe (the web playground's worker runs it): no Node import here.
import type { LangiumDocument } from 'langium';
import { runGame } from '../../engine/run.js';
import { DealError } from '../../engine/deal.js';
import { GameSchemaError } from '../../engine/model/game-input.js';
import type { GameResult } from '../../engine/model/result.js';
import type { GameInput } from '../../engine/model/game-input.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { isGameScript, isRuleSet, type Document, type RuleSet } from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { resolveImport } from '../scoping/imports.js';
import { gameScriptToJson, type ScriptLines } from '../game/script-to-json.js';
import { compileRuleSet } from './compile-ruleset.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { chosenLang } from '../l10n/message-lang.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { documentsWithErrors } from '../workspace/documents-with-errors.js';

export interface RunDocumentOptions { seed?: number; phases?: number; trace?: boolean }

/**
 * Why a game could not be run: `ruleset` (missing or with errors), `game` (the script), `deal`
 * (unknown role, deal rules). `message` is the English; text(lang) words it in a language
 * (gameDocumentLang: the rule set's). `missing`: the rule set is not loaded at all.
 */
export class GameRunError extends Error {
    private readonly words: (lang: Lang) => string;
    constructor(readonly kind: 'ruleset' | 'game' | 'deal', message: string | ((lang: Lang) => string), readonly missing = false) {
        super(typeof message === 'string' ? message : message('en'));
        this.words = typeof message === 'string' ? () => message : message;
    }
    text(lang: Lang): string {
        return this.words(lang);
    }
}

/** The language a game script document's messages default to: its rule set's when loaded, else its own names'. */
export function gameDocumentLang(services: MafiaServices, document: LangiumDocument): Lang {
    const root = document.parseResult.value;
    if (isGameScript(root) && root.ruleset) {
        const documents = services.shared.workspace.LangiumDocuments;
        const rulesUri = resolveImport(document.uri, root.ruleset);
        const rules = documents.hasDocument(rulesUri) ? documents.getDocument(rulesUri)?.parseResult.value : undefined;
        if (rules && isRuleSet(rules)) return langOfRoot(rules);
    }
    return langOfRoot(root);
}

/**
 * Runs the game script `document` (already built by the workspace, its rule set loaded too).
 * The result is the result JSON object; with `trace: true` every phase carries its trace, each
 * entry with `source: {file, line}` of the rule line (file = absolute path).
 * Throws GameRunError when the rule set has errors, the script cannot be placed on the cycle, or
 * the deal is wrong; rejected orders are results.
 */
export async function runGameDocument(services: MafiaServices, document: LangiumDocument, options: RunDocumentOptions): Promise<GameResult> {
    const { ruleset, game } = prepareGameDocument(services, document, {});
    return runPrepared(ruleset, game, options);
}

export function runPrepared(ruleset: CompiledRuleSet, game: GameInput, options: RunDocumentOptions): GameResult {
    try {
        return runGame(ruleset, game, { seed: options.seed, phases: options.phases, trace: options.trace, lang: chosenLang() ?? undefined });
    } catch (e) {
        if (e instanceof DealError) throw new GameRunError('deal', e.message);
        if (e instanceof GameSchemaError) throw new GameRunError('game', (lang) => e.text(lang));
        throw e;
    }
}

/** The compiled rule set and the game JSON of a game script document. */
export function prepareGameDocument(services: MafiaServices, document: LangiumDocument, naming: { fileName?: (path: string) => string; lines?: ScriptLines }): { ruleset: CompiledRuleSet; game: GameInput; rules: LangiumDocument } {
    const root = document.parseResult.value as Document;
    if (!isGameScript(root)) throw new GameRunError('game', (lang) => `${document.uri.fsPath}: ${say(lang, 'load.notGameScript')}`);
    // As a game JSON's `ruleset` (README: «must name a `.mafia` file»): the two forms agree.
    if (!root.ruleset.toLowerCase().endsWith('.mafia')) throw new GameRunError('ruleset', (lang) => say(lang, 'game.rulesetNotMafia', { path: root.ruleset }), true);
    const documents = services.shared.workspace.LangiumDocuments;
    const rulesUri = resolveImport(document.uri, root.ruleset);
    const rules = documents.hasDocument(rulesUri) ? documents.getDocument(rulesUri) : undefined;
    const rulesRoot = rules?.parseResult.value;
    if (!rules || !isRuleSet(rulesRoot)) throw new GameRunError('ruleset', (lang) => say(lang, 'runDoc.rulesNotLoaded', { rules: root.ruleset, path: rulesUri.fsPath }), true);
    // The rule set's errors and those of the files it imports (their declarations run too).
    const broken = documentsWithErrors(rules, documents)[0];
    if (broken) {
        const n = (broken.diagnostics ?? []).filter((d) => d.severity === 1).length;
        throw new GameRunError('ruleset', (lang) => say(lang, 'runDoc.rulesErrors', { path: broken.uri.fsPath, n }));
    }
    const ruleset = compileRuleSet(rulesRoot as RuleSet, documents, { fileName: naming.fileName });
    const model = collectRuleModel(rulesRoot as RuleSet, documents);
    const start = model.setup.find((c) => c.$type === 'StartClause') as { phase?: { ref?: { name: string } } } | undefined;
    const game = gameScriptToJson(root, { phases: model.phases.map((p) => p.name), start: start?.phase?.ref?.name ?? null }, naming.lines);
    return { ruleset, game, rules };
}
