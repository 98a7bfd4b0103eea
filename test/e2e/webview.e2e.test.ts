/**
 * The Run Phase Preview page (in the seed's language, Russian), exactly as the extension builds it (previewHtml + out/webview/preview.js
 * + extension/webview/preview.css), in headless Debian Chromium with a stub for acquireVsCodeApi.
 * The data are real: the language server's `mafia/runGame` handler running seed-002 game scripts
 * with the engine (examples/seed-002/game-town-wins.mafia, and a night with a player called
 * `<img src=x onerror=alert(1)>`, which must stay text). Screenshots: test-results/webview/.
 *
 * Run with `npm run test:e2e` (builds first) or `npx vitest run --config vitest.e2e.config.ts test/e2e/webview.e2e.test.ts`.
 */
import '../../scripts/polyfill.mjs'; // Langium needs Object.groupBy on Node 20 (the e2e config has no setup file)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NodeFileSystem } from 'langium/node';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewHtml } from '../../extension/preview-html.js';
import type { FromWebview, RunGameResponse, ToWebview } from '../../extension/preview-protocol.js';
import { runGameRequest } from '../../language/lsp/mafia-run-request.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { runGameDocument } from '../../language/run/run-game-script.js';
import { EVIL_NAME, NIGHT_GAME } from '../lsp/fixtures/night-game.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(REPO, 'test-results', 'webview');
const ORIGIN = 'https://webview.test';
const RULES = join(REPO, 'examples', 'seed-002', 'rules.mafia');
const TOWN_WINS = join(REPO, 'examples', 'seed-002', 'game-town-wins.mafia');

/** VS Code's Dark Modern colours, as VS Code sets them on the webview's <html>. */
const DARK: Record<string, string> = {
    '--vscode-foreground': '#cccccc', '--vscode-editor-background': '#1f1f1f', '--vscode-descriptionForeground': '#9d9d9d',
    '--vscode-panel-border': '#2b2b2b', '--vscode-focusBorder': '#0078d4', '--vscode-textLink-foreground': '#4daafc',
    '--vscode-list-hoverBackground': '#2a2d2e', '--vscode-list-activeSelectionBackground': '#04395e',
    '--vscode-list-activeSelectionForeground': '#ffffff', '--vscode-textBlockQuote-background': '#2b2b2b',
    '--vscode-textBlockQuote-border': '#616161', '--vscode-badge-background': '#616161', '--vscode-badge-foreground': '#f8f8f8',
    '--vscode-button-background': '#0078d4', '--vscode-button-foreground': '#ffffff', '--vscode-button-hoverBackground': '#026ec1',
    '--vscode-input-background': '#313131', '--vscode-input-foreground': '#cccccc', '--vscode-input-border': '#3c3c3c',
    '--vscode-font-family': 'system-ui, "Ubuntu", "Droid Sans", sans-serif', '--vscode-font-size': '13px',
    '--vscode-editor-font-family': '"Droid Sans Mono", monospace',
};
/** Light Modern, to check that every colour comes from the theme. */
const LIGHT: Record<string, string> = {
    ...DARK,
    '--vscode-foreground': '#3b3b3b', '--vscode-editor-background': '#ffffff', '--vscode-descriptionForeground': '#3b3b3b',
    '--vscode-panel-border': '#e5e5e5', '--vscode-list-hoverBackground': '#f2f2f2', '--vscode-list-activeSelectionBackground': '#e8e8e8',
    '--vscode-list-activeSelectionForeground': '#000000', '--vscode-textBlockQuote-background': '#f8f8f8',
    '--vscode-badge-background': '#cccccc', '--vscode-badge-foreground': '#3b3b3b', '--vscode-input-background': '#ffffff',
    '--vscode-input-foreground': '#3b3b3b', '--vscode-input-border': '#cecece', '--vscode-textLink-foreground': '#005fb8',
    '--vscode-charts-green': '#388a34', '--vscode-charts-red': '#e51400', '--vscode-charts-yellow': '#bf8803',
    '--vscode-charts-blue': '#1a85ff', '--vscode-charts-purple': '#652d90',
};

interface Runs { town: RunGameResponse; night: RunGameResponse; night42: RunGameResponse }

/** Real results: the language server's handler over the real files, the engine behind it. */
async function runRealGames(dir: string): Promise<Runs> {
    const night = join(dir, 'night.mafia');
    writeFileSync(night, NIGHT_GAME.replace('rules "rules.mafia"', `rules ${JSON.stringify(RULES)}`));
    const { Mafia } = createMafiaServices(NodeFileSystem);
    const run = (file: string, seed?: number) => runGameRequest(Mafia, { uri: pathToFileURL(file).toString(), seed }, runGameDocument);
    return { town: await run(TOWN_WINS), night: await run(night), night42: await run(night, 42) };
}

describe.skipIf(!existsSync(CHROMIUM))('the Run Phase Preview page in Chromium', () => {
    let tmp: string;
    let runs: Runs;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    const dialogs: string[] = [];
    const errors: string[] = [];
    const violations: string[] = [];
    const offsite: string[] = [];

    /** What the page posted to the extension since the last call. */
    async function posted(): Promise<FromWebview[]> {
        return page.evaluate(() => (window as unknown as { __posted: FromWebview[] }).__posted.splice(0));
    }

    async function send(message: ToWebview): Promise<void> {
        await page.evaluate((m) => window.postMessage(m, '*'), message);
    }

    /** The text of every element the locator matches (playwright-core has no web-first assertions). */
    async function textOf(locator: Locator): Promise<string> {
        return (await locator.allTextContents()).join('\n');
    }

    async function shot(name: string): Promise<void> {
        await page.screenshot({ path: join(SHOTS, name), fullPage: true });
    }

    /** Sets the theme as VS Code does: variables on <html>, `vscode-light` / `vscode-dark` on <body>. */
    async function setTheme(theme: Record<string, string>): Promise<void> {
        await page.evaluate(({ vars, light }) => {
            for (const [k, v] of Object.entries(vars)) document.documentElement.style.setProperty(k, v);
            document.body.classList.toggle('vscode-light', light);
            document.body.classList.toggle('vscode-dark', !light);
        }, { vars: theme, light: theme === LIGHT });
    }

    beforeAll(async () => {
        if (!existsSync(join(REPO, 'out', 'webview', 'preview.js'))) {
            const build = spawnSync(process.execPath, [join(REPO, 'scripts', 'build.mjs')], { cwd: REPO, encoding: 'utf8' });
            if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
        }
        mkdirSync(SHOTS, { recursive: true });
        tmp = mkdtempSync(join(tmpdir(), 'mafia-webview-'));
        runs = await runRealGames(tmp);
        for (const r of [runs.night, runs.night42]) if (!r.ok) throw new Error(`the night game does not run: ${r.error} ${JSON.stringify(r.problems)}`);

        // The page exactly as PhasePreviewPanel builds it; resources served from a fake origin.
        const html = previewHtml({
            cspSource: ORIGIN,
            nonce: randomBytes(18).toString('base64'),
            scriptUri: `${ORIGIN}/out/webview/preview.js`,
            styleUri: `${ORIGIN}/extension/webview/preview.css`,
        });
        browser = await chromium.launch({
            executablePath: CHROMIUM,
            args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        });
        context = await browser.newContext({ viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1 });
        await context.route('**/*', async (route) => {
            const url = new URL(route.request().url());
            if (url.origin !== ORIGIN) { offsite.push(url.href); return route.abort(); }
            if (url.pathname === '/index.html') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
            if (url.pathname === '/out/webview/preview.js') return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(REPO, 'out', 'webview', 'preview.js')) });
            if (url.pathname === '/extension/webview/preview.css') return route.fulfill({ contentType: 'text/css', body: readFileSync(join(REPO, 'extension', 'webview', 'preview.css')) });
            return route.fulfill({ status: 404, body: '' });
        });
        // VS Code's webview API, once per page, as in a real webview.
        await context.addInitScript(() => {
            const w = window as unknown as { __posted: unknown[]; acquireVsCodeApi: () => unknown };
            w.__posted = [];
            let state: unknown;
            let acquired = false;
            w.acquireVsCodeApi = () => {
                if (acquired) throw new Error('acquireVsCodeApi called twice');
                acquired = true;
                return { postMessage: (m: unknown) => w.__posted.push(m), getState: () => state, setState: (s: unknown) => { state = s; } };
            };
            document.addEventListener('securitypolicyviolation', (e) => {
                (window as unknown as { __violations?: string[] }).__violations ??= [];
                (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
            });
        });
        page = await context.newPage();
        page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
        await page.goto(`${ORIGIN}/index.html`);
        await setTheme(DARK);
    }, 120_000);

    afterAll(async () => {
        await context?.close().catch(() => undefined);
        await browser?.close().catch(() => undefined);
        if (tmp) rmSync(tmp, { recursive: true, force: true });
    });

    it('loads under its CSP, says it is ready, and waits for data', async () => {
        await expect.poll(posted).toEqual([{ type: 'ready' }]);
        await expect(page.locator('#app .placeholder').textContent()).resolves.toContain('Игра разыгрывается');
        // The policy is live: a script injected without the nonce does not run.
        const ran = await page.evaluate(() => {
            const s = document.createElement('script');
            s.textContent = 'window.__inline = true';
            document.body.appendChild(s);
            return (window as unknown as { __inline?: boolean }).__inline === true;
        });
        expect(ran).toBe(false);
        violations.push(...await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations?.splice(0) ?? []));
        expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
    });

    it('renders a seed-002 night: players before and after, the public post, private messages, the steps', async () => {
        await send({ type: 'result', fileName: 'night.mafia', response: runs.night, focus: { kind: 'night', number: 1 } });
        await expect.poll(() => textOf(page.locator('.phase-label strong'))).toBe('Ночь 1');
        await expect.poll(() => textOf(page.locator('.phase-label'))).toContain('фаза 2 · 2 из 3');
        const night = runs.night.ok ? runs.night.result.phases[1] : undefined;
        // Eight players; the civilian shot by the mafia is dead after, alive before.
        await expect.poll(() => page.locator('table.players tbody tr').count()).toBe(8);
        const victim = page.locator('table.players tbody tr.died');
        await expect.poll(() => victim.count()).toBe(1);
        await expect.poll(() => textOf(victim.locator('th'))).toBe(EVIL_NAME); // the name, as text
        await expect.poll(() => textOf(victim.locator('td').nth(2))).toContain('жив');
        await expect.poll(() => textOf(victim.locator('td').nth(3))).toContain('мёртв');
        // The post and the Commissioner's (and Sergeant's) private result.
        await expect.poll(() => textOf(page.locator('.post'))).toContain(`Игрок ${EVIL_NAME} погиб.`);
        await expect.poll(() => textOf(page.locator('ul.messages'))).toContain('Кому: Вася, Сеня');
        await expect.poll(() => textOf(page.locator('ul.messages'))).toContain('Проверка: Петя — Мафия.');
        // One list item per trace entry, none current yet.
        await expect.poll(() => page.locator('[data-step]').count()).toBe(night!.trace!.length);
        await expect.poll(() => page.locator('.step.current').count()).toBe(0);
        // Nothing became markup, nothing ran.
        await expect.poll(() => page.locator('img').count()).toBe(0);
        expect(dialogs).toEqual([]);
        expect(await page.evaluate(() => document.body.innerHTML.includes('<img'))).toBe(false);
        await shot('01-night.png');
    });

    it('steps forward and back through the resolution, with buttons and arrow keys', async () => {
        const step = page.locator('button[data-action="step"]');
        const back = page.locator('button[data-action="step-back"]');
        await step.click();
        await expect.poll(() => page.locator('.step.current').getAttribute('data-step')).toBe('1');
        await step.click();
        await step.click();
        await expect.poll(() => page.locator('.step.current').getAttribute('data-step')).toBe('3');
        await back.click();
        await expect.poll(() => page.locator('.step.current').getAttribute('data-step')).toBe('2');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('.step.current').getAttribute('data-step')).toBe('3');
        await expect.poll(() => textOf(page.locator('.step-nav'))).toContain('шаг 3 из');
        expect(await posted()).toEqual([]); // stepping alone does not move the editor
    });

    it('reveals the rule line that produced a step when the step is clicked', async () => {
        const night = runs.night.ok ? runs.night.result.phases[1] : undefined;
        const check = night!.trace!.findIndex((s) => s.ability === 'Проверка' && s.stage === 'Проверки');
        expect(check).toBeGreaterThanOrEqual(0);
        const item = page.locator(`[data-step="${check + 1}"]`);
        await expect.poll(() => textOf(item)).toContain('Вася');
        await expect.poll(() => textOf(item)).toContain(`rules.mafia:${night!.trace![check].source!.line}`);
        await item.click();
        await expect.poll(async () => (await item.getAttribute('class')) ?? '').toMatch(/current/);
        expect(await posted()).toEqual([{ type: 'reveal', source: night!.trace![check].source }]);
        expect(readFileSync(RULES, 'utf8').split('\n')[night!.trace![check].source!.line - 1]).toMatch(/Проверка|stage Проверки|learn role/);
        // The victim's step shows the name as text too.
        await expect.poll(() => page.locator('.step', { hasText: `цель ${EVIL_NAME} убита` }).count()).toBe(1);
        await shot('02-step-revealed.png');
    });

    it('goes to the next phase: the "before" table is the previous phase\'s "after"', async () => {
        await page.locator('button[data-action="next-phase"]').click();
        await expect.poll(() => textOf(page.locator('.phase-label strong'))).toBe('День 2');
        const victim = page.locator('table.players tbody tr', { hasText: EVIL_NAME });
        await expect.poll(() => textOf(victim.locator('td').nth(2))).toContain('мёртв'); // before: dead since the night
        await expect.poll(() => textOf(page.locator('table.players tbody tr.died th'))).toBe('Петя'); // lynched today
        await expect.poll(() => textOf(page.locator('.post'))).toContain('По итогам голосования казнён игрок Петя');
        await expect.poll(() => page.locator('button[data-action="next-phase"]').isDisabled()).toBe(true);
        await shot('03-day-2.png');
        await page.keyboard.press('PageUp');
        await expect.poll(() => textOf(page.locator('.phase-label strong'))).toBe('Ночь 1');
    });

    it('reruns with another seed, staying on the phase it shows', async () => {
        await page.locator('input#seed').fill('42');
        await page.locator('input#seed').press('Enter');
        expect(await posted()).toEqual([{ type: 'rerun', seed: 42 }]);
        await send({ type: 'running', fileName: 'night.mafia', seed: 42 });
        await expect.poll(() => page.locator('.busy-label').isVisible()).toBe(true);
        await send({ type: 'result', fileName: 'night.mafia', response: runs.night42 });
        await expect.poll(() => page.locator('.busy-label').count()).toBe(0);
        await expect.poll(() => page.locator('input#seed').inputValue()).toBe('42');
        await expect.poll(() => textOf(page.locator('.phase-label strong'))).toBe('Ночь 1');
    });

    it('shows examples/seed-002/game-town-wins.mafia: the deal as "before", each phase\'s deaths, the town\'s win', async () => {
        if (!runs.town.ok) throw new Error(`examples/seed-002/game-town-wins.mafia does not run: ${runs.town.error} ${JSON.stringify(runs.town.problems.slice(0, 3))}`);
        const phases = runs.town.result.phases;
        await send({ type: 'result', fileName: 'game-town-wins.mafia', response: runs.town });
        await expect.poll(() => textOf(page.locator('.phase-label strong'))).toBe('День 1');
        await expect.poll(() => textOf(page.locator('table.players thead'))).toContain('До (раздача)');
        await expect.poll(() => page.locator('[data-step]').count()).toBe(phases[0].trace!.length);
        // Walk every phase: the rows struck out as "died" are exactly the phase's death events.
        for (let i = 0; i < phases.length; i++) {
            const deaths = phases[i].events.filter((e) => e.kind === 'death').map((e) => e.subject).sort();
            await expect.poll(async () => (await page.locator('table.players tbody tr.died th').allTextContents()).sort()).toEqual(deaths);
            if (i < phases.length - 1) await page.keyboard.press('PageDown');
        }
        expect(runs.town.result.winner).toMatchObject({ factions: ['Мирные'] });
        await expect.poll(() => textOf(page.locator('.winner'))).toContain('Победа: Мирные');
        await setTheme(LIGHT);
        await shot('04-town-wins-light.png');
        await setTheme(DARK);
    });

    it('shows why a game cannot run, each problem leading to its line', async () => {
        const failure: RunGameResponse = {
            ok: false,
            error: 'Fix 1 error(s) before running the game.',
            problems: [{ file: pathToFileURL(RULES).toString(), line: 73, column: 15, code: 'unknown-reference', message: `Unknown stage '${EVIL_NAME}'.` }],
        };
        await send({ type: 'result', fileName: 'night.mafia', response: failure });
        await expect.poll(() => textOf(page.locator('.failure'))).toContain('Игру нельзя разыграть');
        await expect.poll(() => textOf(page.locator('.problems li'))).toContain(`Unknown stage '${EVIL_NAME}'.`);
        await page.locator('.problems li').click();
        expect(await posted()).toEqual([{ type: 'reveal', source: { file: pathToFileURL(RULES).toString(), line: 73 } }]);
        await expect.poll(() => page.locator('img').count()).toBe(0);
        await shot('05-failure.png');
    });

    it('never ran a dialog, threw, broke its policy with its own resources, or reached another host', () => {
        expect(dialogs).toEqual([]);
        expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
        expect(offsite).toEqual([]);
    });
});
