/**
 * End-to-end: "Mafia: Simulate Balance" in a real VS Code (code-server), as a host would use it on
 * seed 002: pick the player counts, the games and the policy, watch the progress notification,
 * get the chart (the Vega-Lite SVG of `mafia simulate --format svg`) with the table beside it in a
 * webview; then a long run cancelled from the notification really stops the simulator process.
 *
 * Needs `bash scripts/setup-e2e.sh` first (skips itself otherwise). Run alone with
 *   npx vitest run --config vitest.e2e.config.ts test/e2e/simulate.e2e.test.ts
 * Screenshots land in test-results/e2e/simulate-*.png.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  REPO_ROOT, SEL, codeServerUnavailableReason, quickOpen, saveScreenshot, sleep, startVsCodeSession, waitFor, webviewFrame,
  type VsCodeSession,
} from './code-server.js';

const WORKSPACE = join(REPO_ROOT, 'examples');
const RULES_FILE = 'seed-002/rules.mafia';
const COMMAND = 'Mafia: Simulate Balance';
const unavailable = codeServerUnavailableReason();
if (unavailable) console.warn(`[e2e] SKIPPED: ${unavailable}`);

/** The simulator processes the installed extension started (its own cli.cjs, not anyone else's). */
function simulators(extensionsDir: string): string[] {
  const ps = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return ps.split('\n').filter((l) => l.includes(extensionsDir) && l.includes('cli.cjs simulate'));
}

describe.skipIf(unavailable !== undefined)('Mafia: Simulate Balance in VS Code (code-server)', () => {
  let session: VsCodeSession | undefined;
  let page: Page;

  beforeAll(async () => {
    session = await startVsCodeSession({ workspace: WORKSPACE });
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  /** F1, the command, then the answers to its prompts (the player counts box, the games and policy lists). */
  async function simulate(players: string, games: string, policy: string): Promise<void> {
    await quickOpen(page, RULES_FILE);
    await page.keyboard.press('F1');
    await page.locator(SEL.quickInputBox).waitFor({ state: 'visible', timeout: 30_000 });
    await page.keyboard.type(COMMAND);
    await page.locator(SEL.quickInputRow, { hasText: 'Simulate Balance' }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.keyboard.press('Enter');
    // The player counts box (its prompt names the A..B form).
    await page.locator(SEL.quickInput, { hasText: 'A..B' }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.keyboard.type(players);
    await page.keyboard.press('Enter');
    for (const answer of [games, policy]) {
      await page.locator(SEL.quickInputRow, { hasText: answer }).first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.type(answer);
      await sleep(300);
      await page.keyboard.press('Enter');
    }
  }

  test('the chart and the table of seed 002 over 10..14 players', async () => {
    try {
      await simulate('10..14', '200', 'random');
      // Progress in the notification area while it runs (it may already be done on a fast machine).
      await page.locator(SEL.notificationToast, { hasText: 'Simulating' }).first().waitFor({ state: 'visible', timeout: 15_000 })
        .then(() => saveScreenshot(page, 'simulate-progress.png')).catch(() => undefined);
      const frame = webviewFrame(page);
      const chart = frame.locator('figure.chart svg');
      await chart.waitFor({ state: 'visible', timeout: 120_000 });
      // Vega-Lite's marks: a band (area) and a line per faction, the factions in the legend.
      expect(await frame.locator('figure.chart svg .mark-area path').count()).toBeGreaterThan(0);
      expect(await frame.locator('figure.chart svg .mark-line path').count()).toBeGreaterThan(0);
      const legend = await frame.locator('figure.chart svg').textContent();
      for (const faction of ['Мафия', 'Мирные', 'Маньяк']) expect(legend).toContain(faction);
      // The table beside it: one section per player count, a row per faction with its interval.
      expect(await frame.locator('section.setup').count()).toBe(5);
      const rows = await frame.locator('section.setup[data-players="10"] tbody tr').allTextContents();
      expect(rows.length).toBe(3);
      for (const row of rows) expect(row).toMatch(/\d+\.\d%\s*–\s*\d+\.\d%/);
      await saveScreenshot(page, 'simulate-chart.png');
    } catch (e) {
      await saveScreenshot(page, 'simulate-chart-failed.png').catch(() => undefined);
      if (session) console.error(`--- code-server log (tail) ---\n${session.server.logTail(30)}`);
      throw e;
    }
  });

  test('cancelling from the notification stops the simulator', async () => {
    try {
      await page.keyboard.press('Escape');
      await simulate('10..30', '5000', 'informed');
      const toast = page.locator(SEL.notificationToast, { hasText: 'Simulating' }).first();
      await toast.waitFor({ state: 'visible', timeout: 30_000 });
      await waitFor('the simulator process', () => simulators(session!.env.extensionsDir).length > 0 || undefined, 30_000);
      await toast.hover();
      await toast.getByRole('button', { name: 'Cancel' }).click({ timeout: 10_000 });
      await page.locator(SEL.notificationToast, { hasText: 'cancelled' }).first().waitFor({ state: 'visible', timeout: 30_000 });
      await waitFor('the simulator to stop', () => simulators(session!.env.extensionsDir).length === 0 || undefined, 15_000);
      await saveScreenshot(page, 'simulate-cancelled.png');
    } catch (e) {
      await saveScreenshot(page, 'simulate-cancel-failed.png').catch(() => undefined);
      throw e;
    }
  });
});
