// `mafia simulate` as text and as an HTML page (the chart and the table).
import type { NotPlayed, SetupSummary } from '../../engine/sim/index.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].length));

/** `notPlayed`: the abilities the bots never give (engine/sim/legal-orders.ts notPlayedByBots); absent when none. */
export interface SimulationReport { games: number; policy: string; results: SetupSummary[]; notPlayed?: NotPlayed[] }

export function formatText(title: string, r: SimulationReport, lang: Lang = 'en'): string {
    const lines = [say(lang, 'cli.sim.title', { title, games: r.games, policy: r.policy })];
    for (const s of r.results) {
        lines.push('', say(lang, 'cli.sim.setup', { players: s.players, roles: Object.entries(s.roles).map(([k, v]) => `${k} ${v}`).join(', ') }));
        const width = Math.max(...s.wins.map((w) => [...w.faction].length), 8);
        for (const w of s.wins) {
            const exact = s.exact?.wins.find((e) => e.faction === w.faction);
            lines.push(`  ${pad(w.faction, width)}  ${pad(pct(w.rate), 6)}  95% ${pct(w.ci95[0])}..${pct(w.ci95[1])}  (${w.wins})${exact ? `   ${say(lang, 'cli.sim.exact')} ${pct(exact.rate)}` : ''}`);
        }
        lines.push(`  ${pad(say(lang, 'cli.sim.draws'), width)}  ${s.draws}${s.unfinished ? `; ${say(lang, 'cli.sim.unfinished')} ${s.unfinished} (${pct(s.unfinished / r.games)})` : ''}`);
        const p = s.phases;
        lines.push(`  ${say(lang, 'cli.sim.phases', { mean: p.mean ?? '-', p50: p.p50 ?? '-', p90: p.p90 ?? '-' })}`);
        const rw = Math.max(...s.perRole.map((x) => [...x.role].length), 4);
        lines.push(`  ${pad(say(lang, 'cli.sim.role'), rw)}  ${say(lang, 'cli.sim.survival-wins')}`);
        for (const x of s.perRole) lines.push(`  ${pad(x.role, rw)}  ${pad(pct(x.survival), 8)}  ${pct(x.winRate)}`);
    }
    const left = notPlayedLine(r, lang);
    if (left) lines.push('', left);
    return lines.join('\n');
}

/** The sentence naming what the bots leave out, or null when they leave nothing out. */
export function notPlayedLine(r: SimulationReport, lang: Lang): string | null {
    if (!r.notPlayed || r.notPlayed.length === 0) return null;
    const list = r.notPlayed.map((x) => say(lang, 'cli.sim.not-played-item', {
        ability: x.option ? `${x.ability}: ${x.option}` : x.ability,
        holder: x.holder ? ` — ${x.holder}` : '',
        parameter: x.parameter,
        kind: kindWord(lang, x.kind),
    }));
    return say(lang, 'cli.sim.not-played', { list: list.join('; ') });
}

function kindWord(lang: Lang, kind: string): string {
    switch (kind) {
        case 'text': return say(lang, 'word.param-kind.text');
        case 'deal': return say(lang, 'word.param-kind.deal');
        case 'number': return say(lang, 'word.param-kind.number');
        case 'faction': return say(lang, 'word.param-kind.faction');
        default: return kind;
    }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function formatHtml(title: string, r: SimulationReport, svg: string, lang: Lang = 'en'): string {
    const th = (...words: string[]) => words.map((w) => `<th>${esc(w)}</th>`).join('');
    // `--exact`: a column of the exact probabilities beside the simulated rates.
    const withExact = r.results.some((s) => s.exact);
    const exactCell = (s: SetupSummary, faction: string) => {
        if (!withExact) return '';
        const e = s.exact?.wins.find((x) => x.faction === faction);
        return `<td>${e ? pct(e.rate) : '-'}</td>`;
    };
    const rows = r.results.flatMap((s) => s.wins.map((w) =>
        `<tr><td>${s.players}</td><td>${esc(w.faction)}</td><td>${w.wins}</td><td>${pct(w.rate)}</td><td>${pct(w.ci95[0])} – ${pct(w.ci95[1])}</td>${exactCell(s, w.faction)}<td>${s.draws}</td><td>${s.unfinished}</td><td>${s.phases.p50 ?? '-'}</td></tr>`));
    return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:2px 8px;text-align:right}</style></head>
<body><h1>${esc(title)}</h1><p>${esc(say(lang, 'chart.subtitle', { games: r.games, policy: r.policy }))}</p>
${svg}
<table><thead><tr>${th(say(lang, 'chart.players'), say(lang, 'chart.faction'), say(lang, 'sim.table.wins'), say(lang, 'sim.table.rate'), say(lang, 'sim.table.interval'), ...(withExact ? [say(lang, 'chart.exact')] : []), say(lang, 'cli.sim.draws'), say(lang, 'cli.sim.unfinished'), say(lang, 'chart.medianPhases'))}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table>${notPlayedLine(r, lang) ? `<p>${esc(notPlayedLine(r, lang)!)}</p>` : ''}</body></html>`;
}
