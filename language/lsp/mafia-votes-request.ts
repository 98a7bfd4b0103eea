// `mafia/threadVotes`: the day's votes read from saved thread pages for the game script open in
// the editor — what `mafia votes PAGES --game GAME` prints (text, and the tally as a BBCode post)
// and what `--append` would write into the script. The same code as the command line
// (language/votes, language/forum); the playground's "Read votes" panel shows it.
import { URI } from 'langium';
import type { Connection } from 'vscode-languageserver';
import type { Lang } from '../../engine/l10n/lang.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import { say } from '../../engine/l10n/catalogue.js';
import { ForumPageError } from '../forum/read-thread.js';
import { GameScriptError } from '../game/script-to-json.js';
import { isGameScript } from '../generated/ast.js';
import { chosenLang } from '../l10n/message-lang.js';
import { GameRunError, gameDocumentLang, prepareGameDocument } from '../run/run-game-script.js';
import type { MafiaServices } from '../services.js';
import { appendNote, appendVotes } from '../votes/append-votes.js';
import { countThreadVotes, VotesInputError } from '../votes/thread-votes.js';
import { votesBbcode, votesText } from '../votes/votes-format.js';

export const THREAD_VOTES_REQUEST = 'mafia/threadVotes';

export interface ThreadVotesParams {
    /** The game script's URI. */
    uri: string;
    pages: Array<{ file: string; html: string }>;
}

export type ThreadVotesResponse =
    | {
        ok: true; lang: Lang;
        /** `mafia votes --format text` and `--format bbcode` (the tally post). */
        text: string; bbcode: string;
        votes: number; invalid: number; notVoted: string[];
        phase: { kind: string; title: string; number: number | null };
        /** The script with the day's votes in it (`--append`); `hadVotes`: the day held votes already (replaced). */
        append: { text: string; hadVotes: boolean };
    }
    | { ok: false; error: string };

export function registerThreadVotesRequest(connection: Connection, services: MafiaServices): void {
    connection.onRequest(THREAD_VOTES_REQUEST, (params: ThreadVotesParams) => threadVotes(services, params));
}

/** Never throws: a bad page, a script with errors or no voting is an `ok: false` answer. */
export async function threadVotes(services: MafiaServices, params: ThreadVotesParams): Promise<ThreadVotesResponse> {
    let lang: Lang = chosenLang() ?? 'ru';
    try {
        await services.shared.workspace.WorkspaceLock.read(() => undefined);
        const document = await services.shared.workspace.LangiumDocuments.getOrCreateDocument(URI.parse(params.uri));
        const script = document.parseResult.value;
        lang = chosenLang() ?? gameDocumentLang(services, document);
        if (!isGameScript(script) || document.parseResult.parserErrors.length + document.parseResult.lexerErrors.length > 0) {
            return { ok: false, error: say(lang, 'web.votes.notGame') };
        }
        const prepared = prepareGameDocument(services, document, {});
        lang = chosenLang() ?? ruleSetLang(prepared.ruleset);
        const report = countThreadVotes({ pages: params.pages, rules: prepared.ruleset, lang, game: { script, input: prepared.game, rules: prepared.ruleset } });
        const text = document.textDocument.getText();
        const day = report.phase.number ?? 1;
        const append = appendVotes(text, script, report.phase.kind, day, report.votes, appendNote(report.votes.length, params.pages.length, report.deadline, lang));
        return {
            ok: true, lang, text: votesText(report, lang), bbcode: votesBbcode(report, lang),
            votes: report.votes.length, invalid: report.invalid.length, notVoted: report.not_voted, phase: report.phase,
            append,
        };
    } catch (e) {
        if (e instanceof ForumPageError || e instanceof VotesInputError) return { ok: false, error: e.message };
        if (e instanceof GameRunError) return { ok: false, error: e.text(lang) };
        if (e instanceof GameScriptError) return { ok: false, error: `${e.line}: ${e.text(lang)}` };
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
}
