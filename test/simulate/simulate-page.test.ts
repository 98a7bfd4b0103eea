// The Simulate Balance page (extension/simulate-html.ts) on a real run of `mafia simulate --chart`:
// the chart is the CLI's SVG, the table has a section per player count and a row per faction,
// the page runs no script and has exactly the Run Phase Preview's CSP, and every text is escaped.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewHtml, webviewCsp } from '../../extension/preview-html.js';
import { simulateHtml } from '../../extension/simulate-html.js';
import type { SimulationReport } from '../../language/cli/simulate-format.js';
import { mafia } from '../cli/run-cli.js';

const CSP_SOURCE = 'https://webview.example';
const NONCE = 'bm9uY2Utbm9uY2Utbm9uY2U=';
const cspOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1].replace(/&#39;|&apos;/g, "'");

describe('the Simulate Balance page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-page-'));
    let report: SimulationReport;
    let svg: string;
    beforeAll(() => {
        const r = mafia(['simulate', 'bench/vanilla.mafia', '--players', '7..9', '--games', '100', '--format', 'json', '--chart', join(dir, 'chart.svg')]);
        expect(r.code).toBe(0);
        report = JSON.parse(r.stdout) as SimulationReport;
        svg = readFileSync(join(dir, 'chart.svg'), 'utf8');
    }, 120_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const page = (title = 'Город против мафии', lang: 'ru' | 'en' = 'en') =>
        simulateHtml({ cspSource: CSP_SOURCE, nonce: NONCE, styleUri: `${CSP_SOURCE}/simulate.css`, lang, title, report, svg });

    it('holds the CLI chart and a table section per player count, a row per faction', () => {
        const html = page();
        expect(html).toContain(svg.slice(svg.indexOf('<svg'), svg.indexOf('<svg') + 200));
        expect(html.match(/<section class="setup"/g)).toHaveLength(3);
        for (const s of report.results) {
            const section = new RegExp(`data-players="${s.players}"[\\s\\S]*?</section>`).exec(html)![0];
            expect(section.match(/<tr><td class="faction">/g)).toHaveLength(s.wins.length);
            for (const w of s.wins) expect(section).toContain(`${(100 * w.ci95[0]).toFixed(1)}% – ${(100 * w.ci95[1]).toFixed(1)}%`);
        }
    });

    it('has the preview\'s CSP and runs no script', () => {
        const html = page();
        expect(cspOf(html)).toBe(webviewCsp(CSP_SOURCE, NONCE));
        expect(cspOf(previewHtml({ cspSource: CSP_SOURCE, nonce: NONCE, scriptUri: 'x', styleUri: 'y' }))).toBe(webviewCsp(CSP_SOURCE, NONCE));
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toMatch(/\sstyle="/);
    });

    it('escapes the rule set\'s title and speaks the editor\'s language', () => {
        const html = page('<img src=x onerror=alert(1)>', 'ru');
        expect(html).not.toContain('<img src=x');
        expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
        expect(html).toContain('7 игроков');
        expect(html).toContain('Доля побед');
    });
});
