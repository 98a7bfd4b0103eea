// `mafia run GAME [--seed N] [--phases K] [--format text|json] [--trace]`: runs a game script or
// a game JSON phase by phase. Exit codes: 0 ran (rejected orders are results); 1 the rule set has
// errors, or the deal names an unknown role or breaks the deal rules; 2 bad usage, unreadable
// file, JSON that does not parse or does not fit the game schema. A top-level field unlike any
// the schema knows is a warning on stderr, not an error.
import { existsSync, statSync } from 'node:fs';
import type { Diagnostic } from 'vscode-languageserver';
import { basename, relative, resolve } from 'node:path';
import { DealError } from '../../engine/deal.js';
import { GameSchemaError, type GameInput } from '../../engine/model/game-input.js';
import { runGame } from '../../engine/run.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { isGameScript, isRuleSet, type RuleSet } from '../generated/ast.js';
import { GameScriptError } from '../game/script-to-json.js';
import { isJsonGame, readGameJson } from '../game/load-game.js';
import { compileRuleSet } from '../run/compile-ruleset.js';
import { formatResultText } from '../run/format-text.js';
import { GameRunError, prepareGameDocument } from '../run/run-game-script.js';
import { toJson } from './check-command.js';
import { RuleErrors, UsageError } from './errors.js';
import { loadWorkspace } from './workspace.js';

export interface RunOptions { seed?: number; phases?: number; format?: 'text' | 'json'; trace?: boolean }

export async function runCommand(gamePath: string, opts: RunOptions, out: (s: string) => void, warn: (s: string) => void = () => undefined): Promise<number> {
    const path = resolve(gamePath);
    if (!existsSync(path) || !statSync(path).isFile()) throw new UsageError(`${gamePath}: no such file`);
    if (opts.phases !== undefined && opts.phases < 0) throw new UsageError('--phases expects a number >= 0');
    const cwd = process.cwd();
    const fileName = (p: string) => relative(cwd, p) || p;

    let ruleset: CompiledRuleSet;
    let game: GameInput;
    if (isJsonGame(path)) {
        const loaded = readGameJson(path);
        for (const w of loaded.warnings) warn(`mafia: ${basename(path)}: warning: ${w}`);
        if (!existsSync(loaded.rulesPath)) throw new UsageError(`${basename(path)}: ruleset: cannot read ${loaded.rulesPath}`);
        const { services, documents } = await loadWorkspace([loaded.rulesPath]);
        const rules = documents[0];
        const root = rules.parseResult.value;
        if (!isRuleSet(root)) throw new UsageError(`${fileName(loaded.rulesPath)}: not a rule set`);
        reportRuleErrors(rules.diagnostics ?? [], fileName(loaded.rulesPath));
        ruleset = compileRuleSet(root as RuleSet, services.shared.workspace.LangiumDocuments, { fileName });
        game = loaded.game;
    } else {
        const { services, documents } = await loadWorkspace([path]);
        const document = documents[0];
        const root = document.parseResult.value;
        const syntax = [...document.parseResult.lexerErrors.map((e) => ({ line: e.line ?? 1, column: e.column ?? 1, message: e.message })),
            ...document.parseResult.parserErrors.map((e) => ({ line: e.token.startLine ?? 1, column: e.token.startColumn ?? 1, message: e.message }))];
        if (syntax.length > 0) {
            throw new UsageError(syntax.map((e) => `${fileName(path)}:${e.line}:${e.column}: syntax error: ${e.message}`).join('\n'));
        }
        if (!isGameScript(root)) throw new UsageError(`${gamePath}: not a game script (it should start with \`game ... rules "..."\`)`);
        try {
            const prepared = prepareGameDocument(services, document, { relativeTo: cwd });
            ruleset = prepared.ruleset;
            game = prepared.game;
        } catch (e) {
            if (e instanceof GameScriptError) throw new UsageError(`${fileName(path)}:${e.line}: ${e.message}`);
            if (e instanceof GameRunError && e.kind === 'ruleset') {
                const rulesUri = services.shared.workspace.LangiumDocuments.all.find((d) => isRuleSet(d.parseResult.value) && (d.diagnostics ?? []).some((x) => x.severity === 1));
                if (rulesUri) reportRuleErrors(rulesUri.diagnostics ?? [], fileName(rulesUri.uri.fsPath));
                if (e.message.includes('not loaded')) throw new UsageError(`${fileName(path)}: ${e.message}`);
                throw new RuleErrors(e.message);
            }
            throw e;
        }
    }

    let result;
    try {
        result = runGame(ruleset, game, { seed: opts.seed, phases: opts.phases, trace: opts.trace });
    } catch (e) {
        if (e instanceof DealError) throw new RuleErrors(e.problems.map((p) => `${fileName(path)}: deal: ${p}`).join('\n'));
        if (e instanceof GameSchemaError) throw new UsageError(`${basename(path)}: ${e.message}`);
        throw e;
    }
    if (opts.format === 'json') out(JSON.stringify(result, null, 2));
    else out(formatResultText(result, { trace: opts.trace, title: game.title }));
    return 0;
}

/** Prints the rule set's errors like `mafia check` and stops with exit code 1. */
function reportRuleErrors(diagnostics: Diagnostic[], file: string): void {
    const errors = diagnostics.filter((d) => d.severity === 1).map(toJson);
    if (errors.length === 0) return;
    throw new RuleErrors(errors.map((d) => `${file}:${d.line}:${d.column}: error [${d.code}] ${d.message}`).join('\n') + `\nthe rule set has ${errors.length} error(s): fix them before running a game`);
}
