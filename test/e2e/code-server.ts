/**
 * Helpers for the end-to-end tests: a real VS Code (code-server 4.100.3, VS Code 1.100.3, prepared
 * by scripts/setup-e2e.sh in .cache/code-server) driven by playwright-core in Debian's headless
 * Chromium. See shared/VSCODE_E2E.md for the recipe.
 *
 * Everything listens on and talks to 127.0.0.1 only; every wait is bounded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type FrameLocator, type Locator, type Page } from 'playwright-core';

export const HOST = '127.0.0.1';
export const CODE_SERVER_VERSION = '4.100.3';
export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Flags from shared/VSCODE_E2E.md: no sandbox as root, and no background traffic on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The repository root: the nearest folder up from the working directory that holds scripts/setup-e2e.sh. */
export const REPO_ROOT: string = (() => {
  let dir = process.cwd();
  for (;;) {
    if (existsSync(join(dir, 'scripts', 'setup-e2e.sh')) && existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
})();
export const CODE_SERVER_DIR = join(REPO_ROOT, '.cache', 'code-server', 'package');
export const CODE_SERVER_ENTRY = join(CODE_SERVER_DIR, 'out', 'node', 'entry.js');
export const CODE_SERVER_MARKER = join(REPO_ROOT, '.cache', 'code-server', `.complete-${CODE_SERVER_VERSION}`);
export const RESULTS_DIR = join(REPO_ROOT, 'test-results', 'e2e');

// ------------------------------------------------------------------------------------------ utilities

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes (then throws with `what`). */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs: number, intervalMs = 250): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v as NonNullable<T>;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() >= deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}` + (lastError ? ` (last error: ${String(lastError)})` : ''));
    }
    await sleep(intervalMs);
  }
}

/** Why code-server cannot run here, or undefined when .cache/code-server is prepared. */
export function codeServerUnavailableReason(): string | undefined {
  if (!existsSync(CODE_SERVER_ENTRY) || !existsSync(CODE_SERVER_MARKER)) {
    return `code-server ${CODE_SERVER_VERSION} is not prepared in ${join(REPO_ROOT, '.cache', 'code-server')}: run \`bash scripts/setup-e2e.sh\` first`;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    return `${CHROMIUM_PATH} is missing: run \`bash scripts/setup-e2e.sh\` (installs Debian's chromium)`;
  }
  return undefined;
}

/** A free TCP port on 127.0.0.1 (the OS picks it; it is released before returning). */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen({ host: HOST, port: 0, exclusive: true }, () => {
      const addr = srv.address();
      if (addr === null || typeof addr === 'string') {
        srv.close();
        reject(new Error('could not read the port of a probe server'));
        return;
      }
      const port = addr.port;
      srv.close((err) => (err ? reject(err) : resolvePort(port)));
    });
  });
}

/** Writes the code-server config file: loopback only, no auth, no TLS. */
export function writeConfig(file: string, port: number): string {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `bind-addr: ${HOST}:${port}\nauth: none\ncert: false\n`);
  return file;
}

/** User settings that keep pop-ups, tours and network calls out of the way. */
export const USER_SETTINGS: Record<string, unknown> = {
  'telemetry.telemetryLevel': 'off',
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.enableExperiments': false,
  'extensions.ignoreRecommendations': true,
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'security.workspace.trust.enabled': false,
  'update.mode': 'none',
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
  'files.autoSave': 'off',
  'editor.hover.delay': 300,
  'editor.minimap.enabled': false,
  'window.commandCenter': false,
};

export interface CodeServerEnv {
  /** Temp folder that holds everything below (removed by dispose). */
  root: string;
  port: number;
  configFile: string;
  userDataDir: string;
  extensionsDir: string;
  /** code-server's stdout and stderr go here. */
  logFile: string;
}

/** A fresh temp folder with config, user-data dir (with settings.json) and extensions dir. */
export async function createCodeServerEnv(settings: Record<string, unknown> = {}): Promise<CodeServerEnv> {
  const root = mkdtempSync(join(tmpdir(), 'mafia-e2e-'));
  const port = await findFreePort();
  const configFile = writeConfig(join(root, 'config.yaml'), port);
  const userDataDir = join(root, 'user-data');
  const extensionsDir = join(root, 'extensions');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  mkdirSync(join(root, 'xdg', 'config'), { recursive: true });
  mkdirSync(join(root, 'xdg', 'data'), { recursive: true });
  mkdirSync(join(root, 'xdg', 'cache'), { recursive: true });
  writeFileSync(join(userDataDir, 'User', 'settings.json'), JSON.stringify({ ...USER_SETTINGS, ...settings }, null, 2) + '\n');
  return { root, port, configFile, userDataDir, extensionsDir, logFile: join(root, 'code-server.log') };
}

export function disposeCodeServerEnv(env: CodeServerEnv | undefined): void {
  if (env) rmSync(env.root, { recursive: true, force: true });
}

/** The environment code-server runs with: no inherited PORT/PASSWORD, XDG folders in the temp root. */
function codeServerProcessEnv(env: CodeServerEnv): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['PORT', 'PASSWORD', 'HASHED_PASSWORD', 'GITHUB_TOKEN', 'VSCODE_PROXY_URI', 'CS_DISABLE_FILE_DOWNLOADS', 'ELECTRON_RUN_AS_NODE', 'NODE_OPTIONS']) {
    delete e[k];
  }
  e.XDG_CONFIG_HOME = join(env.root, 'xdg', 'config');
  e.XDG_DATA_HOME = join(env.root, 'xdg', 'data');
  e.XDG_CACHE_HOME = join(env.root, 'xdg', 'cache');
  return e;
}

function baseArgs(env: CodeServerEnv): string[] {
  return [CODE_SERVER_ENTRY, '--config', env.configFile, '--user-data-dir', env.userDataDir, '--extensions-dir', env.extensionsDir];
}

/**
 * Installs a .vsix into the env's extensions dir (bounded by timeoutMs) and returns the folder it
 * was unpacked to.
 */
export function installExtension(env: CodeServerEnv, vsixPath: string, timeoutMs = 120_000): string {
  if (!existsSync(vsixPath)) throw new Error(`no such .vsix: ${vsixPath}`);
  const before = new Set(readdirSync(env.extensionsDir));
  const r = spawnSync(process.execPath, [...baseArgs(env), '--force', '--install-extension', resolve(vsixPath)], {
    cwd: CODE_SERVER_DIR,
    env: codeServerProcessEnv(env),
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (r.error || r.status !== 0 || !/successfully installed/i.test(out)) {
    throw new Error(`installing ${vsixPath} failed (status ${r.status}, ${r.error ?? 'no spawn error'}):\n${out}`);
  }
  const added = readdirSync(env.extensionsDir).filter((d) => !before.has(d) && !d.startsWith('.') && d !== 'extensions.json');
  if (added.length === 0) {
    // reinstall of the same version: look it up in extensions.json
    const dirs = readdirSync(env.extensionsDir).filter((d) => !d.startsWith('.') && d !== 'extensions.json');
    if (dirs.length === 0) throw new Error(`code-server reported success but ${env.extensionsDir} is empty:\n${out}`);
    return join(env.extensionsDir, dirs[0]);
  }
  return join(env.extensionsDir, added[0]);
}

export interface CodeServer {
  env: CodeServerEnv;
  process: ChildProcess;
  pid: number;
  url: string;
  workspace: string;
  /** Last lines of the server's output (for error messages). */
  logTail(lines?: number): string;
}

const running = new Set<CodeServer>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // If the test process goes away without afterAll, do not leave a code-server behind.
  process.on('exit', () => {
    for (const s of running) killGroup(s.pid, 'SIGKILL');
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal); // the whole process group (code-server, its extension host, pty host, ...)
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface StartOptions {
  timeoutMs?: number;
  /** VS Code's display language (`--locale`): the extension's package.nls.<locale>.json and l10n bundle. */
  locale?: string;
}

/**
 * Starts code-server on `workspace` in its own process group and waits (bounded) until it answers
 * over HTTP.
 */
export async function startCodeServer(env: CodeServerEnv, workspace: string, options: number | StartOptions = {}): Promise<CodeServer> {
  const { timeoutMs = 90_000, locale } = typeof options === 'number' ? { timeoutMs: options } : options;
  const ws = resolve(workspace);
  if (!existsSync(ws)) throw new Error(`workspace folder does not exist: ${ws}`);
  const log = createWriteStream(env.logFile, { flags: 'a' });
  const child = spawn(
    process.execPath,
    [
      ...baseArgs(env), '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override',
      ...(locale ? ['--locale', locale] : []), ws,
    ],
    { cwd: CODE_SERVER_DIR, env: codeServerProcessEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (child.pid === undefined) throw new Error('code-server did not start (no pid)');
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const url = `http://${HOST}:${env.port}`;
  const server: CodeServer = {
    env,
    process: child,
    pid: child.pid,
    url,
    workspace: ws,
    logTail(lines = 40) {
      try {
        return readFileSync(env.logFile, 'utf8').split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
  };
  running.add(server);
  installExitHook();
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `code ${code}, signal ${signal}`;
  });
  try {
    await waitFor(
      `code-server to answer on ${url}`,
      async () => {
        if (exited) throw new Error(`code-server exited early (${exited}):\n${server.logTail()}`);
        return httpOk(`${url}/healthz`);
      },
      timeoutMs,
      300,
    );
  } catch (e) {
    await stopCodeServer(server);
    if (exited) throw new Error(`code-server exited early (${exited}):\n${server.logTail()}`);
    throw new Error(`${(e as Error).message}\n--- code-server log ---\n${server.logTail()}`);
  }
  return server;
}

async function httpOk(url: string): Promise<boolean> {
  const ctl = new AbortController();
  const t = setTimeout(() => ctl.abort(), 2_000);
  try {
    const res = await fetch(url, { signal: ctl.signal, redirect: 'manual' });
    await res.arrayBuffer().catch(() => undefined);
    return res.status >= 200 && res.status < 400;
  } catch {
    return false;
  } finally {
    clearTimeout(t);
  }
}

/** Stops code-server by its process id: SIGTERM to its process group, then SIGKILL after a bounded wait. */
export async function stopCodeServer(server: CodeServer | undefined, timeoutMs = 10_000): Promise<void> {
  if (!server) return;
  running.delete(server);
  const { pid } = server;
  if (!groupAlive(pid) && !isAlive(pid)) return;
  killGroup(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while ((groupAlive(pid) || isAlive(pid)) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid) || isAlive(pid)) {
    killGroup(pid, 'SIGKILL');
    const hard = Date.now() + 5_000;
    while ((groupAlive(pid) || isAlive(pid)) && Date.now() < hard) await sleep(100);
  }
  server.process.stdout?.destroy();
  server.process.stderr?.destroy();
}

// ------------------------------------------------------------------------------------------ browser

/** Launches Debian's Chromium headless with the recipe's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/**
 * A browser context whose requests may only go to 127.0.0.1 (anything else is aborted and
 * recorded in `blocked`).
 */
export async function newLoopbackContext(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale });
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const u = route.request().url();
    let ok = false;
    try {
      const parsed = new URL(u);
      ok = parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.hostname === HOST;
    } catch {
      ok = false;
    }
    if (ok) return route.continue();
    blocked.push(u);
    return route.abort('blockedbyclient');
  });
  return { context, blocked };
}

/** Empties test-results/e2e/ (screenshots of an earlier run) and makes sure it exists. */
export function clearResults(): string {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  return RESULTS_DIR;
}

/** Saves a full-page screenshot as test-results/e2e/<name> and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, name.endsWith('.png') ? name : `${name}.png`);
  await page.screenshot({ path: file, timeout: 30_000 });
  return file;
}

// ------------------------------------------------------------------------------------------ workbench

/** Selectors that work in code-server 4.100.3 (VS Code 1.100.3). */
export const SEL = {
  workbench: '.monaco-workbench',
  explorerRow: '.explorer-folders-view .monaco-list-row',
  quickInput: '.quick-input-widget',
  quickInputBox: '.quick-input-widget .quick-input-box input',
  quickInputRow: '.quick-input-widget .quick-input-list .monaco-list-row',
  activeEditor: '.editor-group-container.active .monaco-editor',
  viewLines: '.editor-group-container.active .monaco-editor .view-lines',
  viewLine: '.editor-group-container.active .monaco-editor .view-lines .view-line',
  tokenSpans: '.editor-group-container.active .monaco-editor .view-lines .view-line span[class*="mtk"]',
  activeTab: '.editor-group-container.active .tabs-container .tab.active',
  languageStatus: '[id="status.editor.mode"]',
  problemsStatus: '[id="status.problems"]',
  markersPanel: '.markers-panel',
  markerRow: '.markers-panel .monaco-list-row',
  markerErrorRow: '.markers-panel .monaco-list-row:has(.codicon-error)',
  hover: '.monaco-editor .monaco-hover:not(.hidden)',
  hoverContent: '.monaco-editor .monaco-hover:not(.hidden) .monaco-hover-content',
  notificationToast: '.notifications-toasts .notification-toast',
  webviewFrame: 'iframe.webview.ready',
  webviewInner: 'iframe#active-frame',
} as const;

/** Opens http://127.0.0.1:PORT/?folder=<workspace> and waits (bounded) for the workbench and its explorer. */
export async function openWorkbench(page: Page, server: CodeServer, timeoutMs = 90_000): Promise<void> {
  await page.goto(`${server.url}/?folder=${encodeURIComponent(server.workspace)}`, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
  await page.locator(SEL.workbench).waitFor({ state: 'visible', timeout: timeoutMs });
  // The explorer lists the folder once the remote file system answers.
  await page.locator(SEL.explorerRow).first().waitFor({ state: 'visible', timeout: timeoutMs });
}

/** Ctrl+P, type the file's workspace-relative path, wait for a match, Enter; waits for its tab. */
export async function quickOpen(page: Page, relPath: string, timeoutMs = 30_000): Promise<void> {
  const base = relPath.split('/').pop()!;
  await page.locator(SEL.workbench).focus().catch(() => undefined);
  await page.keyboard.press('Control+P');
  const input = page.locator(SEL.quickInputBox);
  await input.waitFor({ state: 'visible', timeout: timeoutMs });
  await page.keyboard.type(relPath);
  try {
    await page.locator(SEL.quickInputRow, { hasText: base }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    await page.keyboard.press('Escape');
    throw new Error(`Quick Open (Ctrl+P) found no file matching "${relPath}" within ${timeoutMs} ms`);
  }
  await page.keyboard.press('Enter');
  await page.locator(SEL.activeTab, { hasText: base }).waitFor({ state: 'visible', timeout: timeoutMs });
  await page.locator(SEL.viewLine).first().waitFor({ state: 'visible', timeout: timeoutMs });
}

/** F1, type the command's title, wait for it in the list, Enter. */
export async function runCommand(page: Page, title: string, timeoutMs = 30_000): Promise<void> {
  await page.keyboard.press('F1');
  await page.locator(SEL.quickInputBox).waitFor({ state: 'visible', timeout: timeoutMs });
  await page.keyboard.type(title);
  const label = title.includes(':') ? title.split(':').pop()!.trim() : title;
  try {
    await page.locator(SEL.quickInputRow, { hasText: label }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    await page.keyboard.press('Escape');
    throw new Error(`the command palette (F1) offered no command "${title}" within ${timeoutMs} ms (is the extension active, and is its 'when' clause true?)`);
  }
  await page.keyboard.press('Enter');
  await page.locator(SEL.quickInput).waitFor({ state: 'hidden', timeout: timeoutMs });
}

/** Opens the Problems panel (Ctrl+Shift+M) unless it is already showing. */
export async function openProblems(page: Page, timeoutMs = 15_000): Promise<Locator> {
  const panel = page.locator(SEL.markersPanel);
  if (!(await panel.isVisible())) {
    await page.keyboard.press('Control+Shift+M');
    await panel.waitFor({ state: 'visible', timeout: timeoutMs });
  }
  return panel;
}

/**
 * Narrows the Problems panel to files matching a glob (its own filter box), so that the
 * deliberately broken examples elsewhere in the workspace do not count. The panel may clear the
 * box while it first renders (CI once read the whole workspace's rows after an early fill), so
 * the value is checked after the panel's debounce and filled again until it stays.
 */
export async function filterProblems(page: Page, glob: string, timeoutMs = 15_000): Promise<void> {
  const input = problemsFilter(page);
  await input.waitFor({ state: 'visible', timeout: timeoutMs });
  const until = Date.now() + timeoutMs;
  for (;;) {
    if ((await input.inputValue()) !== glob) await input.fill(glob);
    // The panel applies its filter after a debounce; give it time before anyone reads the rows.
    await sleep(1500);
    if ((await input.inputValue()) === glob) return;
    if (Date.now() > until) throw new Error(`the Problems filter box does not keep '${glob}'`);
  }
}

/** The error rows of the Problems panel, read only while its filter box holds `glob`. */
export async function problemErrorRows(page: Page, glob: string): Promise<string[]> {
  if ((await problemsFilter(page).inputValue()) !== glob) await filterProblems(page, glob);
  return page.locator(SEL.markerErrorRow).allTextContents();
}

/** The Problems rows that mention `text`, read only while the filter box holds `glob`. */
export async function problemRowsWith(page: Page, glob: string, text: string): Promise<string[]> {
  if ((await problemsFilter(page).inputValue()) !== glob) await filterProblems(page, glob);
  return page.locator(SEL.markerRow, { hasText: text }).allTextContents();
}

function problemsFilter(page: Page): Locator {
  return page.getByPlaceholder(/Filter \(e\.g\./).first();
}

/** Puts the keyboard focus into the active editor (Ctrl+1: focus first editor group). */
export async function focusEditor(page: Page): Promise<void> {
  await page.keyboard.press('Control+1');
  await page.locator(`${SEL.activeEditor} textarea`).first().waitFor({ state: 'attached', timeout: 10_000 });
  await page.waitForFunction(() => document.activeElement?.closest('.monaco-editor') !== null, undefined, { timeout: 10_000 });
}

/** The text of the visible editor lines, top to bottom (Monaco's NBSPs turned into spaces). */
export async function visibleEditorText(page: Page): Promise<string> {
  return page.evaluate((sel) => {
    const lines = Array.from(document.querySelectorAll<HTMLElement>(sel));
    lines.sort((a, b) => parseFloat(a.style.top || '0') - parseFloat(b.style.top || '0'));
    return lines.map((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ')).join('\n');
  }, SEL.viewLine);
}

/** Distinct `mtk*` token classes in the visible lines of the active editor. */
export async function tokenClasses(page: Page): Promise<string[]> {
  return page.evaluate((sel) => {
    const set = new Set<string>();
    for (const span of Array.from(document.querySelectorAll(sel))) {
      for (const c of Array.from(span.classList)) if (/^mtk\d+$/.test(c)) set.add(c);
    }
    return [...set].sort();
  }, SEL.tokenSpans);
}

/** Whether the active editor tab shows unsaved changes. */
export async function activeTabDirty(page: Page): Promise<boolean> {
  const cls = (await page.locator(SEL.activeTab).first().getAttribute('class')) ?? '';
  return /\bdirty\b/.test(cls);
}

/** The innermost frame of the (ready) webview panel. */
export function webviewFrame(page: Page): FrameLocator {
  return page.frameLocator(SEL.webviewFrame).frameLocator(SEL.webviewInner);
}

/** Packages the repo into <outDir>/mafia.vsix (the package script if there is one, else vsce). */
export function packageExtension(outDir: string): string {
  const out = join(outDir, 'mafia.vsix');
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const [cmd, args] = pkg.scripts?.package
    ? ['npm', ['run', 'package', '--', '--out', out]] // a repeated --out: vsce takes the last one
    : ['npx', ['--no-install', 'vsce', 'package', '--no-dependencies', '--out', out]];
  const r = spawnSync(cmd, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, CI: 'true' },
    encoding: 'utf8',
    timeout: 240_000,
    killSignal: 'SIGKILL',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.error || r.status !== 0 || !existsSync(out)) {
    throw new Error(
      `packaging the extension failed: \`${cmd} ${args.join(' ')}\` (status ${r.status}${r.error ? `, ${r.error.message}` : ''}, ${out} ${existsSync(out) ? 'exists' : 'missing'})\n${r.stdout}\n${r.stderr}`,
    );
  }
  return out;
}

/** Waits (bounded) until the locator is visible; fails naming what was awaited. */
export async function expectVisible(locator: Locator, what: string, timeoutMs: number): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch (e) {
    throw new Error(`${what} did not become visible within ${timeoutMs} ms (${(e as Error).message.split('\n')[0]})`);
  }
}

// ------------------------------------------------------------------------------------------ display language

/**
 * VS Code takes `--locale xx` only when a language pack for xx is installed (else it falls back to
 * English: `vscode.env.language` is "en" and no package.nls.xx.json is read). None can be
 * downloaded here, so this installs a stub pack that declares the locale and translates nothing:
 * VS Code's own menus stay English, while the extension's manifest, its l10n bundle and
 * `vscode.env.language` follow the locale. The pack is listed in the user data's languagepacks.json
 * (what VS Code's server reads when it resolves the display language).
 */
export function installLanguagePackStub(env: CodeServerEnv, locale: string, workDir: string): string {
  const src = join(workDir, `language-pack-${locale}`);
  mkdirSync(join(src, 'translations'), { recursive: true });
  const name = `e2e-language-pack-${locale}`;
  writeFileSync(join(src, 'package.json'), JSON.stringify({
    name, publisher: 'mafia-e2e', version: '0.0.1', displayName: `${locale} (e2e stub)`,
    description: 'Declares a display language for the end-to-end tests; translates nothing.',
    engines: { vscode: '^1.91.0' }, categories: ['Language Packs'],
    contributes: { localizations: [{ languageId: locale, languageName: locale, translations: [{ id: 'vscode', path: './translations/main.i18n.json' }] }] },
  }, null, 2));
  writeFileSync(join(src, 'translations', 'main.i18n.json'), '{"version":"1.0.0","contents":{}}\n');
  writeFileSync(join(src, 'README.md'), 'A stub language pack for the end-to-end tests.\n');
  const vsix = join(workDir, `${name}.vsix`);
  const r = spawnSync(join(REPO_ROOT, 'node_modules', '.bin', 'vsce'), ['package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--out', vsix], {
    cwd: src, encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL', stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.status !== 0 || !existsSync(vsix)) throw new Error(`packaging the ${locale} language pack stub failed (status ${r.status})\n${r.stdout}\n${r.stderr}`);
  const installed = installExtension(env, vsix);
  const packs = {
    [locale]: {
      hash: `e2e-${locale}-0.0.1`,
      extensions: [{ extensionIdentifier: { id: `mafia-e2e.${name}` }, version: '0.0.1' }],
      translations: { vscode: join(installed, 'translations', 'main.i18n.json') },
      label: locale,
    },
  };
  writeFileSync(join(env.userDataDir, 'languagepacks.json'), JSON.stringify(packs, null, 2));
  return installed;
}

// ------------------------------------------------------------------------------------------ a session

export interface VsCodeSessionOptions {
  /** The folder to open; a function gets the session's temp folder (to copy files into) and returns it. */
  workspace: string | ((tmp: string) => string);
  /** User settings on top of USER_SETTINGS. */
  settings?: Record<string, unknown>;
  /** VS Code's display language (code-server `--locale`) and the browser's; English when absent. */
  locale?: string;
}

/** The packaged extension in a running code-server, with a browser page on its workbench. */
export interface VsCodeSession {
  tmp: string;
  env: CodeServerEnv;
  server: CodeServer;
  browser: Browser;
  context: BrowserContext;
  /** Requests to hosts other than 127.0.0.1, aborted. */
  blocked: string[];
  page: Page;
  /** Runs a test step and saves its screenshot; on failure saves <shot>-failed.png and prints the server's log tail. */
  step(shot: string, body: () => Promise<void>): Promise<void>;
  /** Closes the browser, stops code-server by its pid, removes the temp folders. */
  close(): Promise<void>;
}

/**
 * The e2e tests' common start: packages the repo (or takes MAFIA_E2E_VSIX), installs it into a
 * fresh code-server env, starts code-server on the workspace (with `--locale` if asked), opens the
 * workbench in headless Chromium. Whatever was started before a failure is stopped again.
 */
export async function startVsCodeSession(options: VsCodeSessionOptions): Promise<VsCodeSession> {
  const tmp = mkdtempSync(join(tmpdir(), 'mafia-vsix-'));
  const parts: Partial<VsCodeSession> = { tmp, blocked: [] };
  const close = async () => {
    await parts.context?.close().catch(() => undefined);
    await parts.browser?.close().catch(() => undefined);
    await stopCodeServer(parts.server);
    disposeCodeServerEnv(parts.env);
    rmSync(tmp, { recursive: true, force: true });
    if (parts.blocked!.length > 0) console.warn(`[e2e] requests to other hosts were blocked:\n${[...new Set(parts.blocked)].join('\n')}`);
  };
  try {
    const workspace = typeof options.workspace === 'function' ? options.workspace(tmp) : options.workspace;
    const vsix = process.env.MAFIA_E2E_VSIX ? resolve(process.env.MAFIA_E2E_VSIX) : packageExtension(tmp);
    parts.env = await createCodeServerEnv(options.settings);
    installExtension(parts.env, vsix);
    if (options.locale && !options.locale.startsWith('en')) installLanguagePackStub(parts.env, options.locale, tmp);
    parts.server = await startCodeServer(parts.env, workspace, { locale: options.locale });
    parts.browser = await launchBrowser();
    const loopback = await newLoopbackContext(parts.browser, options.locale ?? 'en-US');
    parts.context = loopback.context;
    parts.blocked = loopback.blocked;
    parts.page = await parts.context.newPage();
    await openWorkbench(parts.page, parts.server);
  } catch (e) {
    await close();
    throw e;
  }
  const session = parts as VsCodeSession;
  session.close = close;
  session.step = async (shot, body) => {
    try {
      await body();
    } catch (e) {
      await saveScreenshot(session.page, shot.replace(/\.png$/, '-failed.png')).catch(() => undefined);
      console.error(`--- code-server log (tail) ---\n${session.server.logTail(30)}`);
      throw e;
    }
    await saveScreenshot(session.page, shot);
  };
  return session;
}
