// The day's vote count from saved thread pages, as `mafia votes` prints it and the editor's
// Import Votes shows it: the thread read, the roster (living players, substitutes, the host),
// the deadline, the host's verdicts, then the vote finder and the tally in the rule set's counting.
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import type { GameInput } from '../../engine/model/game-input.js';
import type { RuleSet as CompiledRuleSet, VotingDef } from '../../engine/model/ruleset.js';
import { runGame } from '../../engine/run.js';
import { findVotes, type FoundVote, type RejectedPost, type VoteVerdictInput } from '../../engine/votes/find-votes.js';
import type { Slot } from '../../engine/votes/nicknames.js';
import type { ForumThread } from '../../engine/votes/post-model.js';
import { tallyByDeclaration, tallyByEngine, type TallyRow } from '../../engine/votes/tally.js';
import { formatTime, shownTime, zoneOffsetOf } from '../forum/forum-time.js';
import { readThread, type SavedPage } from '../forum/read-thread.js';
import { parseToday } from '../forum/relative-time.js';
import type { GameScript, GamePhase } from '../generated/ast.js';
import { matchRoster, slotsOf } from './roster-check.js';
import { hostDayStart } from './day-start.js';
import { normalizeName } from '../../engine/names.js';
import { gameBefore, phaseIndex, scriptPhase, votingPhase } from './game-day.js';

/** A mistake in what the host asked for (exit 2), in the host's language. */
export class VotesInputError extends Error {}

export interface VotesRequest {
    pages: ReadonlyArray<SavedPage>;
    /** The rule set whose vote-post rules apply. */
    rules: CompiledRuleSet;
    lang: Lang;
    /** `--players`: the living players («Петя=Коля»: Коля plays Петя's slot). */
    players?: string[];
    /** `--game`: the game script, its game JSON and its compiled rule set. */
    game?: { script: GameScript; input: GameInput; rules: CompiledRuleSet };
    day?: number;
    until?: string;
    /** `--today DATE[ TIME]`: what the page's relative times («Сегодня, 20:05», "5 minutes ago") are relative to. */
    today?: string;
    /** `--tz`: the time zone of pages that state none («UTC+3», «+03:00», «GMT-5», «UTC»). */
    tz?: string;
    hosts?: string[];
}

export interface VotesReport {
    votes: FoundVote[];
    invalid: RejectedPost[];
    not_voted: string[];
    tally: TallyRow[];
    warnings: string[];
    /** The warnings that a time was read in an assumed zone (also in `warnings`): the command says them on stderr. */
    zoneWarnings: string[];
    /** What was read, for headings. */
    thread: { engine: string; name: string; title: string; posts: number; pages: number };
    voting: VotingDef;
    phase: { kind: string; title: string; number: number | null };
    deadline: string | null;
    /** With the game: whom the engine's adjudication of the day executes with these votes (hidden weights and ties decided). */
    executed?: string[];
}

export function countThreadVotes(req: VotesRequest): VotesReport {
    const { lang } = req;
    const vp = votingPhase(req.rules);
    if (!vp) throw new VotesInputError(say(lang, 'votes.error.no-voting', { phase: req.rules.phases.map((p) => p.title).join(', ') }));
    const voting = req.rules.votings.find((v) => v.id === vp.voting)!;
    // Nothing on the pages can be read as a vote: a tally of «nobody voted» would be wrong, not empty.
    if (!voting.post) throw new VotesInputError(say(lang, 'votes.error.no-post-rules', { voting: voting.title }));
    const today = req.today === undefined ? null : parseToday(req.today);
    if (req.today !== undefined && today === null) throw new VotesInputError(say(lang, 'votes.error.bad-today', { value: req.today }));
    const zone = req.tz === undefined ? null : zoneOffsetOf(req.tz.trim().replace(/^([+−-]\d)/u, 'UTC$1'));
    if (req.tz !== undefined && (zone === null || Math.abs(zone) > 14 * 60)) throw new VotesInputError(say(lang, 'votes.error.bad-tz', { value: req.tz }));
    const thread: ForumThread = readThread(req.pages, lang, { today, zone });
    const zoneWarnings = [...(thread.zoneWarnings ?? [])];
    // A deadline without its own offset is read in the page's zone: with none known, as UTC.
    const assumed = (flag: string, value: string) => {
        if (thread.zoneOffset === null && !/(?:Z|[+-]\d{2}:?\d{2})\s*$|\b(?:UTC|GMT)\b/i.test(value)) zoneWarnings.push(say(lang, 'votes.warning.no-zone-deadline', { flag, value }));
    };

    let alive: Slot[];
    let dead: string[] = [];
    let block: GamePhase | undefined;
    let before: GamePhase | undefined;
    let index = -1;
    let unbounded: number | null = null;
    let day: number | null = req.day ?? null;
    const hosts = [...(req.hosts ?? [])];
    if (req.game) {
        const { script, input, rules } = req.game;
        day ??= Math.max(1, ...script.phases.filter((p) => (p.kind.ref?.name ?? p.kind.$refText) === vp.kind).map((p) => p.number));
        index = phaseIndex(rules, vp.kind, day);
        block = scriptPhase(script, vp.kind, day);
        // A day the script neither has nor reaches (its phases end earlier) is a typo, not an empty day.
        const placed = script.phases.map((p) => ({ p, at: phaseIndex(rules, p.kind.ref?.name ?? p.kind.$refText, p.number) }));
        const last = Math.max(-1, ...placed.map((x) => x.at));
        if (!block && index > last + 1) {
            const lastDay = Math.max(0, ...placed.filter((x) => (x.p.kind.ref?.name ?? x.p.kind.$refText) === vp.kind).map((x) => x.p.number));
            throw new VotesInputError(say(lang, 'votes.error.no-day', { n: day, phase: vp.title, last: lastDay }));
        }
        // The day began when the phase before it ended: the latest deadline the script records before it.
        const latest = placed.filter((x) => x.at < index && x.p.deadline !== undefined).sort((a, b) => b.at - a.at)[0];
        before = latest?.p;
        // The day before has no deadline recorded (`day 1 { … }` without `until`): its end is unknown.
        const previous = day > 1 ? phaseIndex(rules, vp.kind, day - 1) : -1;
        if (previous >= 0 && (!latest || latest.at < previous)) unbounded = day - 1;
        const g = gameBefore(rules, input, index, req.lang);
        const subs = new Map(script.players.map((p) => [p.name, p.substitutes]));
        alive = g.players.filter((p) => p.alive).map((p) => {
            const list = subs.get(p.name) ?? [];
            const slot: Slot = { name: p.name, posters: list.map((s) => s.name) };
            // `replaced by Коля from "…"`: the handover time, in the page's zone unless it has an offset.
            if (list.some((s) => s.from !== undefined)) {
                slot.handovers = list.map((s) => {
                    if (s.from === undefined) return null;
                    const at = shownTime(s.from, thread.zoneOffset);
                    if (at === null) throw new VotesInputError(say(lang, 'votes.error.bad-time', { flag: `${p.name} replaced by ${s.name} from`, value: s.from }));
                    assumed(`${p.name} replaced by ${s.name} from`, s.from);
                    return { at, text: formatTime(at, thread.zoneOffset) };
                });
            }
            return slot;
        });
        dead = g.players.filter((p) => !p.alive).map((p) => p.name);
        if (script.host) hosts.push(script.host);
        if (req.players) {
            const matched = matchRoster(slotsOf(req.players), alive, dead, `${vp.title} ${day}`, lang);
            if (typeof matched === 'string') throw new VotesInputError(matched);
            alive = matched;
        }
    } else {
        alive = slotsOf(req.players ?? []);
    }
    if (hosts.length === 0 && thread.hasFirstPost && thread.posts[0]) hosts.push(thread.posts[0].author);

    const untilText = req.until ?? block?.deadline;
    let deadline: number | null = null;
    if (untilText !== undefined) {
        const flag = req.until !== undefined ? '--until' : `${vp.kind} ${day} until`;
        deadline = shownTime(untilText, thread.zoneOffset);
        if (deadline === null) throw new VotesInputError(say(lang, 'votes.error.bad-time', { flag, value: untilText }));
        assumed(flag, untilText);
    }
    const deadlineText = deadline !== null ? formatTime(deadline, thread.zoneOffset) : undefined;
    let since: number | null = null;
    if (before?.deadline !== undefined) {
        since = shownTime(before.deadline, thread.zoneOffset);
        if (since === null) throw new VotesInputError(say(lang, 'votes.error.bad-time', { flag: `${before.kind.$refText} ${before.number} until`, value: before.deadline }));
    }
    // No recorded start: the host's post that begins the day, else a warning that yesterday's votes may count.
    const start = unbounded !== null && day !== null ? hostDayStart(thread.posts, hosts, day) : null;
    const dayWords = { phase: vp.title, prev: unbounded ?? 0, n: day ?? 0, kind: vp.kind };
    const startWarnings: string[] = [];
    // (The start taken from the host's post is said when it leaves some player's post out.)
    const isHost = new Set(hosts.map(normalizeName));
    if (unbounded !== null && !start) startWarnings.push(say(lang, 'votes.warning.no-start', dayWords));
    else if (start && thread.posts.slice(0, start.index).some((p) => !isHost.has(normalizeName(p.author)))) {
        startWarnings.push(say(lang, 'votes.warning.start-from-host', { ...dayWords, post: start.post.id ?? '?', text: start.text }));
    }
    // A deadline at or before the day's start leaves nothing to count: said, not silent.
    const startTime = since ?? start?.post.time ?? null;
    if (deadline !== null && startTime !== null && deadline <= startTime) {
        startWarnings.push(say(lang, 'votes.warning.until-before-start', { flag: req.until !== undefined ? '--until' : `${vp.kind} ${day} until`, until: deadlineText ?? '', since: formatTime(startTime, thread.zoneOffset) }));
    }
    const verdicts: VoteVerdictInput[] = (block?.entries ?? []).flatMap((e) => e.$type === 'VoteVerdict'
        ? [{ verdict: e.verdict, voter: e.voter.$refText.replace(/^"|"$/g, ''), ...(e.target ? { target: e.target.$refText.replace(/^"|"$/g, '') } : {}), ...(e.kind ? { kind: e.kind } : {}) }]
        : []);

    const count = findVotes({ voting, alive, dead, hosts, posts: thread.posts, deadline, deadlineText, verdicts, lang,
        since, todayGiven: today !== null, ...(since !== null ? { sinceText: formatTime(since, thread.zoneOffset) } : {}),
        ...(start ? { startPost: { index: start.index, day: day ?? 0, post: start.post.id ?? '?' } } : {}) });
    count.warnings.unshift(...zoneWarnings, ...(thread.warnings ?? []), ...startWarnings);

    let tally: TallyRow[] | null = null;
    let executed: string[] | undefined;
    if (req.game) {
        // The engine adjudicates the day with these votes: its public vote events are the tally.
        const { input, rules } = req.game;
        const phases = [...(input.phases ?? [])].slice(0, index + 1);
        while (phases.length <= index) phases.push({});
        phases[index] = { ...phases[index], votes: count.votes.map((v) => ({ voter: v.voter, target: v.target, kind: v.kind })) };
        const result = runGame(rules, { ...input, phases });
        const phase = result.phases[index];
        if (phase) {
            const rejected = phase.rejected.filter((r) => r.ability === 'vote');
            for (const r of rejected) {
                const at = count.votes.findIndex((v) => v.voter === r.actor);
                if (at < 0) continue;
                const [gone] = count.votes.splice(at, 1);
                count.invalid.push({ author: gone.voter, post: gone.post, reason: r.reason });
                count.not_voted.push(gone.voter);
            }
            tally = tallyByEngine(voting, phase.events, count.votes, count.not_voted);
            executed = phase.events.filter((e) => e.kind === 'execution' && typeof e.subject === 'string').map((e) => e.subject as string);
        }
    }
    tally ??= tallyByDeclaration(voting, count.votes, count.not_voted);
    return {
        ...count, tally, zoneWarnings, ...(executed ? { executed } : {}),
        thread: { engine: thread.engine, name: thread.engineName ?? thread.engine, title: thread.title, posts: thread.posts.length, pages: req.pages.length },
        voting, phase: { kind: vp.kind, title: vp.title, number: day }, deadline: deadlineText ?? null,
    };
}
