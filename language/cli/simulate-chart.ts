// The balance chart: each faction's win rate against the player count, its Wilson 95% interval
// as a band, drawn by Vega-Lite and rendered to SVG on the server (vega's SVG renderer, no
// browser, no canvas).
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import type { SetupSummary } from '../../engine/sim/index.js';

/** The chart's title, the same for `mafia simulate` and the playground's panel. */
export function chartTitle(lang: Lang, ruleSet: string, policy: string, games: number): string {
    return say(lang, 'chart.title', { title: ruleSet, policy, games });
}

/** `lang`: the axes' and legend's titles (the factions are the rule set's names). */
export function chartSpec(title: string, results: SetupSummary[], lang: Lang = 'en'): TopLevelSpec {
    const values = results.flatMap((r) => r.wins.map((w) => ({ players: r.players, faction: w.faction, rate: w.rate, lo: w.ci95[0], hi: w.ci95[1] })));
    // A player count is a whole number: few counts get a tick each (Vega's own ticks at 6.5 would read «7» twice).
    const counts = [...new Set(results.map((r) => r.players))].sort((a, b) => a - b);
    const x = { field: 'players', type: 'quantitative' as const, title: say(lang, 'chart.players'), scale: { zero: false }, axis: counts.length <= 12 ? { values: counts, format: 'd' } : { tickMinStep: 1, format: 'd' } };
    const color = { field: 'faction', type: 'nominal' as const, title: say(lang, 'chart.faction') };
    // `--exact`: the exact probability beside the simulated rate, dashed with hollow diamonds (the
    // simulated line is solid), so the two can be told apart in the same colour.
    const exact = results.flatMap((r) => (r.exact ? r.exact.wins.map((w) => ({ players: r.players, faction: w.faction, exact: w.rate })) : []));
    return {
        $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
        title: exact.length > 0 ? { text: title, subtitle: say(lang, 'chart.exactNote') } : title,
        width: 560,
        height: 320,
        data: { values },
        layer: [
            { mark: { type: 'area', opacity: 0.22 }, encoding: { x, y: { field: 'lo', type: 'quantitative', title: say(lang, 'chart.rate'), scale: { domain: [0, 1] }, axis: { format: '%' } }, y2: { field: 'hi' }, color } },
            { mark: { type: 'rule' }, encoding: { x, y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, color } },
            { mark: { type: 'line', point: true }, encoding: { x, y: { field: 'rate', type: 'quantitative' }, color } },
            ...(exact.length > 0 ? [{
                data: { values: exact },
                mark: { type: 'line' as const, strokeDash: [6, 4], point: { shape: 'diamond', filled: false, size: 80 }, description: say(lang, 'chart.exact') },
                encoding: { x, y: { field: 'exact', type: 'quantitative' as const, title: say(lang, 'chart.rate') }, color },
            }] : []),
        ],
    };
}

export async function chartSvg(title: string, results: SetupSummary[], lang: Lang = 'en'): Promise<string> {
    const spec = compile(chartSpec(title, results, lang)).spec;
    const view = new vega.View(vega.parse(spec), { renderer: 'none' });
    try {
        return await view.toSVG();
    } finally {
        view.finalize();
    }
}
