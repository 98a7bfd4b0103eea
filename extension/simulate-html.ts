// The Simulate Balance page: the chart `mafia simulate --chart` drew (Vega-Lite's SVG, the same as
// `--format svg`) and beside it the table of its JSON report. Built here, in the extension host,
// with every text escaped; the webview runs no script at all, under the preview's own CSP.
import { say, type Lang } from '../engine/l10n/catalogue.js';
import { notPlayedLine, type SimulationReport } from '../language/cli/simulate-format.js';
import { attribute, pageHead, webviewCsp } from './preview-html.js';

export interface SimulateHtmlOptions {
    cspSource: string;
    nonce: string;
    /** URI of extension/webview/simulate.css as the webview sees it. */
    styleUri: string;
    lang: Lang;
    /** The rule set's title. */
    title: string;
    report: SimulationReport;
    /** The chart, as `mafia simulate --chart` wrote it. */
    svg: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function simulateHtml(o: SimulateHtmlOptions): string {
    const heading = say(o.lang, 'sim.panel.heading', { title: o.title, games: o.report.games, policy: o.report.policy });
    return `${pageHead({ lang: o.lang, csp: webviewCsp(o.cspSource, o.nonce), title: heading, styleUri: o.styleUri })}
<body>
${balanceBody(o.lang, o.title, o.report, o.svg)}
</body>
</html>
`;
}

/**
 * The page's content: the heading, the chart and a table per player count, every text escaped.
 * Also the playground's Simulate balance panel (web/src/simulate-panel.ts) shows it.
 */
export function balanceBody(lang: Lang, title: string, report: SimulationReport, svg: string): string {
    const tables = report.results.map((s) => {
        const rows = s.wins.map((w) => `<tr><td class="faction">${esc(w.faction)}</td><td>${w.wins}</td><td>${pct(w.rate)}</td><td>${pct(w.ci95[0])} – ${pct(w.ci95[1])}</td></tr>`).join('');
        const notes = [say(lang, 'sim.table.draws', { n: s.draws })];
        if (s.unfinished > 0) notes.push(say(lang, 'sim.table.unfinished', { n: s.unfinished }));
        notes.push(say(lang, 'sim.table.phases', { p50: s.phases.p50 ?? '-', p90: s.phases.p90 ?? '-' }));
        const roles = Object.entries(s.roles).map(([k, v]) => `${k} ${v}`).join(', ');
        return `<section class="setup" data-players="${s.players}"><h2>${esc(say(lang, 'sim.table.players', { n: s.players }))}</h2>
<p class="roles">${esc(roles)}</p>
<table><thead><tr><th>${esc(say(lang, 'sim.table.faction'))}</th><th>${esc(say(lang, 'sim.table.wins'))}</th><th>${esc(say(lang, 'sim.table.rate'))}</th><th>${esc(say(lang, 'sim.table.interval'))}</th></tr></thead>
<tbody>${rows}</tbody></table>
<p class="notes">${esc(notes.join('; '))}</p></section>`;
    }).join('\n');
    const heading = say(lang, 'sim.panel.heading', { title, games: report.games, policy: report.policy });
    const left = notPlayedLine(report, lang);
    return `<h1>${esc(heading)}</h1>
<main class="balance">
<figure class="chart" aria-label="${attribute(say(lang, 'sim.chart.label'))}">${chartOnly(svg)}</figure>
<div class="tables">${tables}</div>
</main>${left ? `\n<p class="not-played">${esc(left)}</p>` : ''}`;
}

/** The SVG element alone: anything around it, or a script inside, is dropped (the page runs no script). */
function chartOnly(svg: string): string {
    const start = svg.indexOf('<svg');
    const end = svg.lastIndexOf('</svg>');
    if (start < 0 || end < start) return '';
    return svg.slice(start, end + 6).replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '');
}
