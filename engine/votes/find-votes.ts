// The day's votes from the thread's posts, by the rule set's vote-post rules: which posts vote,
// which do not and why (in the host's language), who did not vote. Which vote of a voter counts
// follows the voting's `changes` (forbidden: the first, later ones are forbidden changes; allowed:
// the last; an UNVOTE where changes are forbidden is reported, not accepted: the first vote stands).
// Quoted text never counts for the quoter. The host's posts are not votes.
import { say, type Lang } from '../l10n/catalogue.js';
import type { VotingDef } from '../model/ruleset.js';
import type { ForumPost } from './post-model.js';
import { countWords, fold, voteSpots, withdrawals, type VoteSpot } from './read-post.js';
import { handoverProblem, Roster, type Slot } from './nicknames.js';
import { normalizeName } from '../names.js';
import { colourFamily } from './vote-post-rules.js';

export interface FoundVote {
    voter: string; target: string; kind: 'for' | 'against'; post: string | null;
    /** Set when the host's verdict in the game script made this vote (`host accept vote …`). */
    override?: 'accepted';
}
export interface RejectedPost {
    author: string; post: string | null; reason: string;
    /** Set when the host's verdict rejected a vote the rules would count (`host reject vote …`). */
    override?: 'rejected';
}
export interface VoteCount { votes: FoundVote[]; invalid: RejectedPost[]; not_voted: string[]; warnings: string[] }

/** The host's decision on one voter's vote (`host accept vote A -> B`, `host reject vote A`). */
export interface VoteVerdictInput { verdict: 'accept' | 'reject'; voter: string; target?: string; kind?: 'for' | 'against' }

export interface FindVotesInput {
    voting: VotingDef;
    /** The living players' slots (a substitute posts for his predecessor's slot). */
    alive: readonly Slot[];
    /** Players of the game who are no longer alive (their votes, and votes for them, do not count). */
    dead?: readonly string[];
    /** The host's nicknames: his posts are not votes. */
    hosts?: readonly string[];
    posts: readonly ForumPost[];
    /** Posts made or edited after it (ms, UTC) do not count. */
    deadline?: number | null;
    /** How the deadline is shown in reasons. */
    deadlineText?: string;
    /** When the day began (ms, UTC): posts made at or before it belong to the day before. */
    since?: number | null;
    sinceText?: string;
    /** The host's post that began the day (`index` in `posts`), where no start time is recorded: posts before it are the day before's. */
    startPost?: { index: number; day: number; post: string };
    /** The host gave the day the pages were saved (`--today`): a time still unread needs the clock time too. */
    todayGiven?: boolean;
    verdicts?: readonly VoteVerdictInput[];
    lang: Lang;
}

/** A vote of a post; target null: the post withdraws its author's vote (`unvote`: the words as written). */
interface Cast { slot: Slot; target: Slot | null; kind: 'for' | 'against'; post: ForumPost; author: string; order: number; unvote?: string }

export function findVotes(input: FindVotesInput): VoteCount {
    const { voting, lang } = input;
    const rules = voting.post;
    const roster = new Roster(input.alive);
    const dead = new Roster((input.dead ?? []).map((name) => ({ name, posters: [] })));
    const hosts = new Set((input.hosts ?? []).map(normalizeName));
    const warnings: string[] = [];
    const invalid: RejectedPost[] = [];
    const casts: Cast[] = [];
    if (!rules) return { votes: [], invalid, not_voted: input.alive.map((s) => s.name), warnings: [say(lang, 'votes.warning.no-post-rules', { voting: voting.title })] };
    const orderOf = new Map<RejectedPost, number>();
    const bad = (post: ForumPost, reason: string) => { const x = { author: post.author, post: post.id, reason }; orderOf.set(x, input.posts.indexOf(post)); invalid.push(x); };
    const lookAlike = (post: ForumPost, written: string, name: string) =>
        warnings.push(say(lang, 'votes.warning.look-alike', { written, name, post: post.id ?? '?' }));

    input.posts.forEach((post, order) => {
        if (hosts.has(normalizeName(post.author))) return;
        let runs = post.runs;
        let spots = voteSpots(runs, rules, roster);
        const unvotes = withdrawals(runs, rules);
        if (spots.length === 0 && unvotes.length === 0) {
            const struck = voteSpots(runs, rules, roster, 'struck').length > 0;
            if (struck && !voting.changes && post.edited != null) {
                // Seed 002, «Менять отданный голос не разрешается»: a post edited so that its only vote is
                // struck through was a vote when cast; striking it later is a withdrawal the rules forbid.
                runs = runs.map((r) => (r.struck ? { ...r, struck: false } : r));
                spots = voteSpots(runs, rules, roster);
                warnings.push(say(lang, 'votes.warning.struck-by-edit', { author: post.author, post: post.id ?? '?' }));
            } else {
                if (struck) bad(post, say(lang, 'votes.reason.struck'));
                else if (rules.quotes === 'reported' && voteSpots(runs, rules, roster, 'quoted').length > 0) bad(post, say(lang, 'votes.reason.quoted'));
                return;
            }
        }
        if (post.deleted) { bad(post, say(lang, 'votes.reason.deleted')); return; }
        if (input.startPost && order < input.startPost.index) { bad(post, say(lang, 'votes.reason.before-start-post', { n: input.startPost.day, post: input.startPost.post })); return; }
        if (input.since != null && post.time != null && post.time <= input.since) { bad(post, say(lang, 'votes.reason.before-start', { since: input.sinceText ?? '' })); return; }
        const slot = roster.account(post.author);
        if (!slot && post.author.trim() === '') { bad(post, say(lang, 'votes.reason.no-author')); return; }
        if (!slot) {
            const like = roster.find(post.author);
            bad(post, like ? say(lang, 'votes.reason.look-alike-author', { author: post.author, name: like.slot.name })
                : dead.account(post.author) ? say(lang, 'votes.reason.dead-author', { author: post.author }) : say(lang, 'votes.reason.not-player', { author: post.author }));
            return;
        }
        // A substitute with a handover time: before it the slot was his predecessor's, after the next one his successor's.
        const handover = handoverProblem(slot, post.author, post.time);
        if (handover) {
            bad(post, handover.kind === 'no-time' ? say(lang, 'votes.reason.handover-no-time', { author: post.author, name: slot.name })
                : handover.kind === 'before' ? say(lang, 'votes.reason.handover-before', { author: post.author, name: slot.name, from: handover.from, previous: handover.previous })
                    : say(lang, 'votes.reason.handover-after', { author: post.author, name: slot.name, from: handover.from, next: handover.next }));
            return;
        }
        const author = { slot };
        if (input.deadline != null) {
            // A post whose time the page does not let us read may be past the deadline: reported, never counted.
            if (post.time == null) { bad(post, say(lang, input.todayGiven ? 'votes.reason.no-time-clock' : 'votes.reason.no-time', { until: input.deadlineText ?? '' })); return; }
            if (post.time > input.deadline) { bad(post, say(lang, 'votes.reason.after-deadline', { until: input.deadlineText ?? '' })); return; }
            if (post.edited != null && post.edited > input.deadline) { bad(post, say(lang, 'votes.reason.edited-after-deadline', { until: input.deadlineText ?? '' })); return; }
        }
        const ownText = runs.filter((r) => !r.quoted && !r.struck).map((r) => r.text).join(' ');
        const ownWords = countWords(ownText);
        const hasPhrase = rules.phrases.some((p) => p.trim() !== '' && fold(ownText).includes(fold(p)));
        const spotWords = spots.reduce((n, s) => n + s.words, 0);
        // What else the post names in colour is reported only when the post casts no vote: `invalid`
        // lists the posts that do not count («Мой голос – Гоша, а не Катя» counts, for Гоша); another
        // player's nickname in a vote colour beside the counted vote is a warning («Мой голос – Катя и Илья»).
        const problems: Array<{ reason: string; spot: VoteSpot }> = [];
        const named: Array<Cast & { at: number }> = [];
        for (const spot of spots) {
            const reason = spotProblem(spot, hasPhrase);
            if (reason) { problems.push({ reason, spot }); continue; }
            const target = roster.find(spot.written)!;
            if (target.lookAlike) lookAlike(post, spot.written, target.slot.name);
            if (rules.argued !== null && ownWords - spotWords < rules.argued) {
                bad(post, say(lang, 'votes.reason.not-argued', { n: rules.argued, target: target.slot.name }));
                continue;
            }
            named.push({ slot: author.slot, target: target.slot, kind: spot.kind!, post, author: post.author, order, at: spot.at });
        }
        // The post is read in the order written: «UNVOTE: bravo VOTE: charlie» withdraws, then votes;
        // «VOTE: charlie … UNVOTE» names a vote and takes it back: the post withdraws its author's vote;
        // «Мой голос – Гоша, снимаю голос с Кати» withdraws an earlier vote, for another player: a vote.
        const lastUnvote = unvotes[unvotes.length - 1];
        const lastVote = named[named.length - 1];
        const castBefore = casts.length;
        const takenBack = !!lastUnvote && !!lastVote && lastUnvote.at > lastVote.at && takesBack(lastUnvote.after, lastVote.target!.name);
        if (takenBack) {
            // Where changes are forbidden (seed 002: «Менять отданный голос не разрешается») the vote was given: it stands.
            const list = [...new Set(named.map((c) => c.target!.name))].join(', ');
            warnings.push(say(lang, voting.changes ? 'votes.warning.withdrawn-in-post' : 'votes.warning.withdrawn-in-post-forbidden', { author: post.author, post: post.id ?? '?', list, unvote: lastUnvote.text, target: lastVote.target!.name }));
        }
        if (lastUnvote && (!lastVote || (takenBack && voting.changes))) {
            casts.push({ slot: author.slot, target: null, kind: 'against', post, author: post.author, order, unvote: lastUnvote.text });
        } else if (takenBack) {
            casts.push(...named);
        } else {
            if (unvotes.length > 0) casts.push({ slot: author.slot, target: null, kind: 'against', post, author: post.author, order, unvote: unvotes[0].text });
            casts.push(...named);
        }
        const counts = casts.slice(castBefore).some((c) => c.target !== null);
        for (const { reason, spot } of problems) {
            if (!counts) bad(post, reason);
            // Another living player in a vote colour («Катя и Илья»); a misspelling of the counted one («Бори? Нет, Боря») is no news.
            else if (spot.kind !== null && roster.find(spot.written) && roster.find(spot.written)!.slot !== lastVote!.target) warnings.push(say(lang, 'votes.warning.beside-vote', { author: post.author, post: post.id ?? '?', reason, target: lastVote!.target!.name }));
        }
        lastOfPost(post, castBefore);
    });

    /**
     * Whether words after a withdrawal leave the vote just named withdrawn: they name nobody
     * («UNVOTE», «снимаю голос.»), or that player, in any case form («UNVOTE: charlie», «снимаю голос с Гоши»).
     */
    function takesBack(after: string, target: string): boolean {
        const rest = after.replace(/^\s*(?:с|со|from|off|on)\s+/iu, '');
        const first = (fold(rest).match(/[\p{L}\p{N}_]+/u) ?? [])[0];
        if (first === undefined) return true;
        const sameAs = (name: string) => {
            const folded = fold(name);
            const stem = folded.length > 3 ? folded.replace(/[аяоеьйиуыю]$/u, '') : folded;
            return first === folded || (stem.length >= 3 && first.startsWith(stem));
        };
        const named = roster.findAtStart(rest);
        if (sameAs(target) || named?.slot.name === target) return true;
        // Another player named (as written, or in a case form): it withdraws an earlier vote, for him.
        return !named && !input.alive.some((s) => s.name !== target && sameAs(s.name));
    }

    /** «Против Гоша… нет, против Вера»: a post casts one vote, the last it names; those before it in the same post were never cast. */
    function lastOfPost(post: ForumPost, from: number): void {
        const named = casts.slice(from).filter((c) => c.target !== null);
        const last = named[named.length - 1];
        if (named.length < 2) return;
        casts.splice(from, casts.length - from, ...casts.slice(from).filter((c) => c.target === null || c === last));
        if (named.every((c) => c.target === last.target && c.kind === last.kind)) return;
        const list = named.map((c) => (rules!.colours.some((x) => x.kind === 'for') ? `${c.target!.name} (${say(lang, c.kind === 'for' ? 'votes.bbcode.for' : 'votes.bbcode.against')})` : c.target!.name)).join(', ');
        warnings.push(say(lang, 'votes.warning.changed-in-post', { author: post.author, post: post.id ?? '?', list, target: last.target!.name }));
    }

    function spotProblem(spot: VoteSpot, hasPhrase: boolean): string | null {
        if (!spot.phrased) return say(lang, hasPhrase ? 'votes.reason.phrase-apart' : 'votes.reason.no-phrase', { phrase: rules!.phrases.map((p) => `«${p}»`).join(', '), name: spot.written });
        if (spot.kind === null) {
            const wanted = rules!.colours.map((c) => say(lang, c.kind === 'for' ? 'votes.colour.for' : 'votes.colour.against', { colour: colourWord(lang, c.colour) })).join(', ');
            const family = spot.colour ? colourFamily(spot.colour) : null;
            return spot.colour ? say(lang, 'votes.reason.wrong-colour', { name: spot.written, colour: family ? colourWord(lang, family) : spot.colour, wanted })
                : say(lang, 'votes.reason.no-colour', { name: spot.written, wanted });
        }
        if (roster.find(spot.written)) return null;
        const gone = dead.find(spot.written);
        if (gone) return say(lang, 'votes.reason.dead-target', { name: gone.slot.name });
        const near = roster.nearest(spot.written);
        return near.length > 0 ? say(lang, 'votes.reason.unknown-target-near', { name: spot.written, near: near.join(', ') })
            : say(lang, 'votes.reason.unknown-target', { name: spot.written });
    }

    // Which vote of each voter counts.
    const counted = new Map<Slot, Cast & { target: Slot }>();
    const superseded: Array<{ post: ForumPost; next: Cast & { target: Slot } }> = [];
    for (const c of casts) {
        const before = counted.get(c.slot);
        if (!isVote(c)) {
            // Seed 002: «Менять отданный голос не разрешается» — withdrawing the vote is changing it.
            if (!voting.changes) {
                // «Снимаю голос с Кати. Мой голос – Гоша» with no vote before: the post is simply a vote.
                if (!before && casts.some((x) => x.post === c.post && isVote(x))) continue;
                bad(c.post, before ? say(lang, 'votes.reason.unvote-forbidden', { unvote: c.unvote ?? '', post: before.post.id ?? '?', target: before.target.name })
                    : say(lang, 'votes.reason.unvote-nothing', { unvote: c.unvote ?? '' }));
                continue;
            }
            if (before) { bad(before.post, say(lang, 'votes.reason.unvote', { post: c.post.id ?? '?', unvote: c.unvote ?? '' })); counted.delete(c.slot); }
            continue;
        }
        if (!before) { counted.set(c.slot, c); continue; }
        if (before.target === c.target && before.kind === c.kind) continue;   // the same vote again
        if (!voting.changes) { bad(c.post, say(lang, 'votes.reason.change-forbidden', { post: before.post.id ?? '?', target: before.target.name })); continue; }
        superseded.push({ post: before.post, next: c });
        counted.set(c.slot, c);
    }
    // A changed vote names the vote that finally counts (not merely the next one, itself changed later).
    for (const { post, next } of superseded) {
        const final = counted.get(next.slot) ?? next;
        bad(post, say(lang, 'votes.reason.changed', { post: final.post.id ?? '?', target: final.target.name }));
    }
    function isVote(c: Cast): c is Cast & { target: Slot } { return c.target !== null; }
    const votes: Array<FoundVote & { order: number }> = [...counted.values()].sort((a, b) => a.order - b.order)
        .map((c) => ({ voter: c.slot.name, target: c.target.name, kind: c.kind, post: c.post.id, order: c.order }));

    invalid.sort((a, b) => (orderOf.get(a) ?? 0) - (orderOf.get(b) ?? 0));

    // The host's verdicts where the rules leave votes to him.
    for (const v of input.verdicts ?? []) {
        if (!rules.hostDecides) { warnings.push(say(lang, 'votes.warning.verdict-not-allowed', { voter: v.voter })); continue; }
        const voter = roster.find(v.voter)?.slot;
        if (!voter) { warnings.push(say(lang, 'votes.warning.verdict-unknown', { voter: v.voter })); continue; }
        const at = votes.findIndex((x) => x.voter === voter.name);
        if (v.verdict === 'reject') {
            if (at < 0) continue;
            const [gone] = votes.splice(at, 1);
            invalid.push({ author: voter.name, post: gone.post, reason: say(lang, 'votes.reason.host-rejected', { target: gone.target }), override: 'rejected' });
        } else {
            const target = v.target ? roster.find(v.target)?.slot : undefined;
            if (!target) { warnings.push(say(lang, 'votes.warning.verdict-unknown', { voter: v.target ?? v.voter })); continue; }
            const vote: FoundVote & { order: number } = { voter: voter.name, target: target.name, kind: v.kind ?? 'against', post: at >= 0 ? votes[at].post : null, order: at >= 0 ? votes[at].order : Infinity, override: 'accepted' };
            if (at >= 0) votes[at] = vote;
            else {
                // The post the host accepted (the voter's last one the finder set aside) keeps its place in the thread.
                const i = invalid.findLastIndex((x) => roster.find(x.author)?.slot === voter && !x.override);
                if (i >= 0) { vote.post = invalid[i].post; vote.order = input.posts.findIndex((p) => p.id === vote.post); invalid.splice(i, 1); }
                votes.push(vote);
                votes.sort((a, b) => a.order - b.order);
            }
        }
    }
    const voted = new Set(votes.map((v) => v.voter));
    return {
        votes: votes.map(({ order: _order, ...v }) => v),
        invalid,
        not_voted: input.alive.map((s) => s.name).filter((n) => !voted.has(n)),
        warnings,
    };
}

/** A declared colour in words (`red` → «красный»); an exact `#rrggbb` as written. */
export function colourWord(lang: Lang, colour: string): string {
    const key = `votes.colour.${colour}` as Parameters<typeof say>[1];
    const word = say(lang, key);
    return word === key ? colour : word;
}
