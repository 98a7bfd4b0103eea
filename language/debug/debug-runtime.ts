// The debugger's runtime: a game's timeline (engine/debug/), where the debugger stands in it,
// breakpoints resolved to steps, and stepping. It knows nothing of the Debug Adapter Protocol
// (debug-session.ts translates); it says what happened by the events `stop` (reason) and `end`.
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { atStep, atSteps, stoppedContext, type StepSnapshot } from '../../engine/debug/index.js';
import { say } from '../../engine/l10n/catalogue.js';
import { normalizeName } from '../../engine/names.js';
import { truthy } from '../../engine/model/values.js';
import { showValue } from './show-value.js';
import { compileExpression, type CompiledExpression } from './debug-expression.js';
import type { DebugGame } from './debug-game.js';
import { enteredFrames, stepFrames, type StepFrame } from './step-frames.js';

export type StopReason = 'entry' | 'breakpoint' | 'step';

export interface BreakpointState {
    id: number;
    verified: boolean;
    line: number;
    message?: string;
}

interface LineBreakpoint extends BreakpointState { file: string; condition: CompiledExpression | null; hits: number[] }
interface FunctionBreakpoint extends BreakpointState { name: string; hits: number[] }

export class DebugRuntime extends EventEmitter {
    /** The step the debugger stands at (-1: not started; steps.length: the game is over). */
    pos = -1;
    private readonly frames: StepFrame[][];
    private lineBreakpoints = new Map<string, LineBreakpoint[]>();
    private functionBreakpoints: FunctionBreakpoint[] = [];
    private nextId = 1;

    constructor(readonly game: DebugGame) {
        super();
        this.frames = game.timeline.steps.map((s) => stepFrames(game, s));
    }

    get steps(): StepSnapshot[] { return this.game.timeline.steps; }

    get current(): StepSnapshot | null { return this.steps[this.pos] ?? null; }

    framesAt(pos: number): StepFrame[] { return this.frames[pos] ?? []; }

    /** Begins: stops at the first phase (`entry`), at the start of phase `stopOnPhase`, or runs to the first breakpoint. */
    start(stopOnEntry: boolean, stopOnPhase?: number): void {
        if (stopOnPhase !== undefined) {
            const at = this.steps.findIndex((s) => s.phase.index >= stopOnPhase);
            if (at >= 0) return this.stopAt(at, 'entry');
        }
        if (stopOnEntry && this.steps.length > 0) return this.stopAt(0, 'entry');
        this.runForward(-1);
    }

    // ------------------------------------------------------------ breakpoints

    /** Sets the breakpoints of one file (replacing its earlier ones); each verified when some step runs its line. */
    async setLineBreakpoints(path: string, wanted: Array<{ line: number; condition?: string }>): Promise<BreakpointState[]> {
        const file = resolve(path);
        const out: LineBreakpoint[] = [];
        for (const w of wanted) {
            const runs = this.lineHits(file, w.line);
            const bp: LineBreakpoint = { id: this.nextId++, file, line: w.line, verified: false, condition: null, hits: runs };
            if (w.condition && w.condition.trim() !== '') {
                const compiled = await compileExpression(this.game.services, this.game.rulesPath, w.condition, this.game.lang, true);
                if (!compiled.ok) { bp.message = say(this.game.lang, 'debug.bp.condition', { message: compiled.error }); out.push(bp); continue; }
                bp.condition = compiled.expr;
                bp.hits = this.conditionHolds(bp.hits, compiled.expr);
            }
            // Verified when the line runs, whether or not the condition ever holds.
            bp.verified = runs.length > 0;
            if (!bp.verified) bp.message = say(this.game.lang, 'debug.bp.neverRuns');
            out.push(bp);
        }
        this.lineBreakpoints.set(file, out);
        return out.map(({ id, verified, line, message }) => ({ id, verified, line, ...(message ? { message } : {}) }));
    }

    setFunctionBreakpoints(names: string[]): BreakpointState[] {
        this.functionBreakpoints = names.map((name) => {
            const hits = this.functionHits(name);
            const bp: FunctionBreakpoint = { id: this.nextId++, name, line: 0, verified: hits.length > 0, hits };
            if (!bp.verified) bp.message = say(this.game.lang, 'debug.bp.noOrder', { name });
            return bp;
        });
        return this.functionBreakpoints.map(({ id, verified, message }) => ({ id, verified, line: 0, ...(message ? { message } : {}) }));
    }

    /** The steps a breakpoint at file:line stops at: where a frame on that line is entered. */
    private lineHits(file: string, line: number): number[] {
        const hits: number[] = [];
        for (let i = 0; i < this.frames.length; i++) {
            const entered = enteredFrames(this.frames[i], this.frames[i - 1] ?? null);
            if (entered.some((f) => f.line === line && f.file !== null && resolve(f.file) === file)) hits.push(i);
        }
        return hits;
    }

    /** Where an order (or trigger) of the ability named `name` begins. */
    private functionHits(name: string): number[] {
        const wanted = normalizeName(name);
        const hits: number[] = [];
        for (let i = 0; i < this.steps.length; i++) {
            const s = this.steps[i];
            const ability = s.entry?.ability;
            if (!ability || normalizeName(ability) !== wanted) continue;
            const order = this.frames[i].find((f) => f.level === 'order');
            const before = this.frames[i - 1] ?? [];
            if (order ? !before.some((f) => f.key === order.key) : this.steps[i - 1]?.entry?.ability !== ability) hits.push(i);
        }
        return hits;
    }

    /** The steps among `steps` where the condition holds (one replay evaluates them all). */
    private conditionHolds(steps: number[], condition: CompiledExpression): number[] {
        const d = this.game;
        const values = atSteps(d.ruleset, d.game, { seed: d.seed, phases: d.phases, lang: d.lang }, new Set(steps), (live) => {
            try { return truthy(condition.run(stoppedContext(live))); } catch { return false; }
        });
        return steps.filter((s) => values.get(s) === true);
    }

    private hitSteps(): number[] {
        const all = new Set<number>();
        for (const list of this.lineBreakpoints.values()) for (const bp of list) if (bp.verified) for (const h of bp.hits) all.add(h);
        for (const bp of this.functionBreakpoints) for (const h of bp.hits) all.add(h);
        return [...all].sort((a, b) => a - b);
    }

    // ------------------------------------------------------------ moving

    continue(): void { this.runForward(this.pos); }

    reverseContinue(): void {
        const before = this.hitSteps().filter((h) => h < this.pos);
        if (before.length > 0) this.stopAt(before[before.length - 1], 'breakpoint');
        else this.stopAt(0, 'entry');
    }

    /** One resolution step: past the rest of the current order (its effects are stepIn's). */
    next(): void {
        const group = this.groupKey(this.pos);
        let j = this.pos + 1;
        while (j < this.steps.length && group !== null && this.groupKey(j) === group) j++;
        this.stepTo(j);
    }

    stepIn(): void { this.stepTo(this.pos + 1); }

    /** Out of the frame holding the current one: to the first step outside it. */
    stepOut(): void {
        const frames = this.framesAt(this.pos);
        const parent = frames.length >= 2 ? frames[frames.length - 2].key : null;
        if (!parent) return this.next();
        let j = this.pos + 1;
        while (j < this.steps.length && this.framesAt(j).some((f) => f.key === parent)) j++;
        this.stepTo(j);
    }

    stepBack(): void { this.stopAt(Math.max(0, Math.min(this.pos, this.steps.length) - 1), 'step'); }

    private groupKey(pos: number): string | null {
        const frames = this.framesAt(pos);
        const order = frames.find((f) => f.level === 'order');
        return (order ?? frames[frames.length - 1])?.key ?? null;
    }

    private stepTo(j: number): void {
        if (j >= this.steps.length) return this.end();
        this.stopAt(j, 'step');
    }

    private runForward(from: number): void {
        const next = this.hitSteps().find((h) => h > from);
        if (next === undefined) return this.end();
        this.stopAt(next, 'breakpoint');
    }

    private stopAt(pos: number, reason: StopReason): void {
        this.pos = pos;
        this.emit('stop', reason);
    }

    private end(): void {
        this.pos = this.steps.length;
        this.emit('end');
    }

    // ------------------------------------------------------------ evaluating

    /** Evaluates a rule-language expression at the current step; the value as text, or an error. */
    async evaluate(text: string): Promise<{ ok: true; value: string } | { ok: false; error: string }> {
        const d = this.game;
        if (!this.current) return { ok: false, error: say(d.lang, 'debug.notStopped') };
        const compiled = await compileExpression(d.services, d.rulesPath, text, d.lang, false);
        if (!compiled.ok) return compiled;
        const expr = compiled.expr;
        try {
            const value = atStep(d.ruleset, d.game, { seed: d.seed, phases: d.phases, lang: d.lang }, this.pos, (live) => {
                const c = stoppedContext(live);
                return showValue(c, expr.run(c), expr.type);
            });
            return { ok: true, value: value ?? '' };
        } catch (e) {
            return { ok: false, error: say(d.lang, 'debug.expr.failed', { message: e instanceof Error ? e.message : String(e) }) };
        }
    }

    /** The player of this nickname at the current step (hovers and the console name players directly). */
    player(name: string): StepSnapshot['players'][number] | undefined {
        const wanted = normalizeName(name.trim());
        return this.current?.players.find((p) => normalizeName(p.name) === wanted);
    }
}

