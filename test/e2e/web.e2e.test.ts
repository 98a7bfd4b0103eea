/**
 * The web playground (out/web/, `npm run build:web`) in headless Debian Chromium, served by a tiny
 * static server on loopback as a host's `npx serve out/web` would: the page loads under its CSP
 * with no page error and no request leaving the machine, the seed-002 example opens, an error typed
 * into the game script gets its diagnostic and quick fix, a role name completes, phase 1 runs in
 * the Run Phase Preview and is stepped through, its public post is copied to the clipboard as the
 * BBCode `mafia run --format bbcode` prints, the rules book panel copies what `mafia rules-book`
 * prints, saved thread pages give the count, the tally post and the appended script of
 * `mafia votes`, a balance simulation in a worker gives the figures and chart of `mafia simulate`,
 * a player and a thread page author called `<img src=x onerror=alert(1)>` stay text, a file is
 * uploaded and downloaded, the work survives a reload, the page and its language server switch to
 * English and back, and a site CSP header without 'unsafe-eval' gets a plain banner. It prints (and writes to test-results/web/bench.json) the page's weight and speed:
 * first load to a ready editor with diagnostics, time to diagnostics after a keystroke on seed 003,
 * and the JavaScript shipped (gzip). Screenshots: test-results/web/.
 *
 * Run with `npm run test:e2e` (builds first) or `npm run build:web && npx vitest run --config vitest.e2e.config.ts test/e2e/web.e2e.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Frame, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from '@bbob/parser';
import { EVIL_NAME, NIGHT_GAME } from '../lsp/fixtures/night-game.js';
import { serveFolder, type StaticServer } from './static-server.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SITE = join(REPO, 'out', 'web');
const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(REPO, 'test-results', 'web');

interface BbTag { tag: string; attrs: Record<string, string>; content: Array<string | BbTag>; end?: unknown }

/** Every tag of a parsed BBCode tree, depth first. */
function bbTags(nodes: Array<string | BbTag>, out: BbTag[] = []): BbTag[] {
    for (const n of nodes) if (typeof n !== 'string' && n) { out.push(n); bbTags(n.content ?? [], out); }
    return out;
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());
}

function kb(bytes: number): string {
    return `${(bytes / 1024).toFixed(0)} KiB`;
}

function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
}

describe.skipIf(!existsSync(CHROMIUM))('the web playground in Chromium', () => {
    let server: StaticServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];
    const dialogs: string[] = [];
    const offsite: string[] = [];
    const bench: Record<string, number | string> = {};

    async function shot(name: string): Promise<void> {
        await page.screenshot({ path: join(SHOTS, name) });
    }

    /** The Run Phase Preview's frame (preview.html). */
    function preview(): Frame {
        const frame = page.frames().find((f) => f.url().endsWith('/preview.html'));
        if (!frame) throw new Error('no preview frame');
        return frame;
    }

    async function violations(): Promise<string[]> {
        const all: string[] = [];
        for (const frame of page.frames()) all.push(...await frame.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []));
        return all;
    }

    /** How many times the server has published a file's diagnostics. */
    async function checks(slot: 'rules' | 'game'): Promise<number> {
        return Number(await page.getAttribute('body', `data-diagnosed-${slot}`) ?? 0);
    }

    /** Waits until the editor shows `pattern` (Monaco renders spaces as no-break spaces). */
    async function editorShows(pattern: RegExp): Promise<void> {
        await page.waitForFunction((source) => new RegExp(source).test((document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ')),
            pattern.source, { timeout: 30000 });
    }

    async function editorHides(pattern: RegExp): Promise<void> {
        await page.waitForFunction((source) => !new RegExp(source).test((document.querySelector('.monaco-editor .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ')),
            pattern.source, { timeout: 30000 });
    }

    async function openTab(slot: 'rules' | 'game'): Promise<void> {
        await page.click(`#file-tabs [data-file="${slot}"]`);
        await page.waitForSelector(`#file-tabs [data-file="${slot}"][aria-selected="true"]`);
    }

    /** Puts the cursor at the end of the first editor line containing `text` (it must be on screen). */
    async function cursorAtEndOf(text: string): Promise<void> {
        await page.locator('.monaco-editor .view-line', { hasText: text }).first().click();
        await page.keyboard.press('End');
    }

    beforeAll(async () => {
        if (!existsSync(join(SITE, 'index.html'))) {
            const build = spawnSync('npm', ['run', 'build:web'], { cwd: REPO, encoding: 'utf8' });
            if (build.status !== 0) throw new Error(`npm run build:web failed: ${build.stderr}`);
        }
        mkdirSync(SHOTS, { recursive: true });
        server = await serveFolder(SITE);
        browser = await chromium.launch({
            executablePath: CHROMIUM,
            args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        });
        context = await browser.newContext({ viewport: { width: 1400, height: 900 }, deviceScaleFactor: 1, acceptDownloads: true });
        // The preview's copy buttons write the clipboard; the test reads it back.
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
        // Nothing may leave the machine: every request not to the local server is refused and noted.
        await context.route('**/*', (route) => {
            const url = route.request().url();
            if (url.startsWith(server.url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
            offsite.push(url);
            return route.abort();
        });
        await context.addInitScript(() => {
            // Chromium has the File System Access API, whose dialogs a test cannot answer: the page
            // is tested on its fallback (upload field, download), as in Firefox and Safari.
            delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
            delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
            document.addEventListener('securitypolicyviolation', (e) => {
                const w = window as unknown as { __violations?: string[] };
                (w.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
            });
        });
        page = await context.newPage();
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
        page.on('console', (m) => {
            // Known and harmless: semantic tokens answered for a newer text than the request's (the
            // server serves the latest version; Monaco replays the edits made meanwhile over them,
            // logs this, and asks again). VS Code logs the same for the extension.
            if (m.type() === 'error' && !/^Invalid Semantic Tokens Data From Extension/.test(m.text())) errors.push(`console: ${m.text()}`);
        });
    });

    afterAll(async () => {
        const lines = Object.entries(bench).map(([k, v]) => `  ${k}: ${v}`);
        if (lines.length > 0) {
            console.log(`web playground, page weight and speed:\n${lines.join('\n')}`);
            writeFileSync(join(SHOTS, 'bench.json'), `${JSON.stringify(bench, null, 2)}\n`);
        }
        await browser?.close();
        await server?.close();
    });

    it('loads under its CSP to an editor with the example and the server\'s diagnostics, with no page error', async () => {
        const started = Date.now();
        await page.goto(server.url);
        await page.waitForSelector('.monaco-editor .view-line');
        bench['first load to an editor (ms)'] = Date.now() - started;
        await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
        bench['first load to a ready editor with diagnostics (ms)'] = Date.now() - started;
        // The CSP is the page's own, as written: scripts from the site only, no eval.
        const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-eval');
        expect(csp).toContain("default-src 'none'");
        // Russian first: the page speaks Russian, the default example (seed 002) is open.
        expect(await page.textContent('#run')).toBe('Запустить игру ▶');
        expect(await page.inputValue('#example')).toBe('seed-002/game-town-wins');
        expect(await page.textContent('#status')).toMatch(/0 ошибок/);
        // The server's semantic tokens colour names (Monaco adds token classes beyond the monarch ones).
        expect(await page.locator('.monaco-editor .view-line span[class^="mtk"]').count()).toBeGreaterThan(10);
        const shipped = filesUnder(SITE).filter((f) => /\.m?js$/.test(f));
        const gzip = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(SITE, f))).length, 0);
        const loaded = [...new Set(server.requests)].map((p) => p.replace(/^\//, '')).filter((f) => /\.m?js$/.test(f));
        bench['JS shipped, all files (gzip)'] = kb(gzip(shipped));
        bench['JS loaded by the first view (gzip)'] = kb(gzip(loaded));
        bench['JS loaded by the first view (raw)'] = kb(loaded.reduce((s, f) => s + statSync(join(SITE, f)).size, 0));
        bench['language server worker (gzip)'] = kb(gzip(shipped.filter((f) => f.includes('server.worker'))));
        bench['site total (raw)'] = kb(filesUnder(SITE).reduce((s, f) => s + statSync(join(SITE, f)).size, 0));
        expect(shipped.every((f) => /\.(js|mjs)$/.test(f))).toBe(true);
        expect(loaded.length).toBeGreaterThan(0);
        await shot('01-loaded.png');
        expect(errors).toEqual([]);
        expect(await violations()).toEqual([]);
        expect(offsite).toEqual([]);
    });

    it('times diagnostics after a keystroke on seed 003', async () => {
        await page.selectOption('#example', 'seed-003/game-town-wins');
        await page.waitForFunction(() => document.querySelector('#file-tabs [data-file="rules"]')?.getAttribute('aria-selected') === 'true');
        await editorShows(/Seed 003/);
        // Let the example's first build finish before timing keystrokes.
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'));
        await page.waitForTimeout(1500);
        await cursorAtEndOf('ruleset');
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
            const before = await checks('rules');
            const started = Date.now();
            await page.keyboard.type('}'); // a stray brace after the rule set's name: a syntax error
            await page.waitForFunction((n) => Number(document.body.getAttribute('data-diagnosed-rules')) > n
                && document.querySelector('.monaco-editor .squiggly-error') !== null, before, { timeout: 30000 });
            times.push(Date.now() - started);
            await page.keyboard.press('Backspace');
            await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        }
        bench['keystroke to diagnostics on seed 003, median of 5 (ms)'] = median(times);
        bench['keystroke to diagnostics on seed 003, max of 5 (ms)'] = Math.max(...times);
        expect(times).toHaveLength(5);
    });

    it('opens the seed-002 example, shows a typed error with its quick fix, and applies it', async () => {
        await page.selectOption('#example', 'seed-002/game-town-wins');
        await openTab('game');
        await editorShows(/Город побеждает/);
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'));
        expect(await page.locator('#file-tabs [data-file="game"] .file-name').textContent()).toBe('game-town-wins.mafia');
        // Аня: Комиссар → Аня: Комисса, a role that does not exist.
        await cursorAtEndOf('Аня: Комиссар');
        await page.keyboard.press('Backspace');
        await page.waitForSelector('.monaco-editor .squiggly-error', { timeout: 30000 });
        expect(await page.textContent('#status')).toMatch(/1 ошибка/);
        // The quick fix offers the role it meant.
        await page.keyboard.press('Control+.');
        const fix = page.locator('.action-widget .action-list-row, .action-widget [role="option"]', { hasText: 'Комиссар' }).first();
        await fix.waitFor({ timeout: 30000 });
        await shot('02-quick-fix.png');
        // The widget takes the keyboard (a pointer block covers the page): choose the fix with the arrows.
        for (let i = 0; i < 5 && !/Комиссар/.test(await page.locator('.action-widget .monaco-list-row.focused').textContent() ?? ''); i++) {
            await page.keyboard.press('ArrowDown');
        }
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        expect(await page.locator('.monaco-editor .view-line', { hasText: 'Аня: Комиссар' }).count()).toBe(1);
        expect(await page.textContent('#status')).toMatch(/0 ошибок/);
    });

    it('completes a role name', async () => {
        await cursorAtEndOf('Маша: Маньяк');
        await page.keyboard.press('Enter');
        await page.keyboard.type('Петя: Реанима');
        await page.keyboard.press('Control+Space');
        const item = page.locator('.suggest-widget .monaco-list-row', { hasText: 'Реаниматор' }).first();
        await item.waitFor({ timeout: 30000 });
        await shot('03-completion.png');
        await page.keyboard.press('Enter');
        await editorShows(/Петя: Реаниматор/);
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        // Back to the example as written (the game's votes count without Петя).
        await page.keyboard.press('Control+z');
        await page.keyboard.press('Control+z');
        await page.keyboard.press('Control+z');
        await editorHides(/Петя/);
    });

    it('colours names with the server\'s semantic tokens, shows hover, goes to a definition, renames and formats', async () => {
        await openTab('game');
        // Semantic tokens: on `vote Вера -> Даша` the names get colours of their own, beyond the
        // keyword and plain text that the base (monarch) tokens give.
        const vote = page.locator('.monaco-editor .view-line', { hasText: 'vote Вера -> Даша' }).first();
        await page.waitForFunction(() => {
            const line = [...document.querySelectorAll('.monaco-editor .view-line')].find((l) => /vote.Вера.->.Даша/.test(l.textContent ?? ''));
            return line !== undefined && new Set([...line.querySelectorAll('span[class^="mtk"]')].map((s) => s.className)).size >= 3;
        }, null, { timeout: 30000 });
        expect(await vote.count()).toBe(1);
        // Hover over a role: its card.
        const role = page.locator('.monaco-editor .view-line span', { hasText: /^Комиссар$/ }).first();
        await role.hover();
        const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: 'Комиссар' }).first();
        await hover.waitFor({ timeout: 30000 });
        await shot('04-hover.png');
        await page.mouse.move(5, 5);
        // Rename a player everywhere in the script (F2), then undo it.
        await cursorAtEndOf('Аня: Комиссар');
        await page.keyboard.press('Home');
        await page.keyboard.press('F2');
        const box = page.locator('.rename-box input');
        await box.waitFor({ timeout: 30000 });
        expect(await box.inputValue()).toBe('Аня');
        await box.fill('Анна');
        await box.press('Enter');
        await editorShows(/Анна: Комиссар/);
        await editorShows(/vote Анна -> Гоша/);
        await editorHides(/Аня/);
        await page.keyboard.press('Control+z');
        await editorShows(/vote Аня -> Гоша/);
        // Formatting puts a badly indented line back in place.
        await cursorAtEndOf('Боря: Сержант');
        await page.keyboard.press('Home');
        await page.keyboard.type('      ');
        await page.waitForFunction(() => [...document.querySelectorAll('.monaco-editor .view-line')].some((l) => /^\u00a0{10}Боря/.test(l.textContent ?? '')));
        await page.keyboard.press('Control+Shift+i');
        await page.waitForFunction(() => [...document.querySelectorAll('.monaco-editor .view-line')].some((l) => /^\u00a0{4}Боря/.test(l.textContent ?? '')), null, { timeout: 30000 });
        // Go to definition (F12) of a role opens the rule set tab at the role.
        await page.locator('.monaco-editor .view-line span', { hasText: /^Сержант$/ }).first().click();
        await page.keyboard.press('F12');
        await page.waitForSelector('#file-tabs [data-file="rules"][aria-selected="true"]', { timeout: 30000 });
        await editorShows(/role Сержант/);
        await openTab('game');
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        expect(errors).toEqual([]);
    });

    it('runs phase 1 from its code lens in the Run Phase Preview and steps through it', async () => {
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: /Run phase 1|Запустить фазу 1/ }).first();
        await lens.waitFor({ timeout: 30000 });
        await lens.click();
        await page.waitForSelector('.preview-frame:not([hidden])');
        const frame = preview();
        await frame.waitForSelector('.phase-label', { timeout: 30000 });
        expect(await frame.textContent('.phase-label')).toMatch(/(phase|фаза) 1 · 1 (of|из) 5/);
        // Даша is executed on day 1 (examples/seed-002/game-town-wins.mafia).
        expect(await frame.textContent('.post')).toMatch(/Даша/);
        expect(await frame.locator('tr.died[data-player="Даша"]').count()).toBe(1);
        const steps = await frame.locator('.step').count();
        expect(steps).toBeGreaterThan(1);
        await frame.click('[data-action="step"]');
        await frame.click('[data-action="step"]');
        expect(await frame.getAttribute('.step.current', 'data-step')).toBe('2');
        // The preview speaks the run's language (the rule set's, or the editor's locale).
        expect(await frame.textContent('[data-position]')).toMatch(new RegExp(`^(step|шаг) 2 (of|из) ${steps}$`));
        await frame.click('[data-action="step-back"]');
        expect(await frame.getAttribute('.step.current', 'data-step')).toBe('1');
        // A step shows its rule line in the editor (the rule set tab).
        await frame.click('.step.current');
        await page.waitForSelector('#file-tabs [data-file="rules"][aria-selected="true"]');
        await frame.click('[data-action="next-phase"]');
        expect(await frame.textContent('.phase-label')).toMatch(/(phase|фаза) 2 · 2 (of|из) 5/);
        expect(await page.textContent('#status')).toMatch(/Сыграно 5 фаз/);
        await shot('05-run-phase.png');
        expect(errors).toEqual([]);
    });

    it('copies phase 1\'s public post as the same BBCode as `mafia run --format bbcode`', async () => {
        const frame = preview();
        await frame.click('[data-action="prev-phase"]');
        expect(await frame.textContent('.phase-label')).toMatch(/(phase|фаза) 1 · 1 (of|из) 5/);
        expect(await frame.inputValue('[data-action="copy-format"]')).toBe('bbcode');
        await page.evaluate(() => navigator.clipboard.writeText('')); // nothing left from before
        await frame.click('[data-action="copy-public"]');
        await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.length > 0), null, { timeout: 10000 });
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        // The CLI on the same file (the example is seed 002's game as shipped) in the page's language.
        const cli = spawnSync(process.execPath, [join(REPO, 'bin', 'mafia.cjs'), 'run', join(REPO, 'examples', 'seed-002', 'game-town-wins.mafia'),
            '--phases', '1', '--format', 'bbcode', '--lang', 'ru'], { encoding: 'utf8' });
        expect(cli.status, cli.stderr).toBe(0);
        const publicPost = /^──── .* · публичный пост ────\n([\s\S]*?)\n(?:\n──── |$)/m.exec(cli.stdout)?.[1];
        expect(publicPost).toBeTruthy();
        expect(copied.trim()).toBe(publicPost!.trim());
        // Balanced BBCode: every tag but list items is closed (@bbob/parser's tree).
        const all = bbTags(parse(copied) as Array<string | BbTag>);
        expect(all.length).toBeGreaterThan(3);
        expect(all.every((t) => t.tag === '*' || t.end !== undefined)).toBe(true);
        expect(all.map((t) => t.tag)).toEqual(expect.arrayContaining(['b', 'list', '*']));
        expect(copied).toContain('Даша');
        expect(await page.textContent('#status')).toMatch(/скопирован|Скопирован/);
        await shot('05b-copied-bbcode.png');
        expect(errors).toEqual([]);
    });

    /** Opens a side panel by its tab. */
    async function openPanel(id: string): Promise<Locator> {
        await page.click(`#panel-tabs [data-panel="${id}"]`);
        const panel = page.locator(`#panels [data-panel="${id}"]`);
        await panel.waitFor({ state: 'visible' });
        return panel;
    }

    /** The CLI's output on a seed file (stdout), exit code 0. */
    function cli(...args: string[]): string {
        const run = spawnSync(process.execPath, [join(REPO, 'bin', 'mafia.cjs'), ...args], { cwd: REPO, encoding: 'utf8' });
        expect(run.status, run.stderr).toBe(0);
        return run.stdout;
    }

    it('shows the rule set\'s rules book in its panel and copies it as the BBCode of `mafia rules-book`', async () => {
        const panel = await openPanel('rules-book');
        await panel.locator('.book h1').waitFor({ timeout: 30000 });
        expect(await panel.locator('.book h1').first().textContent()).toBe('Классическая мафия');
        expect(await panel.locator('.book h2').count()).toBeGreaterThan(2);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await panel.locator('[data-action="copy-bbcode"]').click();
        await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.length > 0), null, { timeout: 10000 });
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied.trim()).toBe(cli('rules-book', 'examples/seed-002/rules.mafia', '--format', 'bbcode', '--lang', 'ru').trim());
        const all = bbTags(parse(copied) as Array<string | BbTag>);
        expect(all.every((t) => t.tag === '*' || t.end !== undefined)).toBe(true);
        expect(await page.textContent('#status')).toMatch(/Книга правил|буфер/);
        await shot('11-rules-book.png');
        expect(errors).toEqual([]);
    });

    it('simulates the balance in a web worker with a progress bar: the figures and the chart of `mafia simulate`', async () => {
        const panel = await openPanel('simulate');
        await panel.locator('#sim-players').fill('10..12');
        await panel.locator('#sim-games').fill('100');
        await panel.locator('[data-action="simulate"]').click();
        // The progress bar moves while the games are played (300 of them).
        await page.waitForFunction(() => {
            const bar = document.querySelector<HTMLProgressElement>('.sim progress');
            return bar !== null && !bar.hidden && bar.max === 300 && bar.value > 0;
        }, null, { timeout: 60000 });
        await panel.locator('.sim-result[data-done="true"]').waitFor({ timeout: 120000 });
        expect(await panel.locator('progress').getAttribute('value')).toBe('300');
        const report = JSON.parse(cli('simulate', 'examples/seed-002/rules.mafia', '--players', '10..12', '--games', '100', '--format', 'json', '--progress', 'none')) as
            { results: Array<{ players: number; wins: Array<{ faction: string; wins: number }> }> };
        for (const setup of report.results) {
            const rows = await panel.locator(`section.setup[data-players="${setup.players}"] tbody tr`).evaluateAll((trs) =>
                trs.map((tr) => [tr.children[0].textContent, Number(tr.children[1].textContent)]));
            expect(rows).toEqual(setup.wins.map((w) => [w.faction, w.wins]));
        }
        // The chart: Vega-Lite's SVG, as the CLI draws it for the same games.
        const svgText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
        const cliSvg = cli('simulate', 'examples/seed-002/rules.mafia', '--players', '10..12', '--games', '100', '--format', 'svg', '--progress', 'none');
        const pageSvg = await panel.locator('.chart svg').evaluate((svg) => svg.outerHTML);
        expect(svgText(pageSvg)).toEqual(svgText(cliSvg));
        expect(await panel.locator('.chart svg path').count()).toBe((cliSvg.match(/<path/g) ?? []).length);
        await shot('12-simulate.png');
        expect(errors).toEqual([]);
        expect(offsite).toEqual([]);
    });

    it('reads the day\'s votes from saved thread pages as `mafia votes` does, keeps a page author named like markup as text, and appends the votes to the game script', async () => {
        const THREADS = join(REPO, 'test', 'fixtures', 'threads');
        const fixture = readFileSync(join(THREADS, 'seed-002-game.mafia'), 'utf8');
        const rulesLine = 'rules "../../../examples/seed-002/rules.mafia"';
        expect(fixture).toContain(rulesLine);
        // The host's script as the playground holds it: beside the rule set tab.
        const script = fixture.replace(rulesLine, 'rules "rules.mafia"');
        await openTab('game');
        const chooser = page.waitForEvent('filechooser');
        await page.click('#open');
        await (await chooser).setFiles({ name: 'seed-002-game.mafia', mimeType: 'text/plain', buffer: Buffer.from(script) });
        await editorShows(/Город побеждает/);
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        // A page author called <img src=x onerror=alert(1)> (the spectator of page 2, renamed).
        const pageFiles = ['seed-002-day-2-page-1.html', 'seed-002-day-2-page-2.html'].map((f) => join(THREADS, 'phpbb3', f));
        const evilPage = readFileSync(pageFiles[1], 'utf8').replaceAll('class="username">Зритель</a>', 'class="username">&lt;img src=x onerror=alert(1)&gt;</a>');
        expect(evilPage).toContain('onerror=alert(1)&gt;');
        const tmp = mkdtempSync(join(tmpdir(), 'mafia-web-votes-'));
        writeFileSync(join(tmp, 'page-2.html'), evilPage);
        // The CLI on the same pages and the same script (its rule set by absolute path).
        writeFileSync(join(tmp, 'game.mafia'), fixture.replace(rulesLine, `rules ${JSON.stringify(join(REPO, 'examples', 'seed-002', 'rules.mafia'))}`));
        const cliArgs = ['votes', pageFiles[0], join(tmp, 'page-2.html'), '--rules', 'examples/seed-002/rules.mafia', '--game', join(tmp, 'game.mafia'), '--lang', 'ru'];

        const panel = await openPanel('votes');
        const pick = page.waitForEvent('filechooser');
        await panel.locator('[data-action="read-votes"]').click();
        await (await pick).setFiles([
            { name: 'seed-002-day-2-page-1.html', mimeType: 'text/html', buffer: readFileSync(pageFiles[0]) },
            { name: 'seed-002-day-2-page-2.html', mimeType: 'text/html', buffer: Buffer.from(evilPage) },
        ]);
        await panel.locator('.votes-result[data-read="1"]').waitFor({ timeout: 30000 });
        const text = await panel.locator('.votes-text').textContent();
        expect(text).toBe(cli(...cliArgs, '--format', 'text').replace(/\n$/, ''));
        // The counted votes, a rejected post with its reason, the non-voters, the tally post.
        expect(text).toMatch(/Аня → Гоша {2}\[сообщение 9002\]/);
        expect(text).toMatch(/Зоя \[сообщение 9010\]: голос «Гоша» не аргументирован/);
        expect(text).toMatch(/Не голосовали: Зоя, Катя, Маша/);
        expect(text).toContain('<img src=x onerror=alert(1)> [сообщение 9015]');
        expect(await panel.locator('.votes-bbcode').textContent()).toBe(cli(...cliArgs, '--format', 'bbcode').replace(/\n$/, ''));
        // The author's name stayed text: no element made of it, no handler ran.
        expect(await page.locator('img').count()).toBe(0);
        expect(dialogs).toEqual([]);
        expect(await page.textContent('#status')).toMatch(/Засчитано голосов: 7, не засчитано постов: 9 \(страниц: 2\)/);
        await shot('13-thread-votes.png');

        // Append: the script becomes what `mafia votes --append` writes.
        await panel.locator('[data-action="append-votes"]').click();
        await editorShows(/mafia votes: 7 голосов с 2 страниц/);
        cli(...cliArgs, '--append', join(tmp, 'game.mafia'));
        const appended = readFileSync(join(tmp, 'game.mafia'), 'utf8').replace(/^(game .*) rules "[^"]*"/m, '$1 rules "rules.mafia"');
        await page.waitForTimeout(600); // the page keeps its work a moment after a change
        const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('mafia-playground/work/v1')!).game.text as string);
        expect(kept).toBe(appended);
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        await shot('14-votes-appended.png');
        rmSync(tmp, { recursive: true, force: true });
        expect(errors).toEqual([]);
        expect(await violations()).toEqual([]);
    });

    it('keeps a player named like markup as text, in the editor and in the preview', async () => {
        await openTab('game');
        const chooser = page.waitForEvent('filechooser');
        await page.click('#open');
        await (await chooser).setFiles({ name: `${EVIL_NAME}.mafia`, mimeType: 'text/plain', buffer: Buffer.from(NIGHT_GAME) });
        await editorShows(/Первая ночь/);
        // The file's name is the tab's text; the editor shows the player as typed.
        expect(await page.locator('#file-tabs [data-file="game"] .file-name').textContent()).toBe(`${EVIL_NAME}.mafia`);
        expect(await page.inputValue('#example')).toBe('');
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        await page.click('#run');
        const frame = preview();
        await frame.waitForFunction((name) => document.querySelector('.toolbar .file')?.textContent === name
            && document.querySelector('[data-player]') !== null, `${EVIL_NAME}.mafia`, { timeout: 30000 });
        // The file's name heads the preview, as text.
        expect(await frame.textContent('.toolbar .file')).toBe(`${EVIL_NAME}.mafia`);
        if (!/phase 2 ·/.test(await frame.textContent('.phase-label') ?? '')) await frame.click('[data-action="next-phase"]');
        expect(await frame.textContent('.phase-label')).toMatch(/(phase|фаза) 2 ·/);
        expect(await frame.locator('tr.died th').allTextContents()).toContain(EVIL_NAME);
        expect(await frame.locator('.post').textContent()).toContain(EVIL_NAME);
        // No element was made of it anywhere: no <img>, no handler ran, no dialog opened.
        expect(await frame.locator('img').count()).toBe(0);
        expect(await page.locator('img').count()).toBe(0);
        expect(await page.locator('#file-tabs img').count()).toBe(0);
        expect(dialogs).toEqual([]);
        await shot('06-markup-name.png');
        expect(errors).toEqual([]);
        expect(await violations()).toEqual([]);
    });

    it('saves the file as a download with the editor\'s text', async () => {
        const download = page.waitForEvent('download');
        await page.click('#save');
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/onerror=alert\(1\).*\.mafia$/); // Chromium may replace < > in a file name
        const path = await file.path();
        expect(readFileSync(path, 'utf8')).toBe(NIGHT_GAME);
        expect(await page.textContent('#status')).toMatch(/Сохранён файл/);
    });

    it('switches to English and keeps the work and the language across a reload', async () => {
        await page.selectOption('#lang', 'en');
        expect(await page.textContent('#run')).toBe('Run the game ▶');
        expect(await page.textContent('#file-tabs [data-file="rules"] [data-say]')).toBe('Rule set');
        expect(await page.textContent('#status')).toMatch(/0 errors, 0 warnings/);
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        await shot('07-english.png');
        // Local storage keeps both files, the open tab and the language (saved a moment after a change).
        await page.waitForTimeout(600);
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
        expect(await page.textContent('#run')).toBe('Run the game ▶');
        expect(await page.locator('#file-tabs [data-file="game"] .file-name').textContent()).toBe(`${EVIL_NAME}.mafia`);
        await editorShows(/Первая ночь/);
        expect(await page.getAttribute('#reference', 'href')).toBe('./reference.html');
        expect(errors).toEqual([]);
        expect(offsite).toEqual([]);
    });

    it('switches the language server too: the diagnostics come again in English, then in Russian', async () => {
        await page.selectOption('#example', 'seed-002/game-town-wins');
        await openTab('game');
        await editorShows(/Город побеждает/);
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        await cursorAtEndOf('Аня: Комиссар');
        await page.keyboard.press('Backspace');
        await page.waitForSelector('.monaco-editor .squiggly-error', { timeout: 30000 });
        /** The message of the error under the squiggle, as its hover shows it. */
        const message = async (pattern: RegExp): Promise<string> => {
            await page.mouse.move(5, 5);
            // The squiggle lies under the text layer: point at its middle.
            const box = (await page.locator('.monaco-editor .squiggly-error').first().boundingBox())!;
            await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
            const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: pattern }).first();
            await hover.waitFor({ timeout: 30000 });
            return await hover.textContent() ?? '';
        };
        /** Switches the page's language and waits for the server to publish the script's diagnostics again. */
        const switchTo = async (lang: 'ru' | 'en'): Promise<void> => {
            if (await page.inputValue('#lang') === lang) return;
            const before = await checks('game');
            await page.selectOption('#lang', lang);
            await page.waitForFunction((n) => Number(document.body.getAttribute('data-diagnosed-game')) > n, before, { timeout: 30000 });
        };
        // The page is in English since the last step (kept across the reload, so the server started in
        // English: initializationOptions); run alone, the step switches first.
        await switchTo('en');
        expect(await message(/Unknown role 'Комисса'/)).toContain("Did you mean 'Комиссар'?");
        await shot('08-english-diagnostic.png');
        await switchTo('ru');
        expect(await message(/Неизвестно: роль 'Комисса'/)).toContain("Может быть, 'Комиссар'?");
        expect(await page.textContent('#status')).toMatch(/1 ошибка/);
        await switchTo('en');
        expect(await message(/Unknown role 'Комисса'/)).toBeTruthy();
        await page.mouse.move(5, 5);
        await cursorAtEndOf('Аня: Комисса');
        await page.keyboard.type('р');
        await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, { timeout: 30000 });
        expect(errors).toEqual([]);
    });

    it('says plainly when the site\'s own CSP header forbids the compiler\'s eval, and runs with the documented header', async () => {
        // A server that sends the page's policy as a header for every file: the worker's script gets
        // it too, without 'unsafe-eval' (web/README.md). Then with the documented worker header.
        const policy = (await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content'))!;
        for (const [withEval, expected] of [[false, true], [true, false]] as const) {
            const site = await serveFolder(SITE, { 'content-security-policy': withEval ? policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") : policy });
            const other = await browser.newContext({ viewport: { width: 1400, height: 900 } });
            const tab = await other.newPage();
            const failures: string[] = [];
            tab.on('pageerror', (e) => failures.push(e.message));
            await tab.goto(site.url);
            await tab.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
            if (expected) {
                await tab.waitForSelector('#eval-blocked:not([hidden])', { timeout: 30000 });
                expect(await tab.textContent('#eval-blocked')).toMatch(/unsafe-eval/);
                await tab.screenshot({ path: join(SHOTS, '10-eval-blocked.png') });
            } else {
                await tab.click('#run');
                const frame = () => tab.frames().find((f) => f.url().endsWith('/preview.html'))!;
                await tab.waitForSelector('.preview-frame:not([hidden])');
                await frame().waitForSelector('.phase-label', { timeout: 30000 });
                expect(await tab.isHidden('#eval-blocked')).toBe(true);
            }
            expect(failures).toEqual([]);
            await other.close();
            await site.close();
        }
    });

    it('ships the language reference as a page of its own', async () => {
        const reference = await context.newPage();
        await reference.goto(new URL('reference.html', server.url).href);
        expect(await reference.locator('h1').first().textContent()).toBeTruthy();
        expect(await reference.locator('code').count()).toBeGreaterThan(10);
        expect(await reference.textContent('body')).toContain('ruleset');
        await reference.close();
    });
});
