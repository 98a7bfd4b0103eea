// The vote count as text for the host, and as a BBCode post for the thread: the tally in the rule
// set's own counting (signed scores with the non-voters' penalty; hidden weights as the public sees them).
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import type { VotesReport } from './thread-votes.js';

export function votesText(r: VotesReport, lang: Lang): string {
    const out: string[] = [];
    const signed = r.voting.model === 'signed';
    out.push(`${say(lang, 'votes.threadPosts', { title: r.thread.title || r.thread.name, engine: r.thread.name, posts: r.thread.posts })}${r.deadline ? ` — ${say(lang, 'votes.bbcode.until', { until: r.deadline })}` : ''}`);
    out.push('', `${say(lang, 'votes.heading.votes')} (${r.votes.length}):`);
    for (const v of r.votes) {
        const line = say(lang, v.kind === 'for' ? 'votes.text.vote-for' : signed ? 'votes.text.vote-against' : 'votes.text.vote-against', { voter: v.voter, target: v.target });
        out.push(`  ${line}${signed && v.kind === 'against' ? ` (${say(lang, 'votes.bbcode.against')})` : ''}${v.post ? `  [${say(lang, 'votes.text.post', { post: v.post })}]` : ''}${v.override ? `  (${say(lang, 'votes.text.accepted')})` : ''}`);
    }
    if (r.votes.length === 0) out.push(`  ${say(lang, 'votes.text.none')}`);
    out.push('', `${say(lang, 'votes.heading.invalid')} (${r.invalid.length}):`);
    for (const x of r.invalid) out.push(`  ${x.author || say(lang, 'votes.text.no-author')}${x.post ? ` [${say(lang, 'votes.text.post', { post: x.post })}]` : ''}: ${x.reason}${x.override ? ` (${say(lang, 'votes.text.rejected')})` : ''}`);
    if (r.invalid.length === 0) out.push(`  ${say(lang, 'votes.text.none')}`);
    out.push('', `${say(lang, 'votes.heading.not-voted')}: ${r.not_voted.length > 0 ? r.not_voted.join(', ') : say(lang, 'votes.text.none')}`);
    out.push('', `${say(lang, 'votes.heading.tally')}:`);
    // The host's own text: the real total beside the public one (the BBCode post keeps the public count).
    for (const t of r.tally) out.push(`  ${t.target}: ${score(t.votes, signed)}${detail(t, signed, lang, false, r.voting.abstain)}${t.actual !== undefined ? `  [${say(lang, 'votes.text.actual', { n: score(t.actual, signed) })}]` : ''}`);
    if (r.tally.length === 0) out.push(`  ${say(lang, 'votes.text.none')}`);
    // With the game, the day's outcome as the engine adjudicates it (a hidden weight or a tie rule may decide it).
    if (r.executed) out.push('', r.executed.length > 0 ? say(lang, 'votes.text.executed', { list: r.executed.join(', ') }) : say(lang, 'votes.text.executed-none'));
    if (r.warnings.length > 0) out.push('', `${say(lang, 'votes.heading.warnings')}:`, ...r.warnings.map((w) => `  ${w}`));
    return out.join('\n');
}

export function votesBbcode(r: VotesReport, lang: Lang): string {
    const signed = r.voting.model === 'signed';
    const out: string[] = [];
    out.push(`[b]${r.phase.number !== null ? say(lang, 'votes.bbcode.title', { voting: r.voting.title, phase: r.phase.title, n: r.phase.number }) : say(lang, 'votes.bbcode.title-no-day', { voting: r.voting.title })}[/b]`);
    if (r.deadline) out.push(`[i]${say(lang, 'votes.bbcode.until', { until: r.deadline })}[/i]`);
    out.push('');
    for (const t of r.tally) out.push(`[b]${bb(t.target)}[/b]: ${score(t.votes, signed)}${detail(t, signed, lang, true, r.voting.abstain)}`);
    if (r.tally.length === 0) out.push(say(lang, 'votes.text.none'));
    out.push('', `[b]${say(lang, 'votes.heading.not-voted')}:[/b] ${r.not_voted.length > 0 ? r.not_voted.map(bb).join(', ') : say(lang, 'votes.text.none')}`);
    if (r.invalid.length > 0) {
        out.push('', `[b]${say(lang, 'votes.bbcode.not-counted')}:[/b]`, '[list]');
        for (const x of r.invalid) out.push(`[*]${bb(x.author || say(lang, 'votes.text.no-author'))}${x.post ? ` (#${bb(x.post)})` : ''}: ${bb(x.reason)}`);
        out.push('[/list]');
    }
    return out.join('\n');
}

function score(n: number, signed: boolean): string {
    return signed && n > 0 ? `+${n}` : signed && n < 0 ? `−${-n}` : String(n);
}

function detail(t: VotesReport['tally'][number], signed: boolean, lang: Lang, bbcode: boolean, abstain: number): string {
    const names = (xs: string[]) => xs.map(bbcode ? bb : (x: string) => x).join(', ');
    if (!signed) return t.voters.length > 0 ? ` — ${names(t.voters)}` : '';
    const parts: string[] = [];
    if (t.against && t.against.length > 0) parts.push(`${bbcode ? '[color=red]' : ''}${say(lang, 'votes.bbcode.against')}${bbcode ? '[/color]' : ''}: ${names(t.against)}`);
    if (t.for && t.for.length > 0) parts.push(`${bbcode ? '[color=blue]' : ''}${say(lang, 'votes.bbcode.for')}${bbcode ? '[/color]' : ''}: ${names(t.for)}`);
    if (t.abstained) parts.push(say(lang, 'votes.text.abstained', { n: score(abstain, true) }));
    return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/** Text inside BBCode: brackets of nicknames cannot open tags. */
function bb(s: string): string {
    return s.replace(/\[/g, '［').replace(/\]/g, '］');
}
