// The text output of `mafia run`: per phase the host's public post, then the private messages
// per player, then (for the host) orders that were not accepted; the trace with --trace.
import type { GameEvent, GameResult, PhaseResult, TraceEntry } from '../../engine/model/result.js';
import type { RunResult } from '../../engine/run.js';

export function formatResultText(result: GameResult, options: { trace?: boolean; title?: string } = {}): string {
    const out: string[] = [];
    out.push(`${options.title ? `${options.title} — ` : ''}${result.ruleset} (seed ${result.seed})`);
    for (const phase of result.phases) {
        out.push('', ...formatPhase(phase, options.trace ?? false));
    }
    out.push('', winnerLine(result));
    return out.join('\n');
}

function formatPhase(p: PhaseResult, trace: boolean): string[] {
    const out: string[] = [`━━ ${p.phase.title} ${p.phase.number} (фаза ${p.phase.index}) ━━`];
    const deal = p.events.filter((e) => e.deal);
    if (deal.length > 0) {
        out.push('Раздача ролей (лично):');
        for (const line of privateLines(deal)) out.push(`  ${line}`);
    }
    const events = p.events.filter((e) => !e.deal);
    const votes = events.filter((e) => e.kind === 'vote');
    const post = events.filter((e) => e.public && e.kind !== 'vote');
    out.push('Итоги (публично):');
    if (votes.length > 0) out.push(`  Голоса: ${votes.map((v) => v.text.replace(/\.$/, '')).join('; ')}.`);
    if (post.length === 0 && votes.length === 0) out.push('  Ничего не произошло.');
    for (const e of post) out.push(`  ${e.text}`);
    const priv = events.filter((e) => !e.public);
    if (priv.length > 0) {
        out.push('Личные сообщения:');
        for (const line of privateLines(priv)) out.push(`  ${line}`);
    }
    if (p.rejected.length > 0) {
        out.push('Не принято (для ведущего):');
        for (const r of p.rejected) out.push(`  ${r.actor}${r.ability ? ` — ${r.ability}` : ''}: ${r.reason}`);
    }
    if (trace && p.trace) {
        out.push('Ход разбора:');
        for (const t of p.trace) out.push(`  ${traceLine(t)}`);
    }
    return out;
}

/** Private events grouped by recipient, recipients in the order they first appear. */
function privateLines(events: GameEvent[]): string[] {
    const by = new Map<string, string[]>();
    for (const e of events) {
        for (const to of e.to ?? ['?']) {
            const list = by.get(to) ?? [];
            list.push(e.text);
            by.set(to, list);
        }
    }
    const out: string[] = [];
    for (const [to, texts] of by) out.push(`${to === 'host' ? 'Ведущему' : to}: ${texts.join(' ')}`);
    return out;
}

function traceLine(t: TraceEntry): string {
    const who = [t.actor, t.ability].filter(Boolean).join(' · ');
    const targets = t.targets.length > 0 ? ` → ${t.targets.join(', ')}` : '';
    const src = t.source && t.source.line > 0 ? ` (${t.source.file}:${t.source.line})` : '';
    return `#${t.step} [${t.stage}] ${who}${targets}: ${t.outcome} — ${t.note}${src}`;
}

function winnerLine(r: RunResult): string {
    const w = r.winner;
    if (!w && r.unfinished) return `Игра остановлена: предел в ${r.unfinished.phases} фаз, победителя нет (остальные фазы сценария не разыграны).`;
    if (!w) return 'Игра продолжается: победителя пока нет.';
    if ('draw' in w) return 'Итог: ничья.';
    return `Победа: ${w.factions.join(', ')} — ${w.players.join(', ')}.`;
}
