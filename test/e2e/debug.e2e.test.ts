/**
 * End-to-end: the `mafia` debugger of the packaged extension in a real VS Code (code-server 4.100.3),
 * on a copy of examples/seed-002: a breakpoint on a rule line, Mafia: Debug Game on the game script,
 * continue to the breakpoint, the call stack and the players in the Variables view, a step.
 * Needs `bash scripts/setup-e2e.sh` first (skips itself otherwise). Screenshots: test-results/e2e/debug-*.png.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  REPO_ROOT, codeServerUnavailableReason, expectVisible as visible, focusEditor, quickOpen, runCommand, startVsCodeSession,
  type VsCodeSession,
} from './code-server.js';

const SEED = join(REPO_ROOT, 'examples', 'seed-002');
const ruleLines = readFileSync(join(SEED, 'rules.mafia'), 'utf8').split('\n');
/** The shot's `effect kill target` in the mafia's shared ability: it runs on night 2 (the ward holds). */
const SHOT_EFFECT = ruleLines.findIndex((l, i) => i > ruleLines.findIndex((x) => x.includes('shared ability Выстрел')) && l.includes('effect kill target')) + 1;

const CALL_STACK_ROW = '.debug-call-stack .monaco-list-row';
const VARIABLES_ROW = '.debug-variables .monaco-list-row, .variables-view .monaco-list-row, [id="workbench.debug.variablesView"] .monaco-list-row';

const unavailable = codeServerUnavailableReason();
if (unavailable) console.warn(`[e2e] SKIPPED: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('the mafia debugger in VS Code (code-server)', () => {
  let session: VsCodeSession | undefined;
  let page: Page;
  const step = (shot: string, body: () => Promise<void>) => session!.step(shot, body);

  beforeAll(async () => {
    session = await startVsCodeSession({
      // A copy of the seed: the test toggles breakpoints and must leave examples/ as it is.
      workspace: (tmp) => {
        const workspace = join(tmp, 'seed-002');
        mkdirSync(workspace);
        for (const f of ['rules.mafia', 'game-town-wins.mafia']) copyFileSync(join(SEED, f), join(workspace, f));
        return workspace;
      },
      settings: { 'debug.openDebug': 'openOnDebugBreak', 'debug.toolBarLocation': 'docked' },
    });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  test('a breakpoint on a seed-002 rule line stops there, with the stack and the players; a step moves on', async () => {
    await step('debug-01-breakpoint.png', async () => {
      await quickOpen(page, 'rules.mafia');
      await focusEditor(page);
      await goToLine(page, SHOT_EFFECT);
      await page.keyboard.press('F9');
      await visible(page.locator('.codicon-debug-breakpoint, .codicon-debug-breakpoint-unverified').first(), 'the breakpoint in the gutter', 10_000);
    });
    await step('debug-02-entry.png', async () => {
      await quickOpen(page, 'game-town-wins.mafia');
      await focusEditor(page);
      await runCommand(page, 'Mafia: Debug Game');
      // Stopped on entry: the first phase's frame in the call stack.
      await visible(page.locator(CALL_STACK_ROW, { hasText: 'День 1' }).first(), 'the frame "День 1" in the call stack', 60_000);
    });
    await step('debug-03-stopped.png', async () => {
      await page.keyboard.press('F5');
      await visible(page.locator(CALL_STACK_ROW, { hasText: 'Вера: Выстрел → Аня' }).first(), 'the order frame of the shot in the call stack', 30_000);
      await visible(page.locator(CALL_STACK_ROW, { hasText: 'Ночь 2' }).first(), 'the frame "Ночь 2"', 10_000);
      // The Variables view: the Players scope, expanded (the first scope), with the players and their state.
      const anya = page.locator(VARIABLES_ROW, { hasText: 'Аня' }).first();
      await visible(anya, 'Аня in the Variables view', 20_000);
      await expect.poll(async () => (await anya.textContent()) ?? '', { timeout: 10_000 }).toMatch(/жив.*Комиссар/);
      await expect.poll(async () => (await page.locator(VARIABLES_ROW, { hasText: 'Катя' }).first().textContent()) ?? '', { timeout: 10_000 }).toMatch(/мёртв/);
    });
    await step('debug-04-step.png', async () => {
      const top = async () => ((await page.locator(CALL_STACK_ROW).first().textContent()) ?? '').trim();
      const before = await top();
      await page.keyboard.press('F10');
      await expect.poll(top, { timeout: 20_000 }).not.toBe(before);
      // The next step: the Ninja's kill of Вера (Егор's order); the Variables view shows her dead.
      await visible(page.locator(CALL_STACK_ROW, { hasText: 'Егор: Убийство → Вера' }).first(), 'the next order in the call stack', 20_000);
      await expect.poll(async () => (await page.locator(VARIABLES_ROW, { hasText: 'Вера' }).first().textContent()) ?? '', { timeout: 10_000 }).toMatch(/мёртв/);
    });
  });
});

if (unavailable) test.skip(`e2e skipped: ${unavailable}`, () => undefined);

async function goToLine(page: Page, line: number): Promise<void> {
  await page.keyboard.press('Control+G');
  await page.locator('.quick-input-widget .quick-input-box input').waitFor({ state: 'visible', timeout: 10_000 });
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
}
