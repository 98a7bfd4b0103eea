// A run's result as forum posts: per phase the host's public post (the vote tally with who voted,
// then what happened; seed 000's binding part inside its orange «Комментарий» block) and one
// private message per recipient. `mafia run --format bbcode|markdown` prints these; the preview's
// "Copy public post" / "Copy PM for …" buttons copy the same blocks.
import { say, type Lang } from '../l10n/catalogue.js';
import type { GameEvent, GameResult, PhaseResult } from '../model/result.js';
import type { PostDef } from '../model/ruleset.js';
import { orderWhat, orderWho } from './order-words.js';
import { b, escapeText, render, type Block, type Inline, type MarkupFormat } from './markup.js';

export interface PostOptions {
    lang: Lang;
    /** The rule set's `post binding …` (seed 000), or null. */
    post: PostDef | null | undefined;
}

export interface PhasePosts {
    /** "День 1". */
    title: string;
    publicPost: Block[];
    /** One message per recipient, in the order they first get one; `host` is the host's own notes. */
    messages: Array<{ to: string; host: boolean; blocks: Block[] }>;
}

export function phaseTitle(p: PhaseResult['phase']): string {
    const title = p.title && p.title.length > 0 ? p.title : p.kind.charAt(0).toUpperCase() + p.kind.slice(1);
    return `${title} ${p.number}`;
}

export function phasePosts(result: GameResult, index: number, opts: PostOptions): PhasePosts {
    const phase = result.phases[index];
    const title = phaseTitle(phase.phase);
    const events = phase.events.filter((e) => !e.deal);
    const body: Block[] = [];
    const votes = events.filter((e) => e.kind === 'vote' && e.public);
    if (votes.length > 0) {
        body.push({ kind: 'para', text: [b(say(opts.lang, 'post.tally'))] });
        body.push({ kind: 'list', items: votes.map((v) => tallyItem(v, opts.lang)) });
    }
    const told = events.filter((e) => e.public && e.kind !== 'vote' && e.text);
    for (const e of told) body.push({ kind: 'para', text: [e.text] });
    if (body.length === 0) body.push({ kind: 'para', text: [say(opts.lang, 'post.nothing')] });
    const publicPost: Block[] = [{ kind: 'heading', text: [title] }];
    if (opts.post) publicPost.push({ kind: 'binding', title: opts.post.title, color: opts.post.color, blocks: body });
    else publicPost.push(...body);

    const messages: PhasePosts['messages'] = [];
    const byRecipient = new Map<string, GameEvent[]>();
    for (const e of phase.events) {
        if (e.public || !e.text) continue;
        for (const to of e.to && e.to.length > 0 ? e.to : ['host']) byRecipient.set(to, [...(byRecipient.get(to) ?? []), e]);
    }
    for (const [to, list] of byRecipient) {
        const host = to === 'host';
        const head = host ? say(opts.lang, 'post.forHost', { phase: title }) : say(opts.lang, 'post.pmTitle', { phase: title });
        messages.push({ to, host, blocks: [{ kind: 'para', text: [b(head)] }, ...list.map((e): Block => ({ kind: 'para', text: [e.text] }))] });
    }
    if (phase.rejected.length > 0) {
        let host = messages.find((m) => m.host);
        if (!host) { host = { to: 'host', host: true, blocks: [{ kind: 'para', text: [b(say(opts.lang, 'post.forHost', { phase: title }))] }] }; messages.push(host); }
        host.blocks.push({ kind: 'para', text: [say(opts.lang, 'post.rejected')] });
        host.blocks.push({ kind: 'list', items: phase.rejected.map((r) => [b(orderWho(r.actor, opts.lang)), `${r.ability ? ` — ${orderWhat(r.ability, opts.lang)}` : ''}: ${r.reason}`]) });
    }
    return { title, publicPost, messages };
}

/** «Даша: 4 голоса.» as the engine worded it, then who voted, as the engine counted them (the vote event's `against` / `for`). */
/** A score as a tally writes it: «−2» with the minus sign. */
const signed = (n: number): string => (n < 0 ? `−${-n}` : String(n));

function tallyItem(v: GameEvent, lang: Lang): Inline[] {
    const text = v.text.replace(/\.$/, '');
    const against = v.against ?? [];
    const pro = v.for ?? [];
    const parts: string[] = [];
    if (pro.length > 0) {
        if (against.length > 0) parts.push(say(lang, 'post.against', { voters: against.join(', ') }));
        parts.push(say(lang, 'post.for', { voters: pro.join(', ') }));
    } else if (against.length > 0) parts.push(against.join(', '));
    if (v.abstain !== undefined) parts.push(say(lang, 'votes.text.abstained', { n: signed(v.abstain) }));
    return parts.length > 0 ? [`${text} (${parts.join('; ')})`] : [text];
}

/** The whole game as posts: per phase a separator line, the public post, then each message. */
export function renderGamePosts(result: GameResult, format: Exclude<MarkupFormat, 'html'>, opts: PostOptions): string {
    const out: string[] = [];
    const rule = (label: string) => `──── ${escapeText(label, format)} ────`;
    result.phases.forEach((_, i) => {
        const posts = phasePosts(result, i, opts);
        out.push(rule(say(opts.lang, 'post.publicLabel', { phase: posts.title })), render(posts.publicPost, format), '');
        for (const m of posts.messages) {
            out.push(rule(m.host ? say(opts.lang, 'post.hostLabel', { phase: posts.title }) : say(opts.lang, 'post.pmLabel', { phase: posts.title, player: m.to })), render(m.blocks, format), '');
        }
    });
    return out.join('\n').replace(/\n+$/, '');
}
