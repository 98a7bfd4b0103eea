// `mafia run GAME [--seed N] [--phases K] [--format text|json] [--trace]`: runs a game script or
// a game JSON phase by phase. Exit codes: 0 ran (rejected orders are results); 1 the rule set has
// errors, or the deal names an unknown role or breaks the deal rules; 2 bad usage, unreadable
// file, JSON that does not parse or does not fit the game schema. A top-level field unlike any
// the schema knows is a warning on stderr, not an error.
import { URI } from 'langium';
import { basename, relative, resolve } from 'node:path';
import { DealError } from '../../engine/deal.js';
import { GameSchemaError, type GameInput } from '../../engine/model/game-input.js';
import { runGame } from '../../engine/run.js';
import { renderGamePosts } from '../../engine/posts/result-posts.js';
import { resultJson } from '../../engine/model/result-json.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { isGameScript, isRuleSet, type RuleSet } from '../generated/ast.js';
import type { ScriptLines } from '../game/script-to-json.js';
import type { MafiaServices } from '../services.js';
import { isJsonGame, readGameJson } from '../game/load-game.js';
import { compileRuleSet } from '../run/compile-ruleset.js';
import { formatResultText } from '../run/format-text.js';
import { GameRunError, gameDocumentLang, prepareGameDocument } from '../run/run-game-script.js';
import { toJson } from './check-command.js';
import { diagnosticLines } from './diagnostic-lines.js';
import { Codes } from '../validation/codes.js';
import { usage, UsageError } from './errors.js';
import { syntaxErrorLines } from './syntax-lines.js';
import { dealErrorForCli, scriptErrorForCli } from './script-errors.js';
import { checkInputFile, readInputFile, shownPath } from './read-input.js';
import { loadWorkspace } from './workspace.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import { langOfNames } from '../../engine/l10n/lang.js';
import { setMessageLanguage } from '../l10n/message-lang.js';
import { parseFailed } from './parse-failed.js';
import { usageLang } from './usage-lang.js';
import { stopOnRuleErrors } from './rule-errors.js';

export interface RunOptions { seed?: number; phases?: number; format?: 'text' | 'json' | 'bbcode' | 'markdown'; trace?: boolean; lang?: Lang }

export async function runCommand(gamePath: string, opts: RunOptions, out: (s: string) => void, warn: (s: string) => void = () => undefined): Promise<number> {
    const path = resolve(gamePath);
    setMessageLanguage({ explicit: opts.lang ?? null });
    if (opts.phases !== undefined && opts.phases < 0) throw usage('usage.phasesNegative');
    const text = readInputFile(path, gamePath);
    const cwd = process.cwd();
    const fileName = (p: string) => relative(cwd, p) || p;

    const lines: ScriptLines = new WeakMap();   // a game script's: where the deal's problems are
    const { ruleset, game } = await loadGame(path, text, { relativeTo: cwd, warn, lang: opts.lang, lines });

    const lang = opts.lang ?? ruleSetLang(ruleset);
    let result;
    try {
        result = runGame(ruleset, game, { seed: opts.seed, phases: opts.phases, trace: opts.trace, lang });
    } catch (e) {
        if (e instanceof DealError) throw dealErrorForCli(e, fileName(path), game, lines, lang);
        if (e instanceof GameSchemaError) throw new UsageError((l) => `${basename(path)}: ${e.text(l)}`);
        throw e;
    }
    if (opts.format === 'bbcode' || opts.format === 'markdown') {
        out(renderGamePosts(result, opts.format, { lang, post: ruleset.setup.post }));
    } else if (opts.format === 'json') out(JSON.stringify(resultJson(result), null, 2));
    else out(formatResultText(result, { trace: opts.trace, title: game.title, lang }));
    return 0;
}

/** A game loaded for running: the compiled rule set, the game JSON, and the workspace that holds the rule set. */
export interface LoadedGame { ruleset: CompiledRuleSet; game: GameInput; services: MafiaServices; rulesPath: string }

export interface LoadGameOptions {
    /** How trace entries name source files (relative to this folder; absolute paths when not given). */
    relativeTo?: string;
    warn: (s: string) => void;
    /** Filled with the game-script line of each phase, order and vote (text scripts only). */
    lines?: ScriptLines;
    /** The language of the messages (`--lang`; default: the rule set's). */
    lang?: Lang;
}

/**
 * Loads a game script or a game JSON and its rule set (read at `path`, its text `text`). Throws
 * UsageError (not a game, a syntax error, a script that cannot be placed on the cycle) or
 * RuleErrors (the rule set has errors), with the message `mafia run` prints.
 */
export async function loadGame(path: string, text: string, opts: LoadGameOptions): Promise<LoadedGame> {
    const fileName = (p: string) => (opts.relativeTo !== undefined ? relative(opts.relativeTo, p) || p : p);
    let ruleset: CompiledRuleSet;
    let game: GameInput;
    let services: MafiaServices;
    let rulesPath: string;
    if (isJsonGame(path, text)) {
        const warningLang = opts.lang ?? usageLang([path]);   // the game's rule set's language, else the locale
        const loaded = readGameJson(path, text, warningLang);
        for (const w of loaded.warnings) opts.warn(`mafia: ${basename(path)}: ${say(warningLang, 'game.warning')}: ${w}`);
        checkInputFile(loaded.rulesPath, shownPath(loaded.rulesPath), `${basename(path)}: ruleset: `);
        // The contract: `ruleset` names a `.mafia` file; anything else (a game JSON, a `.txt`) is bad usage.
        if (!loaded.rulesPath.toLowerCase().endsWith('.mafia')) {
            // In the game's language (its players' names), as the script's refusal: the rule set cannot tell it.
            const lang = opts.lang ?? langOfNames(loaded.game.players.map((p) => p.name));
            throw new UsageError(`${basename(path)}: ${say(lang, 'game.rulesetNotMafia', { path: loaded.game.ruleset ?? '' })}`);
        }
        const loadedWorkspace = await loadWorkspace([loaded.rulesPath]);
        services = loadedWorkspace.services;
        rulesPath = loaded.rulesPath;
        const documents = loadedWorkspace.documents;
        const rules = documents[0];
        const root = rules.parseResult.value;
        if (!isRuleSet(root) && !parseFailed(rules)) throw usage('load.notRuleSetShort', undefined, `${basename(path)}: ruleset: ${shownPath(loaded.rulesPath)}: `);
        stopOnRuleErrors(rules, services.shared.workspace.LangiumDocuments, opts.lang, 'cli.rule-errors', (d) => fileName(d.uri.fsPath));
        ruleset = compileRuleSet(root as RuleSet, services.shared.workspace.LangiumDocuments, { fileName: opts.relativeTo !== undefined ? fileName : undefined });
        game = loaded.game;
    } else {
        const loadedWorkspace = await loadWorkspace([path], undefined, new Map([[URI.file(path).fsPath, text]]));
        services = loadedWorkspace.services;
        const documents = loadedWorkspace.documents;
        const document = documents[0];
        const root = document.parseResult.value;
        const syntax = syntaxErrorLines(document, fileName(path), opts.lang);
        if (syntax.length > 0) throw new UsageError(syntax.join('\n'));
        if (!isGameScript(root)) throw usage('load.notGameScript', undefined, `${shownPath(path)}: `);
        try {
            const prepared = prepareGameDocument(services, document, { fileName: opts.relativeTo !== undefined ? fileName : undefined, lines: opts.lines });
            rulesPath = prepared.rules.uri.fsPath;
            ruleset = prepared.ruleset;
            game = prepared.game;
            // A phase the script leaves out runs empty, one written out of order runs in its place, an argument
            // the ability takes no such parameter for is not used: said on stderr as `mafia check` says it (the run goes on).
            const shown: readonly string[] = [Codes.PhaseSkipped, Codes.PhaseOutOfOrder, Codes.UnknownParameter];
            const skipped = (document.diagnostics ?? []).map(toJson).filter((d) => shown.includes(d.code ?? '') && d.severity === 'warning');
            for (const line of diagnosticLines(fileName(path), skipped, opts.lang ?? gameDocumentLang(services, document))) opts.warn(line);
        } catch (e) {
            if (e instanceof GameRunError && e.kind === 'ruleset' && !e.missing) {
                stopOnRuleErrors(document, services.shared.workspace.LangiumDocuments, opts.lang, 'cli.rule-errors', (d) => fileName(d.uri.fsPath));
            }
            throw scriptErrorForCli(e, fileName(path), opts.lang ?? gameDocumentLang(services, document));
        }
    }

    return { ruleset, game, services, rulesPath };
}
