// The bundled CLI (out/cli.cjs) run on the editor's own Node: the editor's forum commands drive the
// same code as `mafia votes` and `mafia status`.
import { execFile } from 'node:child_process';
import * as path from 'node:path';
import type * as vscode from 'vscode';

export interface CliResult { code: number; stdout: string; stderr: string }

export function runBundledCli(context: vscode.ExtensionContext, args: string[], cwd?: string): Promise<CliResult> {
    const cli = context.asAbsolutePath(path.join('out', 'cli.cjs'));
    return new Promise((resolve) => {
        execFile(process.execPath, [cli, ...args], { env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, timeout: 120_000, maxBuffer: 32 * 1024 * 1024, cwd }, (error, stdout, stderr) => {
            const code = error && typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : error ? 2 : 0;
            resolve({ code, stdout, stderr });
        });
    });
}
