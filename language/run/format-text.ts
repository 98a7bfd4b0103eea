// The text output of `mafia run`: per phase the host's public post, then the private messages
// per player, then (for the host) orders that were not accepted; the trace with --trace.
import type { GameEvent, GameResult, PhaseResult, TraceEntry } from '../../engine/model/result.js';
import type { RunResult } from '../../engine/run.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { orderWhat, orderWho } from '../../engine/posts/order-words.js';

/** `lang`: the language of the headings (the texts come in the result already worded). */
export function formatResultText(result: GameResult, options: { trace?: boolean; title?: string; lang?: Lang } = {}): string {
    const lang = options.lang ?? 'ru';
    const out: string[] = [];
    out.push(`${options.title ? `${options.title} — ` : ''}${result.ruleset} (${say(lang, 'cli.run.seed', { seed: result.seed })})`);
    for (const phase of result.phases) {
        out.push('', ...formatPhase(phase, options.trace ?? false, lang));
    }
    out.push('', winnerLine(result, lang));
    return out.join('\n');
}

function formatPhase(p: PhaseResult, trace: boolean, lang: Lang): string[] {
    const out: string[] = [`━━ ${p.phase.title} ${p.phase.number} (${say(lang, 'cli.run.phase-index', { index: p.phase.index })}) ━━`];
    const deal = p.events.filter((e) => e.deal);
    if (deal.length > 0) {
        out.push(say(lang, 'cli.run.deal'));
        for (const line of privateLines(deal, lang)) out.push(`  ${line}`);
    }
    const events = p.events.filter((e) => !e.deal);
    const votes = events.filter((e) => e.kind === 'vote');
    const post = events.filter((e) => e.public && e.kind !== 'vote');
    out.push(say(lang, 'cli.run.public'));
    if (votes.length > 0) out.push(`  ${say(lang, 'cli.run.votes', { list: votes.map((v) => v.text.replace(/\.$/, '')).join('; ') })}`);
    if (post.length === 0 && votes.length === 0) out.push(`  ${say(lang, 'cli.run.nothing')}`);
    for (const e of post) out.push(`  ${e.text}`);
    const priv = events.filter((e) => !e.public);
    if (priv.length > 0) {
        out.push(say(lang, 'cli.run.private'));
        for (const line of privateLines(priv, lang)) out.push(`  ${line}`);
    }
    if (p.rejected.length > 0) {
        out.push(say(lang, 'cli.run.rejected'));
        for (const r of p.rejected) out.push(`  ${orderWho(r.actor, lang)}${r.ability ? ` — ${orderWhat(r.ability, lang)}` : ''}: ${r.reason}`);
    }
    if (trace && p.trace) {
        out.push(say(lang, 'cli.run.trace'));
        for (const t of p.trace) out.push(`  ${traceLine(t, lang)}`);
    }
    return out;
}

/** Private events grouped by recipient, recipients in the order they first appear. */
function privateLines(events: GameEvent[], lang: Lang): string[] {
    const by = new Map<string, string[]>();
    for (const e of events) {
        for (const to of e.to ?? ['?']) {
            const list = by.get(to) ?? [];
            list.push(e.text);
            by.set(to, list);
        }
    }
    const out: string[] = [];
    for (const [to, texts] of by) out.push(`${to === 'host' ? say(lang, 'cli.run.to-host') : to}: ${texts.join(' ')}`);
    return out;
}

function traceLine(t: TraceEntry, lang: Lang): string {
    const who = [t.actor, t.ability && orderWhat(t.ability, lang)].filter(Boolean).join(' · ');
    const targets = t.targets.length > 0 ? ` → ${t.targets.join(', ')}` : '';
    const src = t.source && t.source.line > 0 ? ` (${t.source.file}:${t.source.line})` : '';
    return `#${t.step} [${t.stage}] ${who}${targets}: ${say(lang, `cli.outcome.${t.outcome}`)} — ${t.note}${src}`;
}

function winnerLine(r: RunResult, lang: Lang): string {
    const w = r.winner;
    if (!w && r.unfinished) return say(lang, 'cli.run.unfinished', { n: r.unfinished.phases });
    if (!w) return say(lang, 'cli.run.no-winner');
    if ('draw' in w) return say(lang, 'cli.run.draw');
    return say(lang, 'cli.run.winner', { factions: w.factions.join(', '), players: w.players.join(', ') });
}
