// `mafia debug --stdio` driven over DAP by a real client: the seed-002 game the town wins,
// breakpoints on its rule lines and game-script lines, stops, stacks, players, stepping.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rules002, startAdapter, townWins, type Adapter } from './dap-client.js';

const scriptLines = readFileSync(townWins, 'utf8').split('\n');
const ruleLines = readFileSync(rules002, 'utf8').split('\n');
/** The 1-based line of the first line of `lines` containing `text` (after line `after`). */
const lineOf = (lines: string[], text: string, after = 0): number => {
    const i = lines.findIndex((l, k) => k >= after && l.includes(text));
    if (i < 0) throw new Error(`no line with ${text}`);
    return i + 1;
};
const shotEffect = lineOf(ruleLines, 'effect kill target', lineOf(ruleLines, 'shared ability Выстрел'));
const blastEffect = lineOf(ruleLines, 'effect { kill target kill self }');
const votingRule = lineOf(ruleLines, 'voting Виселица "Голосование"');
const night2 = lineOf(scriptLines, 'night 2 {');
const night2Shot = lineOf(scriptLines, 'Вера: Выстрел -> Аня', night2);

let a: Adapter;
beforeEach(async () => { a = await startAdapter(); });
afterEach(async () => { await a.stop(); });

/** initialize, launch; once `initialized` arrives, `configure` (breakpoints), then configurationDone. */
async function launch(args: Record<string, unknown>, configure: () => Promise<unknown> = async () => undefined): Promise<void> {
    await a.dc.initializeRequest({ adapterID: 'mafia', linesStartAt1: true, columnsStartAt1: true, pathFormat: 'path' });
    const initialized = a.dc.waitForEvent('initialized').then(async () => { await configure(); await a.dc.configurationDoneRequest(); });
    await Promise.all([a.dc.launchRequest(args as DebugProtocol.LaunchRequestArguments), initialized]);
}

async function stack(): Promise<DebugProtocol.StackFrame[]> {
    return (await a.dc.stackTraceRequest({ threadId: 1 })).body.stackFrames;
}

async function players(): Promise<Map<string, string>> {
    const frame = (await stack())[0];
    const scopes = (await a.dc.scopesRequest({ frameId: frame.id })).body.scopes;
    const scope = scopes.find((s) => s.name === 'Игроки' || s.name === 'Players');
    expect(scope, scopes.map((s) => s.name).join(', ')).toBeDefined();
    const vars = (await a.dc.variablesRequest({ variablesReference: scope!.variablesReference })).body.variables;
    return new Map(vars.map((v) => [v.name, v.value]));
}

async function stopped(reason: string): Promise<DebugProtocol.StoppedEvent> {
    const e = await a.dc.waitForEvent('stopped') as DebugProtocol.StoppedEvent;
    expect(e.body.reason).toBe(reason);
    expect(e.body.threadId).toBe(1);
    return e;
}

describe('mafia debug --stdio', () => {
    it('verifies breakpoints on rule lines that run in the setBreakpoints response, and stops at the right line with the stack and the players', async () => {
        let response!: DebugProtocol.SetBreakpointsResponse;
        const stop = stopped('breakpoint');
        await launch({ program: townWins }, async () => {
            response = await a.dc.setBreakpointsRequest({ source: { path: rules002 }, breakpoints: [{ line: shotEffect }, { line: blastEffect }] });
        });
        const [shot, blast] = response.body.breakpoints;
        expect(shot.verified).toBe(true);
        expect(blast.verified).toBe(false);   // no Kamikaze in this game: the blast never runs
        expect(blast.message).toMatch(/ни один шаг/);
        await stop;
        const frames = await stack();
        // effect → order → stage → phase, each at its .mafia line; source.path as the client sent it.
        expect(frames.map((f) => [f.source?.path, f.line])).toEqual([
            [rules002, shotEffect],
            [townWins, night2Shot],
            [rules002, lineOf(ruleLines, 'stage Убийства "')],
            [townWins, night2],
        ]);
        expect(frames[1].name).toBe('Вера: Выстрел → Аня');
        expect(frames[3].name).toBe('Ночь 2');
        const p = await players();
        expect([...p.keys()]).toEqual(['Аня', 'Боря', 'Вера', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша']);
        expect(p.get('Аня')).toMatch(/^жив; Комиссар \(Мирные\)/);
        expect(p.get('Катя')).toMatch(/^мёртв; Священник/);   // died taking the ambushing Maniac
        expect(p.get('Даша')).toMatch(/^мёртв/);              // hanged on day 1
        expect(p.get('Маша')).toMatch(/В засаде/);
    });
});
