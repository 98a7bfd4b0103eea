// `mafia votes THREAD... --rules RULESET (--players "A,B,…" | --game GAME) [--day N] [--until TIME]
// [--today DATE] [--format text|json|bbcode] [--append GAME] [--force] [--host NICK] [--lang ru|en]`: the day's
// votes from thread pages saved from the browser (DESIGN.md, "the host's workflow"). Bad pages,
// players or times are exit 2 and nothing is written; `--append` writes the script whole or not at all.
import { langOfRoot } from '../l10n/document-lang.js';
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { resolve } from 'node:path';
import { URI } from 'langium';
import type { Lang } from '../../engine/l10n/lang.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { isGameScript, isRuleSet, type GameScript, type RuleSet } from '../generated/ast.js';
import { decodePage } from '../forum/page-encoding.js';
import { ForumPageError } from '../forum/read-thread.js';
import { compileRuleSet } from '../run/compile-ruleset.js';
import { prepareGameDocument } from '../run/run-game-script.js';
import { appendNote, appendVotes } from '../votes/append-votes.js';
import { countThreadVotes, VotesInputError, type VotesRequest } from '../votes/thread-votes.js';
import { votesBbcode, votesText } from '../votes/votes-format.js';
import { toJson } from './check-command.js';
import { diagnosticLines } from './diagnostic-lines.js';
import { RuleErrors, usage, UsageError } from './errors.js';
import { readInputBytes, readInputFile, shownPath } from './read-input.js';
import { loadWorkspace } from './workspace.js';
import { writeFilesWhole } from './write-output.js';
import { scriptErrorForCli } from './script-errors.js';
import { parseFailed } from './parse-failed.js';

export interface VotesOptions {
    rules: string; players?: string; game?: string; day?: number; until?: string; today?: string;
    format?: 'text' | 'json' | 'bbcode'; append?: string; force?: boolean; host?: string[]; lang?: Lang;
}

export async function votesCommand(threads: string[], opts: VotesOptions, out: (s: string) => void, warn: (s: string) => void): Promise<number> {
    const rulesPath = resolve(opts.rules);
    const gamePath = opts.game ?? opts.append;
    if (opts.players === undefined && gamePath === undefined) throw usage('usage.votes.players');
    for (const g of [opts.game, opts.append]) if (g && !g.toLowerCase().endsWith('.mafia')) throw new UsageError(say(opts.lang ?? 'en', 'votes.error.append-json'));
    if (opts.game && opts.append && resolve(opts.game) !== resolve(opts.append)) throw usage('usage.votes.append');

    const files = [rulesPath, ...(gamePath ? [resolve(gamePath)] : [])];
    const texts = new Map<string, string>(files.map((f) => [URI.file(f).fsPath, readInputFile(f, shownPath(f))]));
    const pages = threads.map((t) => ({ file: t, html: decodePage(readInputBytes(resolve(t), t)), saved: statSync(resolve(t)).mtimeMs }));
    const { services, documents } = await loadWorkspace(files, undefined, texts);
    const rulesDoc = documents[0];
    if (!isRuleSet(rulesDoc.parseResult.value) && !parseFailed(rulesDoc)) throw usage('load.notRuleSetShort', undefined, `${opts.rules}: `);
    const errors = (rulesDoc.diagnostics ?? []).filter((d) => d.severity === 1).map(toJson);
    const rulesLang: Lang = opts.lang ?? langOfRoot(rulesDoc.parseResult.value);
    if (errors.length > 0) throw new RuleErrors(diagnosticLines(shownPath(rulesPath), errors, rulesLang).join('\n') + `\n${say(rulesLang, 'cli.rule-errors', { n: errors.length })}`);
    const rules: CompiledRuleSet = compileRuleSet(rulesDoc.parseResult.value as RuleSet, services.shared.workspace.LangiumDocuments);
    const lang: Lang = opts.lang ?? ruleSetLang(rules);

    const req: VotesRequest = { pages, rules, lang, day: opts.day, until: opts.until, today: opts.today, hosts: opts.host };
    if (opts.players !== undefined) req.players = opts.players.split(',').map((s) => s.trim()).filter(Boolean);
    let script: GameScript | undefined;
    let scriptText: string | undefined;
    if (gamePath) {
        const doc = documents[1];
        const root = doc.parseResult.value;
        const syntax = doc.parseResult.parserErrors.length + doc.parseResult.lexerErrors.length;
        if (syntax > 0 || !isGameScript(root)) throw new UsageError(`${gamePath}: ${say(lang, 'usage.status.syntax')}`);
        script = root;
        scriptText = texts.get(URI.file(resolve(gamePath)).fsPath)!;
        try {
            const prepared = prepareGameDocument(services, doc, { fileName: (p) => relative(process.cwd(), p) || p });
            req.game = { script, input: prepared.game, rules: prepared.ruleset };
        } catch (e) {
            throw scriptErrorForCli(e, gamePath, lang);
        }
    }

    let report;
    try {
        report = countThreadVotes(req);
    } catch (e) {
        if (e instanceof ForumPageError || e instanceof VotesInputError) throw new UsageError(e.message);
        throw e;
    }
    if (opts.format === 'bbcode') for (const w of report.warnings) warn(`mafia: ${say(lang, 'votes.warningPrefix')}: ${w}`);

    if (opts.append && script && scriptText !== undefined) {
        const day = report.phase.number ?? 1;
        const note = appendNote(report.votes.length, threads.length, report.deadline, lang);
        const plan = appendVotes(scriptText, script, report.phase.kind, day, report.votes, note, opts.until);
        if (plan.hadVotes && !opts.force) throw new UsageError(say(lang, 'votes.error.appended', { game: opts.append, phase: report.phase.title, n: day }));
        writeFilesWhole([{ path: resolve(opts.append), contents: plan.text }], lang);
        warn(say(lang, 'votes.text.appended', { game: opts.append, phase: report.phase.title, n: day, count: report.votes.length }));
    }

    if (opts.format === 'json') {
        out(JSON.stringify({ votes: report.votes, invalid: report.invalid, not_voted: report.not_voted, tally: report.tally, warnings: report.warnings,
            thread: report.thread, day: report.phase.number, deadline: report.deadline }, null, 2));
    } else if (opts.format === 'bbcode') out(votesBbcode(report, lang));
    else out(votesText(report, lang));
    return 0;
}
