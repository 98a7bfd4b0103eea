/**
 * The preview's copy buttons and the Preview Rules Book page, exactly as the extension builds them
 * (previewHtml + out/webview/*.js + preview.css), in headless Chromium with a stub for
 * acquireVsCodeApi, on real data: the language server's `mafia/runGame` on seed 000's
 * game-law-wins.mafia and `mafia/rulesBook` on seed 003's rule set. Screenshots: test-results/posts/.
 *
 * `npx vitest run --config vitest.e2e.config.ts test/e2e/posts.e2e.test.ts`
 */
import '../../scripts/polyfill.mjs';
import { parse } from '@bbob/parser';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NodeFileSystem } from 'langium/node';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewHtml } from '../../extension/preview-html.js';
import type { RunGameResponse } from '../../extension/preview-protocol.js';
import type { RulesBookResponse } from '../../language/lsp/mafia-run-protocol.js';
import { runGameRequest } from '../../language/lsp/mafia-run-request.js';
import { rulesBookRequest } from '../../language/lsp/mafia-rules-book-request.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { runGameDocument } from '../../language/run/run-game-script.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(REPO, 'test-results', 'posts');
const ORIGIN = 'https://webview.test';

interface Posted { type: string; text?: string; what?: string }
interface TagNode { tag: string; attrs: Record<string, string>; content: Array<string | TagNode>; end?: unknown }

function tags(nodes: Array<string | TagNode>, out: TagNode[] = []): TagNode[] {
    for (const n of nodes) if (typeof n !== 'string' && n) { out.push(n); tags(n.content ?? [], out); }
    return out;
}

describe.skipIf(!existsSync(CHROMIUM))('copy buttons and the rules book page in Chromium', () => {
    let browser: Browser;
    let game: RunGameResponse;
    let book: RulesBookResponse;
    const errors: string[] = [];

    async function open(script: string): Promise<Page> {
        const html = previewHtml({ cspSource: ORIGIN, nonce: randomBytes(18).toString('base64'), scriptUri: `${ORIGIN}/out/webview/${script}`, styleUri: `${ORIGIN}/extension/webview/preview.css`, lang: 'ru' });
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.route('**/*', async (route) => {
            const url = new URL(route.request().url());
            if (url.origin !== ORIGIN) return route.abort();
            if (url.pathname === '/index.html') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
            if (url.pathname.startsWith('/out/webview/')) return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(REPO, url.pathname)) });
            if (url.pathname === '/extension/webview/preview.css') return route.fulfill({ contentType: 'text/css', body: readFileSync(join(REPO, 'extension', 'webview', 'preview.css')) });
            return route.fulfill({ status: 404, body: '' });
        });
        await context.addInitScript(() => {
            const w = window as unknown as { __posted: unknown[]; __violations: string[]; acquireVsCodeApi: () => unknown };
            w.__posted = [];
            w.__violations = [];
            w.acquireVsCodeApi = () => ({ postMessage: (m: unknown) => w.__posted.push(m), getState: () => undefined, setState: () => undefined });
            document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
        });
        const page = await context.newPage();
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${ORIGIN}/index.html`);
        return page;
    }

    const posted = (page: Page) => page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted.splice(0));
    const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

    beforeAll(async () => {
        for (const f of ['preview.js', 'rules-book.js']) {
            if (!existsSync(join(REPO, 'out', 'webview', f))) {
                const build = spawnSync(process.execPath, [join(REPO, 'scripts', 'build.mjs')], { cwd: REPO, encoding: 'utf8' });
                if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
            }
        }
        mkdirSync(SHOTS, { recursive: true });
        const { Mafia } = createMafiaServices(NodeFileSystem);
        game = await runGameRequest(Mafia, { uri: pathToFileURL(join(REPO, 'examples', 'seed-000', 'game-law-wins.mafia')).toString() }, runGameDocument);
        book = await rulesBookRequest(Mafia, { uri: pathToFileURL(join(REPO, 'examples', 'seed-003', 'rules.mafia')).toString() });
        if (!game.ok) throw new Error(game.error);
        if (!book.ok) throw new Error(book.error);
        browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
    }, 180_000);

    afterAll(async () => { await browser?.close().catch(() => undefined); });

    it('the preview: "Copy public post" copies seed 000\'s post with its orange «Комментарий», "Copy PM" a player\'s messages', async () => {
        const page = await open('preview.js');
        await expect.poll(() => posted(page)).toEqual([{ type: 'ready' }]);
        await page.evaluate((m) => window.postMessage(m, '*'), { type: 'result', fileName: 'game-law-wins.mafia', response: game });
        const copyPublic = page.locator('[data-action="copy-public"]');
        await copyPublic.waitFor();
        expect(await copyPublic.textContent()).toBe('Копировать публичный пост');
        await copyPublic.click();
        const [message] = await posted(page);
        expect(message.type).toBe('copy');
        const tree = parse(message.text!) as Array<string | TagNode>;
        const all = tags(tree);
        expect(all.every((t) => t.tag === '*' || t.end !== undefined)).toBe(true);
        expect(all.some((t) => t.tag === 'color' && Object.values(t.attrs).includes('orange'))).toBe(true);
        expect(message.text).toContain('Комментарий:');
        expect(message.text).toContain('Даша подвергается экзекуции.');
        // One button per PM recipient of the phase; Аня's has her deal messages.
        const pm = page.locator('[data-action="copy-pm"][data-player="Аня"]');
        expect(await pm.textContent()).toBe('Копировать ЛС: Аня');
        await pm.click();
        const [pmMessage] = await posted(page);
        expect(pmMessage.text).toContain('Явная роль: Комиссар.');
        // Plain text: no BBCode.
        await page.selectOption('[data-action="copy-format"]', 'text');
        await page.locator('[data-action="copy-public"]').click();
        const [plain] = await posted(page);
        expect(plain.text).not.toMatch(/\[\/?(b|color|list|size)\b/);
        expect(plain.text).toContain('Комментарий:');
        await page.screenshot({ path: join(SHOTS, 'preview-copy-buttons.png'), fullPage: true });
        expect(await violations(page)).toEqual([]);
        expect(errors).toEqual([]);
    }, 120_000);

    it('the rules book page: every role of seed 003, the copy buttons, under the CSP', async () => {
        const page = await open('rules-book.js');
        await expect.poll(() => posted(page)).toEqual([{ type: 'ready' }]);
        await page.evaluate((m) => window.postMessage(m, '*'), { type: 'book', response: book });
        await page.locator('h1').waitFor();
        const text = (await page.locator('#app').textContent()) ?? '';
        expect(text).toContain('Правила и роли флг');
        for (const role of ['Комиссар', 'Доктор', 'Маньяк', 'Двойной агент', 'Шулер', 'Идиот']) expect(text).toContain(role);
        expect(text).toContain('Порядок резолва');
        await page.locator('[data-action="copy-bbcode"]').click();
        const [copied] = await posted(page);
        expect(copied.text).toMatch(/^\[size=150\]\[b\]Правила и роли флг\[\/b\]\[\/size\]/);
        await page.screenshot({ path: join(SHOTS, 'rules-book.png'), fullPage: false });
        expect(await violations(page)).toEqual([]);
        expect(errors).toEqual([]);
    }, 120_000);
});
