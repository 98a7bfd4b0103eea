// The Simulate balance panel: the language server compiles the rule set tab (`mafia/simulationCode`),
// a web worker of its own plays the games with the engine's simulator (sim.worker.ts) while a
// progress bar follows it, and the result is the Simulate Balance page of the extension: the same
// Vega-Lite chart as `mafia simulate --format html` and a table per player count
// (extension/simulate-html.ts balanceBody, every text escaped there).
import { h, replace } from '../../extension/webview/dom.js';
import { balanceBody } from '../../extension/simulate-html.js';
import { DEFAULT_MAX_PHASES } from '../../engine/sim/index.js';
import { lang, onLang, t } from './i18n.js';
import type { PanelDefinition } from './panels.js';
import type { FromSimulation, SimulationRequest } from './sim-protocol.js';

/** "N" or "A..B" as [min, max]; empty: undefined (the rule set's range); anything else: null. */
function playersOf(text: string): [number, number] | undefined | null {
    if (text.trim() === '') return undefined;
    const m = /^\s*(\d+)\s*(?:\.\.\s*(\d+))?\s*$/.exec(text);
    if (!m) return null;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    return a >= 1 && b >= a ? [a, b] : null;
}

export const simulatePanel: PanelDefinition = {
    id: 'simulate',
    title: 'web.panel.sim',
    mount(container, { editors, status }) {
        const label = (key: Parameters<typeof t>[0]): HTMLSpanElement => h('span', { attrs: { 'data-say': key } }, t(key));
        const players = h('input', { attrs: { type: 'text', id: 'sim-players', placeholder: '10..16' } });
        const games = h('input', { attrs: { type: 'number', id: 'sim-games', min: 1, step: 50, value: 200 } });
        const policy = h('select', { attrs: { id: 'sim-policy' } },
            h('option', { attrs: { value: 'random', 'data-say': 'web.sim.policy.random' } }, t('web.sim.policy.random')),
            h('option', { attrs: { value: 'informed', 'data-say': 'web.sim.policy.informed' } }, t('web.sim.policy.informed')));
        const start = h('button', { class: 'primary', attrs: { type: 'button', 'data-action': 'simulate', 'data-say': 'web.sim.start' } }, t('web.sim.start'));
        const stop = h('button', { attrs: { type: 'button', 'data-action': 'stop', 'data-say': 'web.sim.stop', disabled: true } }, t('web.sim.stop'));
        const bar = h('progress', { attrs: { max: 1, value: 0 } });
        const line = h('span', { class: 'sim-line', attrs: { role: 'status' } });
        const result = h('div', { class: 'sim-result' });
        const body = h('div', { class: 'panel-body sim' },
            h('p', { class: 'placeholder', attrs: { 'data-say': 'web.sim.intro' } }, t('web.sim.intro')),
            h('div', { class: 'actions' },
                h('label', { class: 'field' }, label('web.sim.players'), players),
                h('label', { class: 'field' }, label('web.sim.games'), games),
                h('label', { class: 'field' }, label('web.sim.policy'), policy)),
            h('div', { class: 'actions' }, start, stop, bar, line),
            result);
        bar.hidden = true;
        container.append(body);

        let worker: Worker | undefined;
        let shown: (() => void) | undefined; // the last result, re-rendered in the page's language
        onLang(() => shown?.());
        const say = (text: string): void => { line.textContent = text; status(text); };
        const finish = (): void => {
            worker?.terminate();
            worker = undefined;
            start.disabled = false;
            stop.disabled = true;
        };

        start.addEventListener('click', async () => {
            const range = playersOf(players.value);
            if (range === null) { say(t('web.sim.badPlayers')); return; }
            finish();
            start.disabled = true;
            replace(result);
            shown = undefined;
            const code = await editors.simulationCode().catch((e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }));
            if (!code.ok) { say(t('web.sim.failed', { error: code.error })); finish(); return; }
            const request: SimulationRequest = {
                factory: code.factory, players: range, games: Math.max(1, Math.floor(Number(games.value) || 200)),
                policy: policy.value, seed: 1, maxPhases: DEFAULT_MAX_PHASES, lang: lang(),
            };
            const started = performance.now();
            worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'mafia-simulation' });
            stop.disabled = false;
            bar.hidden = false;
            bar.removeAttribute('value'); // indeterminate until the first count
            worker.addEventListener('message', (event: MessageEvent<FromSimulation>) => {
                const m = event.data;
                if (m.type === 'progress') {
                    bar.max = m.total;
                    bar.value = m.done;
                    say(t('web.sim.running', { done: m.done, total: m.total }));
                } else if (m.type === 'error') {
                    say(t('web.sim.failed', { error: m.error }));
                    finish();
                } else {
                    const total = m.report.results.length * m.report.games;
                    shown = () => {
                        // balanceBody escapes every text; parsed, never run (a parsed document runs no script).
                        const page = new DOMParser().parseFromString(`<body>${balanceBody(lang(), m.title, m.report, m.svg)}</body>`, 'text/html');
                        replace(result, ...[...page.body.childNodes].map((n) => document.importNode(n, true)));
                    };
                    shown();
                    result.dataset.done = 'true';
                    say(t('web.sim.done', { total, s: ((performance.now() - started) / 1000).toFixed(1) }));
                    finish();
                }
            });
            worker.addEventListener('error', (e) => { say(t('web.sim.failed', { error: e.message })); finish(); });
            worker.postMessage(request);
        });
        stop.addEventListener('click', () => {
            if (!worker) return;
            finish();
            say(t('web.sim.stopped'));
        });
        return {};
    },
};
