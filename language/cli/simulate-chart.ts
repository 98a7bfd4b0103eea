// The balance chart: each faction's win rate against the player count, its Wilson 95% interval
// as a band, drawn by Vega-Lite and rendered to SVG on the server (vega's SVG renderer, no
// browser, no canvas).
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { SetupSummary } from '../../engine/sim/index.js';

export function chartSpec(title: string, results: SetupSummary[]): TopLevelSpec {
    const values = results.flatMap((r) => r.wins.map((w) => ({ players: r.players, faction: w.faction, rate: w.rate, lo: w.ci95[0], hi: w.ci95[1] })));
    const x = { field: 'players', type: 'quantitative' as const, title: 'players', scale: { zero: false }, axis: { tickMinStep: 1, format: 'd' } };
    const color = { field: 'faction', type: 'nominal' as const, title: 'faction' };
    return {
        $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
        title,
        width: 560,
        height: 320,
        data: { values },
        layer: [
            { mark: { type: 'area', opacity: 0.22 }, encoding: { x, y: { field: 'lo', type: 'quantitative', title: 'win rate', scale: { domain: [0, 1] }, axis: { format: '%' } }, y2: { field: 'hi' }, color } },
            { mark: { type: 'rule' }, encoding: { x, y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, color } },
            { mark: { type: 'line', point: true }, encoding: { x, y: { field: 'rate', type: 'quantitative' }, color } },
        ],
    };
}

export async function chartSvg(title: string, results: SetupSummary[]): Promise<string> {
    const spec = compile(chartSpec(title, results)).spec;
    const view = new vega.View(vega.parse(spec), { renderer: 'none' });
    try {
        return await view.toSVG();
    } finally {
        view.finalize();
    }
}
