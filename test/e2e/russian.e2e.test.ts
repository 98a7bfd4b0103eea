/**
 * End-to-end: the packaged extension in a real VS Code (code-server) started with `--locale ru`, on
 * seed 002, as a Russian host sees it. No VS Code language pack can be downloaded here, so VS Code's
 * own menus stay English; what is checked is the extension's own words: the command palette titles
 * (package.nls.ru.json), the code lens of a phase (the language server, told the client's locale),
 * the game's status bar item, the Run Phase Preview with its copy buttons (one is clicked: the text
 * reaches the clipboard and the status bar confirms it), and "Мафия: Показать свод правил".
 *
 * Needs `bash scripts/setup-e2e.sh` first (skips itself otherwise). Run alone with
 *   npx vitest run --config vitest.e2e.config.ts test/e2e/russian.e2e.test.ts
 * Screenshots: test-results/e2e/ru-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  REPO_ROOT, SEL, codeServerUnavailableReason, expectVisible as visible, focusEditor, quickOpen, runCommand, sleep, startVsCodeSession,
  webviewFrame, type VsCodeSession,
} from './code-server.js';

const WORKSPACE = join(REPO_ROOT, 'examples');
const RULES_FILE = 'seed-002/rules.mafia';
const GAME_FILE = 'seed-002/game-town-wins.mafia';
const NLS_RU = JSON.parse(readFileSync(join(REPO_ROOT, 'package.nls.ru.json'), 'utf8')) as Record<string, string>;
/** A command's title as the palette shows it: «Мафия: Разбор фаз». */
const title = (key: string) => `${NLS_RU['command.category']}: ${NLS_RU[key]}`;
/** The game status item: its text begins with the current phase of the game script («День 3: …»). */
const STATUS_ITEM = '.statusbar-item';

const unavailable = codeServerUnavailableReason();
if (unavailable) console.warn(`[e2e] SKIPPED: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('the extension in Russian (code-server --locale ru)', () => {
  let session: VsCodeSession | undefined;
  let page: Page;
  const step = (shot: string, body: () => Promise<void>) => session!.step(shot, body);

  beforeAll(async () => {
    session = await startVsCodeSession({ workspace: WORKSPACE, locale: 'ru' });
    page = session.page;
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
  });

  afterAll(async () => {
    await session?.close();
  });

  test('the command palette lists the extension\'s commands by their Russian titles', async () => {
    await step('ru-01-palette.png', async () => {
      await quickOpen(page, GAME_FILE);
      await page.keyboard.press('F1');
      await page.locator(SEL.quickInputBox).waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.type(`${NLS_RU['command.category']}:`);
      for (const key of ['command.runPhasePreview', 'command.debugGame', 'command.showStatus', 'command.importVotes']) {
        await visible(page.locator(SEL.quickInputRow, { hasText: NLS_RU[key] }).first(), `«${title(key)}» in the palette`, 30_000);
      }
      // Each row begins with the Russian title; VS Code adds the English original under it, greyed,
      // whenever the display language is not English (that line is VS Code's, not the extension's).
      const rows = await page.locator(SEL.quickInputRow).allTextContents();
      expect(rows.length).toBeGreaterThanOrEqual(8);
      // VS Code's own commands for the extension's views ("Explorer: Focus on Состояние партии (Мафия) View")
      // match the filter too: their words are VS Code's, the view's name is ours and must be Russian.
      for (const row of rows) {
        if (row.startsWith('Explorer: ')) expect(row, row).toMatch(/[А-ЯЁа-яё]{3,}/);
        else expect(row, row).toMatch(/^Мафия: [А-ЯЁ]/);
      }
      expect(rows.join('\n')).toContain(title('command.runPhasePreview'));
    });
    await page.keyboard.press('Escape');
  });

  test('the game script: Russian code lenses and status bar item', async () => {
    await step('ru-02-lens-status.png', async () => {
      await quickOpen(page, GAME_FILE);
      const lens = page.locator('.editor-group-container.active .codelens-decoration');
      await visible(lens.first(), 'a code lens above a phase', 60_000);
      await expect.poll(async () => (await lens.allTextContents()).join(' | '), { timeout: 30_000 }).toMatch(/▶ Запустить фазу 1 \(День 1\)/); // the phase's title, as the rule set writes it
      expect((await lens.allTextContents()).join(' ')).not.toMatch(/Run phase|Debug phase/i);
      const status = page.locator(STATUS_ITEM, { hasText: /(День|Ночь) \d+: / }).first();
      await visible(status, 'the game status in the status bar', 60_000);
      const text = (await status.textContent()) ?? '';
      expect(text).toMatch(/заяв|игра окончена/);
      expect(text).not.toMatch(/order|missing|at risk|game over/i);
    });
  });

  test('Run Phase Preview in Russian, with its copy buttons; a click puts the post on the clipboard', async () => {
    await step('ru-03-preview.png', async () => {
      await quickOpen(page, GAME_FILE);
      await focusEditor(page);
      await runCommand(page, title('command.runPhasePreview'));
      const frame = webviewFrame(page);
      const copyPublic = frame.locator('[data-action="copy-public"]').first();
      await visible(copyPublic, 'the «Копировать публичный пост» button', 60_000);
      expect(await copyPublic.textContent()).toBe('Копировать публичный пост');
      await visible(frame.locator('[data-action="copy-pm"]').first(), 'a «Копировать ЛС» button', 10_000);
      expect(await frame.locator('[data-action="copy-pm"]').first().textContent()).toMatch(/^Копировать ЛС: /);
      const labels = (await frame.locator('body').textContent()) ?? '';
      for (const word of ['Публичный пост', 'Игроки']) expect(labels).toContain(word);
      expect(labels).not.toMatch(/Public post|Players|Winner|Nothing to announce/);
    });
    await step('ru-04-copied.png', async () => {
      const frame = webviewFrame(page);
      await frame.locator('[data-action="copy-public"]').first().click();
      // The confirmation in the status bar, in Russian.
      await visible(page.locator(STATUS_ITEM, { hasText: /Публичный пост .* скопирован/ }).first(), 'the «…скопирован.» confirmation', 15_000);
      const copied = await page.evaluate(() => navigator.clipboard.readText()).catch(() => undefined);
      if (copied !== undefined) expect(copied).toMatch(/\S/);
    });
  });

  test('Мафия: Показать свод правил shows the rules book of seed 002 in Russian', async () => {
    await step('ru-05-rules-book.png', async () => {
      await page.keyboard.press('Escape');
      // Close the preview first: one webview on screen, the rules book's.
      await page.keyboard.press('Control+K');
      await page.keyboard.press('Control+W');
      await quickOpen(page, RULES_FILE);
      await focusEditor(page);
      await runCommand(page, title('command.previewRulesBook'));
      await sleep(500);
      const frame = webviewFrame(page);
      const copy = frame.getByText('Копировать книгу правил').first();
      await visible(copy, 'the rules book\'s copy button', 60_000);
      const text = (await frame.locator('body').textContent()) ?? '';
      for (const role of ['Комиссар', 'Реаниматор', 'Мафия', 'Порядок резолва']) expect(text).toContain(role);
      expect(text).not.toMatch(/Rules Book|Copy/);
    });
  });
});

if (unavailable) test.skip(`e2e skipped: ${unavailable}`, () => undefined);
