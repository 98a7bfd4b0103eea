/**
 * End-to-end: the forum commands in a real VS Code (code-server), as a host runs a game of seed 002:
 * "Mafia: Import Votes from Thread…" (pick a saved phpBB page in the file dialog, review the votes
 * found and the posts set aside in the webview, append: the game script gains the votes), the Game
 * Status view in the Explorer (who has not sent an order; refreshed when the script is saved), and
 * "Mafia: Deal Roles…" (players file, seed, roles given at sign-up, where to write: the new game script and the notes open).
 *
 * Needs `bash scripts/setup-e2e.sh` first (skips itself otherwise). Run alone with
 *   npx vitest run --config vitest.e2e.config.ts test/e2e/forum.e2e.test.ts
 * Screenshots land in test-results/e2e/forum-*.png.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  REPO_ROOT, SEL, codeServerUnavailableReason, createCodeServerEnv, disposeCodeServerEnv, installExtension, launchBrowser,
  newLoopbackContext, openWorkbench, packageExtension, quickOpen, runCommand, saveScreenshot, sleep, startCodeServer, stopCodeServer,
  waitFor, webviewFrame, type CodeServer, type CodeServerEnv,
} from './code-server.js';

const unavailable = codeServerUnavailableReason();
if (unavailable) console.warn(`[e2e] SKIPPED: ${unavailable}`);
const THREADS = join(REPO_ROOT, 'test', 'fixtures', 'threads');

/** A workspace: seed 002's rules, its day-2 game script, a saved thread page, a night-1 script with orders missing, a sign-up list. */
function makeWorkspace(): string {
  const ws = mkdtempSync(join(tmpdir(), 'mafia-forum-ws-'));
  copyFileSync(join(REPO_ROOT, 'examples', 'seed-002', 'rules.mafia'), join(ws, 'rules.mafia'));
  const game = readFileSync(join(THREADS, 'seed-002-game.mafia'), 'utf8').replace('"../../../examples/seed-002/rules.mafia"', '"rules.mafia"');
  writeFileSync(join(ws, 'game.mafia'), game);
  copyFileSync(join(THREADS, 'phpbb3', 'seed-002-day-2-page-1.html'), join(ws, 'day2-page1.html'));
  writeFileSync(join(ws, 'night1.mafia'), game.slice(0, game.indexOf('day 1 {'))
    + 'day 1 {\n    vote Вера -> Даша\n    vote Гоша -> Даша\n    vote Маша -> Даша\n    vote Аня -> Гоша\n}\nnight 1 {\n    Вера: Выстрел -> Лёва\n    Аня: Проверка -> Гоша\n}\n');
  writeFileSync(join(ws, 'players.txt'), ['Аня', 'Боря', 'Вера', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша'].join('\n') + '\n');
  return ws;
}

describe.skipIf(unavailable !== undefined)('the forum commands in VS Code (code-server)', () => {
  let tmp: string | undefined;
  let ws: string;
  let env: CodeServerEnv | undefined;
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'mafia-vsix-'));
    ws = makeWorkspace();
    const vsix = process.env.MAFIA_E2E_VSIX ?? packageExtension(tmp);
    env = await createCodeServerEnv();
    installExtension(env, vsix);
    server = await startCodeServer(env, ws);
    browser = await launchBrowser();
    context = (await newLoopbackContext(browser)).context;
    page = await context.newPage();
    await openWorkbench(page, server);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await stopCodeServer(server);
    disposeCodeServerEnv(env);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    if (ws) rmSync(ws, { recursive: true, force: true });
  });

  /** Answers VS Code's own (quick-input) file dialog with a full path. */
  async function answerFileDialog(path: string): Promise<void> {
    const box = page.locator(SEL.quickInputBox);
    await box.waitFor({ state: 'visible', timeout: 30_000 });
    await sleep(500);
    await box.fill(path);
    await sleep(500);
    await page.keyboard.press('Enter');
  }

  async function failed(name: string, e: unknown): Promise<never> {
    await saveScreenshot(page, `forum-${name}-failed.png`).catch(() => undefined);
    if (server) console.error(`--- code-server log (tail) ---\n${server.logTail(30)}`);
    throw e;
  }

  test('Import Votes from Thread…: the review shows the votes and the posts set aside; Append writes them into the game script', async () => {
    try {
      await quickOpen(page, 'game.mafia');
      await runCommand(page, 'Mafia: Import Votes from Thread');
      await answerFileDialog(join(ws, 'day2-page1.html'));
      const frame = webviewFrame(page);
      const body = frame.locator('body');
      await frame.locator('table').first().waitFor({ state: 'visible', timeout: 120_000 });
      const text = (await body.textContent()) ?? '';
      // The votes that count (voter, target, post) and the posts set aside with the rule set's reasons.
      for (const cell of ['Аня', 'Гоша', '9002', '9007', '9008']) expect(text).toContain(cell);
      expect(text).toContain('выделен цветом «зелёный»');
      expect(text).toContain('без обязательных слов «Мой голос»');
      expect(await frame.locator('table').nth(0).locator('tr').count()).toBe(1 + 6);
      expect(await frame.locator('table').nth(1).locator('tr').count()).toBe(1 + 3);
      await saveScreenshot(page, 'forum-import-review.png');
      const toast = page.locator(SEL.notificationToast, { hasText: 'Append' }).first();
      await toast.waitFor({ state: 'visible', timeout: 30_000 });
      await toast.getByRole('button', { name: /Append 6/ }).click({ timeout: 10_000 });
      const written = await waitFor('the votes in game.mafia', () => {
        const t = readFileSync(join(ws, 'game.mafia'), 'utf8');
        return t.includes('// #9002') ? t : undefined;
      }, 60_000);
      for (const line of ['vote Аня -> Гоша   // #9002', 'vote Вера -> Катя   // #9004', 'vote Женя -> Гоша   // #9008']) expect(written).toContain(line);
      const day2 = written.slice(written.indexOf('day 2 until'));
      expect(day2.match(/^\s*vote /gm)?.length).toBe(6);
      await page.locator(SEL.notificationToast, { hasText: /6/ }).first().waitFor({ state: 'visible', timeout: 30_000 }).catch(() => undefined);
      await saveScreenshot(page, 'forum-import-appended.png');
    } catch (e) {
      await failed('import', e);
    }
  });

  /** The Game Status pane of the Explorer (expanded). */
  async function statusPane(): Promise<Locator> {
    await page.keyboard.press('Control+Shift+E');
    const header = page.locator('.pane-header', { hasText: /Mafia Game Status/i }).first();
    await header.waitFor({ state: 'visible', timeout: 30_000 });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    // Room for every row (the tree renders only the rows in view): fold the folder's pane.
    const folder = page.locator('.pane-header', { hasText: /mafia-forum-ws/i }).first();
    if ((await folder.getAttribute('aria-expanded')) === 'true') await folder.click();
    return page.locator('.pane', { has: header }).last();
  }

  test('the Game Status view: who has not sent an order, limited uses, who is at risk; refreshed when the script is saved', async () => {
    try {
      await page.keyboard.press('Escape');
      await quickOpen(page, 'night1.mafia');
      const pane = await statusPane();
      const rows = pane.locator('.monaco-list-row');
      await waitFor('the status rows', async () => (await rows.allTextContents()).some((r) => r.includes('Маша')) || undefined, 90_000);
      const before = (await rows.allTextContents()).join('\n');
      expect(before).toMatch(/Have not sent an order\s*5/);
      for (const row of ['Гоша', 'Избиение', 'Маша', 'Убийство, Засада', 'Илья: Защита от смерти — 1 use left', 'Боря: 1 of 2 missed votes']) expect(before).toContain(row);
      await saveScreenshot(page, 'forum-status-view.png');
      // Гоша sends his order: saving the script moves him to the orders received.
      await page.keyboard.press('Control+1');
      await page.keyboard.press('Control+End');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Гоша: Избиение -> Аня');
      await page.keyboard.press('Control+S');
      await waitFor('Гоша among the orders received', async () => /Have not sent an order\s*4/.test((await rows.allTextContents()).join('\n')) || undefined, 90_000);
      const after = (await rows.allTextContents()).join('\n');
      expect(after).toMatch(/Orders received\s*3/);
      expect(after).not.toContain('Избиение');
      await saveScreenshot(page, 'forum-status-view-saved.png');
    } catch (e) {
      await failed('status', e);
    }
  });

  test('Deal Roles…: from the sign-up list and a seed, the game script is written and opened beside the commitment and the PMs', async () => {
    try {
      await page.keyboard.press('Escape');
      await quickOpen(page, 'rules.mafia');
      await runCommand(page, 'Mafia: Deal Roles');
      await answerFileDialog(join(ws, 'players.txt'));
      const seedBox = page.locator(SEL.quickInput, { hasText: /128-bit/ });
      await seedBox.waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.type('e2e-forum-seed-0123456789abcdef0123456789');
      await page.keyboard.press('Enter');
      // The optional step for roles given at sign-up (--assign): Аня is the Комиссар.
      const assignBox = page.locator(SEL.quickInput, { hasText: /--assign/ });
      await assignBox.waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.type('Аня=Комиссар');
      await page.keyboard.press('Enter');
      const target = join(ws, 'dealt.mafia');
      await answerFileDialog(target);
      await waitFor('dealt.mafia', () => existsSync(target) || undefined, 90_000);
      const script = readFileSync(target, 'utf8');
      expect(script).toMatch(/^game /m);
      for (const name of ['Аня', 'Лёва', 'Маша']) expect(script).toContain(name);
      expect(script).toMatch(/^\s*Аня:\s+Комиссар(?!\p{L})/mu); // \b is ASCII-only: it never ends a Cyrillic word
      await page.locator(SEL.activeTab, { hasText: /Untitled|dealt\.mafia/ }).first().waitFor({ state: 'visible', timeout: 30_000 });
      await waitFor('the notes with the commitment', async () => (await page.locator('.view-lines').allTextContents()).some((t) => /Commitment[^:]*:\s*[0-9a-f]{64}/.test(t.replace(/\u00a0/g, ' '))) || undefined, 60_000);
      await saveScreenshot(page, 'forum-deal.png');
    } catch (e) {
      await failed('deal', e);
    }
  });
});
