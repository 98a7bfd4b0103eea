// `mafia debug --stdio` driven over DAP by a real client: the seed-002 game the town wins,
// breakpoints on its rule lines and game-script lines, stops, stacks, players, stepping.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repo, rules002, startAdapter, townWins, type Adapter } from './dap-client.js';

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
    const scope = scopes.find((s) => s.name === 'Players');
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
        expect(p.get('Маша')).toMatch(/; В засаде \(до фазы 4\)/);   // the ambush lasts this night (phase 4)
        // This night's orders with their state so far, and why.
        const scopes = (await a.dc.scopesRequest({ frameId: frames[0].id })).body.scopes;
        const orders = scopes.find((x) => x.name === 'Приказы')!;
        const list = new Map((await a.dc.variablesRequest({ variablesReference: orders.variablesReference })).body.variables.map((v) => [v.name, v.value]));
        expect(list.get('Маша: Убийство → Зоя')).toBe('отражён защитой: Зоя: защита — «Спасение»');
        expect(list.get('Вера: Выстрел → Аня')).toBe('отражён защитой: Аня: защита — «Защита от смерти» (один раз)');
        expect(list.get('Катя: Беседы о вечном → Маша')).toBe('выполнен');
        // The Ninja's kill of Вера comes next: a step shows the state with its effect applied.
        expect(p.get('Вера')).toMatch(/^жив; Мафия/);
        const next = stopped('step');
        await a.dc.nextRequest({ threadId: 1 });
        await next;
        const after = await stack();
        expect(after[0].name).toBe('цель Вера убита');
        expect(after[1].name).toBe('Егор: Убийство → Вера');
        expect((await players()).get('Вера')).toMatch(/^мёртв; Мафия/);
    });

    it('stops on entry at the first phase, then next / stepIn / stepOut / stepBack move one step as the stack says', async () => {
        const entry = stopped('entry');
        await launch({ program: townWins, stopOnEntry: true });
        await entry;
        const day1 = lineOf(scriptLines, 'day 1 {');
        const order = lineOf(scriptLines, 'Илья: "Защита от смерти" -> Аня, Женя');
        const ward = lineOf(ruleLines, 'ability Защита "Защита от смерти"');
        const wardEffect = lineOf(ruleLines, 'effect for each p in targets protect p', ward);
        const where = async () => (await stack()).map((f) => `${f.source?.path === rules002 ? 'rules' : 'game'}:${f.line}`);
        expect(await where()).toEqual([`game:${day1}`]);
        const move = async (request: Promise<unknown>) => { const s = stopped('step'); await request; await s; return where(); };
        // next: the Necromancer's order (its ability line), in the day's frame.
        expect(await move(a.dc.nextRequest({ threadId: 1 }))).toEqual([`rules:${ward}`, `game:${order}`, `game:${day1}`]);
        // stepIn: into its effect, the ward on Аня.
        expect(await move(a.dc.stepInRequest({ threadId: 1 }))).toEqual([`rules:${wardEffect}`, `game:${order}`, `game:${day1}`]);
        const scopes = (await a.dc.scopesRequest({ frameId: (await stack())[0].id })).body.scopes;
        const step = scopes.find((x) => x.name === 'Шаг')!;
        const note = (await a.dc.variablesRequest({ variablesReference: step.variablesReference })).body.variables.find((v) => v.name === 'пояснение');
        expect(note?.value).toBe('Аня: защита от убийств, один раз');
        const orders = scopes.find((x) => x.name === 'Приказы')!;
        const list = (await a.dc.variablesRequest({ variablesReference: orders.variablesReference })).body.variables;
        expect(list.map((v) => [v.name, v.value])).toEqual([['Илья: Защита от смерти → Аня, Женя', 'выполнен']]);
        // next from inside the order: past its other effect, to the first vote of the day.
        const firstVote = lineOf(scriptLines, 'vote Вера -> Даша');
        expect(await move(a.dc.nextRequest({ threadId: 1 }))).toEqual([`rules:${votingRule}`, `game:${firstVote}`, `rules:${votingRule}`, `game:${day1}`]);
        // stepBack: the order's second effect (the ward on Женя), then its first.
        expect(await move(a.dc.stepBackRequest({ threadId: 1 }))).toEqual([`rules:${wardEffect}`, `game:${order}`, `game:${day1}`]);
        const note2 = async () => {
            const sc = (await a.dc.scopesRequest({ frameId: (await stack())[0].id })).body.scopes.find((x) => x.name === 'Шаг')!;
            return (await a.dc.variablesRequest({ variablesReference: sc.variablesReference })).body.variables.find((v) => v.name === 'пояснение')?.value;
        };
        expect(await note2()).toBe('Женя: защита от убийств, один раз');
        await move(a.dc.stepBackRequest({ threadId: 1 }));
        expect(await note2()).toBe('Аня: защита от убийств, один раз');
        // stepOut: out of the order, to the first vote.
        expect((await move(a.dc.stepOutRequest({ threadId: 1 })))[1]).toBe(`game:${firstVote}`);
    });

    it('stops at a conditional breakpoint only where its rule-language condition holds, and evaluates in the stopped context', async () => {
        let response!: DebugProtocol.SetBreakpointsResponse;
        const stop = stopped('breakpoint');
        await launch({ program: townWins }, async () => {
            response = await a.dc.setBreakpointsRequest({ source: { path: rules002 }, breakpoints: [{ line: votingRule, condition: 'target is Громила' }] });
        });
        expect(response.body.breakpoints[0].message).toBeUndefined();
        expect(response.body.breakpoints[0].verified).toBe(true);
        await stop;
        // The first vote against the Thug (Гоша): Аня's, the fourth of day 1.
        expect((await stack())[1].line).toBe(lineOf(scriptLines, 'vote Аня -> Гоша'));
        const evaluate = async (expression: string, context = 'repl') => (await a.dc.evaluateRequest({ expression, context, frameId: (await stack())[0].id })).body.result;
        expect(await evaluate('target')).toBe('Гоша');
        expect(await evaluate('self')).toBe('Аня');
        expect(await evaluate('count alive')).toBe('12');
        expect(await evaluate('self is Мафия')).toBe('false');
        expect(await evaluate('alive(МафияКлан)')).toBe('[Вера, Гоша]');
        // Hovering a player's name shows his state.
        expect(await evaluate('Даша', 'hover')).toMatch(/^жив; Мирный житель \(Мирные\)/);
        // VS Code's hover text runs up to a space: `Даша:` on the players line of the script.
        expect(await evaluate('Даша:', 'hover')).toMatch(/^жив; Мирный житель/);
        // An expression that does not check is an error response with the typer's message.
        await expect(a.dc.evaluateRequest({ expression: 'target is Пират', context: 'repl' })).rejects.toThrow(/Пират/);
        // continue: the next vote against Гоша (Боря's), not the votes against Даша in between.
        const next = stopped('breakpoint');
        await a.dc.continueRequest({ threadId: 1 });
        await next;
        expect((await stack())[1].line).toBe(lineOf(scriptLines, 'vote Боря -> Гоша'));
    });

    it('speaks the session\'s language: the rule set\'s, else launch\'s `lang`, else `mafia debug --lang`', async () => {
        const eventsAndError = async (): Promise<[string[], string]> => {
            const entry = a.dc.waitForEvent('stopped');
            await launch({ program: townWins, stopOnEntry: true });
            await entry;
            const step = a.dc.waitForEvent('stopped');
            await a.dc.nextRequest({ threadId: 1 });
            await step;
            const scopes = (await a.dc.scopesRequest({ frameId: (await stack())[0].id })).body.scopes;
            const events = scopes.find((s) => /События|Events/.test(s.name))!;
            const vars = (await a.dc.variablesRequest({ variablesReference: events.variablesReference })).body.variables;
            const error = await a.dc.evaluateRequest({ expression: 'foo', context: 'repl' }).then(() => '', (e: Error) => e.message);
            return [vars.map((v) => `${v.name}=${v.value}`), error];
        };
        const [ru, ruError] = await eventsAndError();
        expect(ru.some((v) => /^1\. сообщение → \S+=Ваша роль/.test(v)), ru.join('\n')).toBe(true);
        expect(ruError).toMatch(/^Неизвестно: имя 'foo'/);
        await a.stop();
        a = await startAdapter('--lang', 'en');
        const [en, enError] = await eventsAndError();
        expect(en.some((v) => /^1\. message → \S+=Your role/.test(v)), en.join('\n')).toBe(true);
        expect(enError).toMatch(/^Unknown name 'foo'/);
    });

    it('a condition that does not type-check leaves the breakpoint unverified with the typer\'s message', async () => {
        let response!: DebugProtocol.SetBreakpointsResponse;
        await launch({ program: townWins, stopOnEntry: true }, async () => {
            response = await a.dc.setBreakpointsRequest({ source: { path: rules002 }, breakpoints: [{ line: votingRule, condition: 'count alive and 3' }, { line: votingRule, condition: 'target is Пират' }] });
        });
        const [typed, unknown] = response.body.breakpoints;
        expect(typed.verified).toBe(false);
        expect(typed.message).toMatch(/^условие: .*логическ/);   // the typer's words in the session's language
        expect(unknown.verified).toBe(false);
        expect(unknown.message).toMatch(/^условие: .*Пират/);
    });

    it('function breakpoints stop where an order of that ability begins; game-script order lines are breakpoints too', async () => {
        let fn!: DebugProtocol.SetFunctionBreakpointsResponse;
        let lines!: DebugProtocol.SetBreakpointsResponse;
        const nightOrder = lineOf(scriptLines, 'Маша: Убийство -> Лёва');
        const stop = stopped('breakpoint');
        await launch({ program: townWins }, async () => {
            fn = await a.dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'Проверка' }, { name: 'Подрыв' }] });
            lines = await a.dc.setBreakpointsRequest({ source: { path: townWins }, breakpoints: [{ line: nightOrder }, { line: 1 }] });
        });
        expect(fn.body.breakpoints.map((b) => b.verified)).toEqual([true, false]);
        expect(lines.body.breakpoints.map((b) => b.verified)).toEqual([true, false]);
        await stop;
        let frames = await stack();
        expect(frames[1].name).toBe('Аня: Проверка → Гоша');
        expect(frames[1].line).toBe(lineOf(scriptLines, 'Аня: Проверка -> Гоша'));
        const next = stopped('breakpoint');
        await a.dc.continueRequest({ threadId: 1 });
        await next;
        frames = await stack();
        expect(frames[1].line).toBe(nightOrder);
        expect(frames[0].source?.path).toBe(rules002);
    });

    it('sends terminated after the last phase and stays up until disconnect', async () => {
        const terminated = a.dc.waitForEvent('terminated');
        await launch({ program: townWins });
        await terminated;
        expect(a.child.exitCode).toBeNull();
        const threads = await a.dc.threadsRequest();
        expect(threads.body.threads).toEqual([{ id: 1, name: 'Игра' }]);
        const exited = new Promise((done) => a.child.once('exit', done));
        await a.dc.disconnectRequest({});
        await exited;
    });

    it('answers bad launch arguments with an error response naming the reason, and keeps running', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-debug-'));
        try {
            await a.dc.initializeRequest({ adapterID: 'mafia', pathFormat: 'path' });
            await expect(a.dc.launchRequest({ program: join(dir, 'missing.mafia') } as DebugProtocol.LaunchRequestArguments)).rejects.toThrow(/missing\.mafia: no such file/);
            writeFileSync(join(dir, 'rules.mafia'), 'ruleset R "Р"\nphase day "День"\nrole Мирный "Мирный" : Город {}\n');
            writeFileSync(join(dir, 'game.mafia'), 'game "Г" rules "rules.mafia"\nplayers {\n    Аня: Мирный\n}\nday 1 {\n}\n');
            await expect(a.dc.launchRequest({ program: join(dir, 'game.mafia') } as DebugProtocol.LaunchRequestArguments)).rejects.toThrow(/Город/);
            await expect(a.dc.launchRequest({ program: townWins, seed: 'x' } as DebugProtocol.LaunchRequestArguments)).rejects.toThrow(/seed/);
            // Still up: a good launch now works.
            const entry = stopped('entry');
            const initialized = a.dc.waitForEvent('initialized').then(() => a.dc.configurationDoneRequest());
            await Promise.all([a.dc.launchRequest({ program: townWins, stopOnEntry: true } as DebugProtocol.LaunchRequestArguments), initialized]);
            await entry;
            expect((await stack())[0].name).toBe('День 1');
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });

    it('debugs a game JSON too: its phases and orders stand at their rule lines; reverseContinue goes back to the last breakpoint', async () => {
        const json = townWins.replace(/\.mafia$/, '.json');
        const stop = stopped('breakpoint');
        await launch({ program: json }, async () => {
            await a.dc.setBreakpointsRequest({ source: { path: rules002 }, breakpoints: [{ line: shotEffect }, { line: votingRule }] });
        });
        await stop;
        // The first vote of day 1, at the voting rule: vote → stage (the voting) → phase (the rule set's `phase day`).
        expect((await stack()).map((f) => [f.source?.path, f.line])).toEqual([
            [rules002, votingRule], [rules002, votingRule], [rules002, votingRule], [rules002, lineOf(ruleLines, 'phase day "День"')],
        ]);
        // Run to the Necromancer's ward holding against the shot (night 2), then back to the vote before it.
        await a.dc.setBreakpointsRequest({ source: { path: rules002 }, breakpoints: [{ line: shotEffect }] });
        const shot = stopped('breakpoint');
        await a.dc.continueRequest({ threadId: 1 });
        await shot;
        expect((await stack())[1].line).toBe(lineOf(ruleLines, 'shared ability Выстрел'));
        await a.dc.setBreakpointsRequest({ source: { path: rules002 }, breakpoints: [{ line: shotEffect }, { line: votingRule }] });
        const back = stopped('breakpoint');
        await a.dc.send('reverseContinue', { threadId: 1 });
        await back;
        const frames = await stack();
        expect(frames[0].line).toBe(votingRule);
        expect(frames[frames.length - 1].name).toBe('День 2');   // the last vote before night 2
    });

    it('a condition on lives (`self.hp < 2`, seed 000 where players have lives) stops only at such a player\'s step', async () => {
        const rules000 = join(repo, 'examples', 'seed-000', 'rules.mafia');
        const game000 = join(repo, 'examples', 'seed-000', 'game-law-wins.mafia');
        const lines000 = readFileSync(rules000, 'utf8').split('\n');
        const voting = lineOf(lines000, 'voting Голосование "Голосование"');
        const stop = stopped('breakpoint');
        let response!: DebugProtocol.SetBreakpointsResponse;
        await launch({ program: game000 }, async () => {
            response = await a.dc.setBreakpointsRequest({ source: { path: rules000 }, breakpoints: [{ line: voting, condition: 'self.hp < 2' }] });
        });
        expect(response.body.breakpoints[0]).toMatchObject({ verified: true });
        await stop;
        const frames = await stack();
        expect(frames[0].line).toBe(voting);
        // Боря, Вера, Гоша and Даша (2 lives each) voted before him: only Егор, down to one life, stops.
        expect(frames[1].name).toMatch(/^Егор голосует против/);
        expect((await a.dc.evaluateRequest({ expression: 'self.hp', context: 'repl' })).body.result).toBe('1');
        expect((await players()).get('Егор')).toMatch(/^жив; жизней: 1;/);
    });
});
