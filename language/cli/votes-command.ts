// `mafia votes THREAD... --rules RULESET (--players "A,B,…" | --game GAME) [--day N] [--until TIME]
// [--today DATE] [--tz ZONE] [--format text|json|bbcode] [--append GAME] [--force] [--host NICK] [--lang ru|en]`: the day's
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
import { slotsOf } from '../votes/roster-check.js';
import { countThreadVotes, VotesInputError, type VotesRequest } from '../votes/thread-votes.js';
import { votesBbcode, votesText } from '../votes/votes-format.js';
import { syntaxErrorLines } from './syntax-lines.js';
import { inLang, usage, UsageError } from './errors.js';
import { normalizeName } from '../../engine/names.js';
import { readInputBytes, readInputFile, realTarget, shownPath } from './read-input.js';
import { setMessageLanguage } from '../l10n/message-lang.js';
import { fileLang } from './usage-lang.js';
import { loadWorkspace } from './workspace.js';
import { writeFilesWhole } from './write-output.js';
import { dealErrorForCli, scriptErrorForCli } from './script-errors.js';
import { DealError } from '../../engine/deal.js';
import type { ScriptLines } from '../game/script-to-json.js';
import { parseFailed } from './parse-failed.js';
import { stopOnRuleErrors } from './rule-errors.js';

export interface VotesOptions {
    rules: string; players?: string; game?: string; day?: number | string; until?: string; today?: string; tz?: string;
    format?: 'text' | 'json' | 'bbcode'; append?: string; force?: boolean; host?: string[]; lang?: Lang;
}

/** `mafia votes`; its usage errors in the rule set's language once the rule set is read (`--lang` first). */
export async function votesCommand(threads: string[], opts: VotesOptions, out: (s: string) => void, warn: (s: string) => void): Promise<number> {
    let lang: Lang | undefined = opts.lang;
    try {
        return await countVotes(threads, opts, out, warn, (l) => { lang ??= l; });
    } catch (e) {
        // Before the rule set is read, its language as the text shows it (usage-lang.ts).
        throw e instanceof UsageError ? inLang(e, lang ?? fileLang(resolve(opts.rules))) : e;
    }
}

async function countVotes(threads: string[], opts: VotesOptions, out: (s: string) => void, warn: (s: string) => void, speaks: (lang: Lang) => void): Promise<number> {
    const rulesPath = resolve(opts.rules);
    const gamePath = opts.game ?? opts.append;
    // Bad usage and unreadable input are exit 2 before the rule set is read, as in `run` and `deal`
    // (a missing page is not hidden behind the rule set's errors).
    if (opts.players === undefined && gamePath === undefined) throw usage('usage.votes.players');
    if (opts.append && !opts.append.toLowerCase().endsWith('.mafia')) throw usage('votes.error.append-json');
    if (opts.game && !opts.game.toLowerCase().endsWith('.mafia')) throw usage('votes.error.game-not-script', { file: opts.game });
    if (opts.game && opts.append && resolve(opts.game) !== resolve(opts.append)) throw usage('usage.votes.append');
    const day = dayOf(opts.day);
    const players = opts.players === undefined ? undefined : playersOf(opts.players);
    const texts = new Map<string, string>([[URI.file(rulesPath).fsPath, readInputFile(rulesPath, shownPath(rulesPath))]]);
    if (gamePath) texts.set(URI.file(resolve(gamePath)).fsPath, readInputFile(resolve(gamePath), shownPath(resolve(gamePath))));
    const pages = threads.map((t) => ({ file: t, html: decodePage(readInputBytes(resolve(t), t)), saved: statSync(resolve(t)).mtimeMs }));

    const files = [...texts.keys()];
    setMessageLanguage({ explicit: opts.lang ?? null });   // the rule set's diagnostics speak --lang
    const { services, documents } = await loadWorkspace(files, undefined, texts);
    const rulesDoc = documents[0];
    if (!isRuleSet(rulesDoc.parseResult.value) && !parseFailed(rulesDoc)) throw usage('load.notRuleSetShort', undefined, `${opts.rules}: `);
    const rulesLang: Lang = opts.lang ?? langOfRoot(rulesDoc.parseResult.value);
    speaks(rulesLang);
    stopOnRuleErrors(rulesDoc, services.shared.workspace.LangiumDocuments, opts.lang, 'cli.rule-errors', (d) => (d === rulesDoc ? shownPath(rulesPath) : shownPath(d.uri.fsPath)));
    const rules: CompiledRuleSet = compileRuleSet(rulesDoc.parseResult.value as RuleSet, services.shared.workspace.LangiumDocuments);
    const lang: Lang = opts.lang ?? ruleSetLang(rules);
    speaks(lang);

    // `--host "Ведущий,Помощник"` as `--players` lists names, or `--host Ведущий Помощник`.
    const hosts = opts.host?.flatMap((h) => h.split(',')).map((h) => h.trim()).filter(Boolean);
    const req: VotesRequest = { pages, rules, lang, day, until: opts.until, today: opts.today, tz: opts.tz, hosts };
    if (players !== undefined) req.players = players;
    let script: GameScript | undefined;
    let scriptText: string | undefined;
    const lines: ScriptLines = new WeakMap();
    if (gamePath) {
        const doc = documents[1];
        const root = doc.parseResult.value;
        // Each syntax error at its line and column, as `run` and `status` print them.
        const syntax = syntaxErrorLines(doc, relative(process.cwd(), gamePath) || gamePath, lang);
        if (syntax.length > 0) throw new UsageError(syntax.join('\n'));
        if (!isGameScript(root)) throw new UsageError(`${gamePath}: ${say(lang, 'usage.status.syntax')}`);
        script = root;
        scriptText = texts.get(URI.file(resolve(gamePath)).fsPath)!;
        try {
            const prepared = prepareGameDocument(services, doc, { fileName: (p) => relative(process.cwd(), p) || p, lines });
            // The posts are read by --rules and the day adjudicated by the game's own: they must be one rule set.
            // (A copy of the same text elsewhere is the same rule set.)
            const sameText = prepared.rules.textDocument.getText() === texts.get(URI.file(rulesPath).fsPath);
            if (realTarget(prepared.rules.uri.fsPath) !== realTarget(rulesPath) && !sameText) {
                throw usage('usage.votes.rulesNotGame', { rules: opts.rules, game: gamePath, gameRules: shownPath(prepared.rules.uri.fsPath) });
            }
            req.game = { script, input: prepared.game, rules: prepared.ruleset };
        } catch (e) {
            if (e instanceof UsageError) throw e;
            throw scriptErrorForCli(e, gamePath, lang);
        }
    }

    let report;
    try {
        report = countThreadVotes(req);
    } catch (e) {
        if (e instanceof ForumPageError || e instanceof VotesInputError) throw new UsageError(e.message);
        // The days before are played: a deal the rule set refuses is exit 1, as in `mafia run`.
        if (e instanceof DealError && gamePath && req.game) throw dealErrorForCli(e, gamePath, req.game.input, lines, lang);
        throw e;
    }
    // A time read in an assumed zone may move a vote across the deadline: said on stderr whatever the format.
    for (const w of opts.format === 'bbcode' ? report.warnings : report.zoneWarnings) warn(`mafia: ${say(lang, 'votes.warningPrefix')}: ${w}`);

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
            thread: report.thread, day: report.phase.number, deadline: report.deadline, ...(report.executed ? { executed: report.executed } : {}) }, null, 2));
    } else if (opts.format === 'bbcode') out(votesBbcode(report, lang));
    else out(votesText(report, lang));
    return 0;
}

/** `--day N`: a whole number from 1 (commander hands the text over). */
function dayOf(value: number | string | undefined): number | undefined {
    if (value === undefined) return undefined;
    const text = String(value).trim();
    if (!/^\d+$/.test(text) || Number(text) < 1) throw usage('votes.error.bad-day', { value: text });
    return Number(text);
}

/** `--players "A,B,…"`: an empty list or a name given twice is bad usage, not a roster. */
function playersOf(list: string): string[] {
    const names = list.normalize('NFC').split(',').map((s) => s.trim()).filter(Boolean);
    if (names.length === 0) throw usage('votes.error.players-empty');
    const keys = slotsOf(names).map((s) => normalizeName(s.name));
    const twice = names.filter((_, i) => keys.indexOf(keys[i]) !== i);
    if (twice.length > 0) throw usage('votes.error.players-twice', { names: [...new Set(twice)].join(', ') });
    return names;
}
