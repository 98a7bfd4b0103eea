// The Debug Adapter Protocol side of the debugger (contract: DESIGN.md, `mafia debug --stdio`):
// one thread (id 1), the game loaded by `launch`, breakpoints verified in the setBreakpoints
// response, stops `entry` / `breakpoint` / `step`, `terminated` after the last step and then up
// until `disconnect`. Runs over stdio (language/cli/debug-command.ts) and inline in the extension.
import { basename, resolve } from 'node:path';
import {
    Breakpoint, InitializedEvent, LoggingDebugSession, Source, StackFrame, StoppedEvent, TerminatedEvent, Thread,
} from '@vscode/debugadapter';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { DebugLaunchError, loadDebugGame, type LaunchArgs } from './debug-game.js';
import { DebugRuntime, type StopReason } from './debug-runtime.js';
import { DebugVariables } from './debug-variables.js';

export const THREAD_ID = 1;

/** Error ids of our error responses. */
const LAUNCH_FAILED = 1001, NOT_LAUNCHED = 1002;

type LaunchRequestArguments = DebugProtocol.LaunchRequestArguments & LaunchArgs;

export class MafiaDebugSession extends LoggingDebugSession {
    private runtime: DebugRuntime | null = null;
    private variables: DebugVariables | null = null;
    private configured!: Promise<void>;
    private markConfigured!: () => void;
    /** Paths as the client sent them, by resolved path: frames name sources as the client does. */
    private readonly clientPaths = new Map<string, string>();
    private lang: Lang = 'en';

    /** `lang`: the session's language when `launch` names none (`mafia debug --lang`); else the rule set's. */
    constructor(private readonly defaultLang?: Lang) {
        super();
        this.setDebuggerLinesStartAt1(true);
        this.setDebuggerColumnsStartAt1(true);
        this.configured = new Promise((done) => { this.markConfigured = done; });
    }

    protected override initializeRequest(response: DebugProtocol.InitializeResponse, _args: DebugProtocol.InitializeRequestArguments): void {
        response.body = {
            ...response.body,
            supportsConfigurationDoneRequest: true,
            supportsConditionalBreakpoints: true,
            supportsFunctionBreakpoints: true,
            supportsStepBack: true,
            supportsEvaluateForHovers: true,
            supportsTerminateRequest: true,
        };
        this.sendResponse(response);
        // `initialized` is sent once `launch` has loaded the game: breakpoints set after it are verified at once.
    }

    protected override configurationDoneRequest(response: DebugProtocol.ConfigurationDoneResponse): void {
        this.sendResponse(response);
        this.markConfigured();
    }

    protected override async launchRequest(response: DebugProtocol.LaunchResponse, args: LaunchRequestArguments): Promise<void> {
        if (args.lang !== 'en' && args.lang !== 'ru' && this.defaultLang) args = { ...args, lang: this.defaultLang };
        if (args.lang === 'en' || args.lang === 'ru') this.lang = args.lang;
        if (this.runtime) return this.sendErrorResponse(response, LAUNCH_FAILED, say(this.lang, 'debug.launch.twice'));
        let runtime: DebugRuntime;
        try {
            const game = await loadDebugGame(args);
            runtime = new DebugRuntime(game);
        } catch (e) {
            const message = e instanceof DebugLaunchError || e instanceof Error ? e.message : String(e);
            return this.sendErrorResponse(response, { id: LAUNCH_FAILED, format: message, showUser: true });
        }
        this.lang = runtime.game.lang;
        this.runtime = runtime;
        this.variables = new DebugVariables(this.lang);
        this.clientPaths.set(runtime.game.programPath, args.program as string);
        runtime.on('stop', (reason: StopReason) => {
            this.variables?.reset();
            this.sendEvent(new StoppedEvent(reason, THREAD_ID));
        });
        runtime.on('end', () => this.sendEvent(new TerminatedEvent()));
        this.sendEvent(new InitializedEvent());
        await this.configured;
        this.sendResponse(response);
        const stopOnPhase = typeof args.stopOnPhase === 'number' ? args.stopOnPhase : undefined;
        runtime.start(args.stopOnEntry === true, stopOnPhase);
    }

    protected override async setBreakPointsRequest(response: DebugProtocol.SetBreakpointsResponse, args: DebugProtocol.SetBreakpointsArguments): Promise<void> {
        const path = args.source.path ? this.convertClientPathToDebugger(args.source.path) : '';
        const asked: DebugProtocol.SourceBreakpoint[] = args.breakpoints ?? args.lines?.map((line) => ({ line })) ?? [];
        const wanted = asked.map((b) => ({ line: this.convertClientLineToDebugger(b.line), condition: b.condition }));
        if (!this.runtime || !path) {
            response.body = { breakpoints: wanted.map((w) => ({ ...new Breakpoint(false, w.line), message: say(this.lang, 'debug.notLaunched') })) };
            return this.sendResponse(response);
        }
        if (args.source.path) this.clientPaths.set(resolve(path), args.source.path);
        const states = await this.runtime.setLineBreakpoints(path, wanted);
        response.body = {
            breakpoints: states.map((s) => {
                const bp = new Breakpoint(s.verified, this.convertDebuggerLineToClient(s.line), undefined, new Source(basename(path), args.source.path)) as DebugProtocol.Breakpoint;
                bp.id = s.id;
                if (s.message) bp.message = s.message;
                return bp;
            }),
        };
        this.sendResponse(response);
    }

    protected override setFunctionBreakPointsRequest(response: DebugProtocol.SetFunctionBreakpointsResponse, args: DebugProtocol.SetFunctionBreakpointsArguments): void {
        if (!this.runtime) {
            response.body = { breakpoints: args.breakpoints.map(() => ({ verified: false, message: say(this.lang, 'debug.notLaunched') })) };
            return this.sendResponse(response);
        }
        const states = this.runtime.setFunctionBreakpoints(args.breakpoints.map((b) => b.name));
        response.body = { breakpoints: states.map((s) => ({ id: s.id, verified: s.verified, ...(s.message ? { message: s.message } : {}) })) };
        this.sendResponse(response);
    }

    protected override threadsRequest(response: DebugProtocol.ThreadsResponse): void {
        response.body = { threads: [new Thread(THREAD_ID, say(this.lang, 'debug.thread'))] };
        this.sendResponse(response);
    }

    protected override stackTraceRequest(response: DebugProtocol.StackTraceResponse, args: DebugProtocol.StackTraceArguments): void {
        const r = this.runtime;
        const frames = r && r.current ? [...r.framesAt(r.pos)].reverse() : [];
        const start = args.startFrame ?? 0;
        const count = args.levels && args.levels > 0 ? args.levels : frames.length;
        response.body = {
            stackFrames: frames.slice(start, start + count).map((f, i) => {
                const id = (r!.pos + 1) * 8 + start + i;
                const source = f.file ? new Source(basename(f.file), this.clientPath(f.file)) : undefined;
                return new StackFrame(id, f.name, source, f.file ? this.convertDebuggerLineToClient(f.line) : 0, 1);
            }),
            totalFrames: frames.length,
        };
        this.sendResponse(response);
    }

    protected override scopesRequest(response: DebugProtocol.ScopesResponse): void {
        const s = this.runtime?.current;
        response.body = { scopes: s && this.variables ? this.variables.scopes(s) : [] };
        this.sendResponse(response);
    }

    protected override variablesRequest(response: DebugProtocol.VariablesResponse, args: DebugProtocol.VariablesArguments): void {
        response.body = { variables: this.variables?.variables(args.variablesReference) ?? [] };
        this.sendResponse(response);
    }

    protected override continueRequest(response: DebugProtocol.ContinueResponse): void {
        response.body = { allThreadsContinued: true };
        this.sendResponse(response);
        this.runtime?.continue();
    }

    protected override reverseContinueRequest(response: DebugProtocol.ReverseContinueResponse): void {
        this.sendResponse(response);
        this.runtime?.reverseContinue();
    }

    protected override nextRequest(response: DebugProtocol.NextResponse): void {
        this.sendResponse(response);
        this.runtime?.next();
    }

    protected override stepInRequest(response: DebugProtocol.StepInResponse): void {
        this.sendResponse(response);
        this.runtime?.stepIn();
    }

    protected override stepOutRequest(response: DebugProtocol.StepOutResponse): void {
        this.sendResponse(response);
        this.runtime?.stepOut();
    }

    protected override stepBackRequest(response: DebugProtocol.StepBackResponse): void {
        this.sendResponse(response);
        this.runtime?.stepBack();
    }

    protected override async evaluateRequest(response: DebugProtocol.EvaluateResponse, args: DebugProtocol.EvaluateArguments): Promise<void> {
        const r = this.runtime;
        if (!r || !this.variables) return this.sendErrorResponse(response, NOT_LAUNCHED, say(this.lang, 'debug.notLaunched'));
        // VS Code's hover takes the text around the mouse up to a space or bracket: `Аня:` in `Аня: Комиссар`.
        const expression = args.context === 'hover' ? args.expression.replace(/^["«]+|[:,;"».]+$/gu, '') : args.expression;
        const player = r.player(expression);
        if (player) {
            const v = this.variables.player(player);
            response.body = { result: v.value, variablesReference: v.variablesReference };
            return this.sendResponse(response);
        }
        // A hover over any other word says nothing rather than an error.
        if (args.context === 'hover' && !/[\s.(]/.test(expression.trim())) return this.sendErrorResponse(response, { id: NOT_LAUNCHED, format: '', showUser: false });
        const result = await r.evaluate(expression);
        if (!result.ok) return this.sendErrorResponse(response, { id: NOT_LAUNCHED, format: result.error, showUser: args.context !== 'hover' });
        response.body = { result: result.value, variablesReference: 0 };
        this.sendResponse(response);
    }

    protected override terminateRequest(response: DebugProtocol.TerminateResponse): void {
        this.sendResponse(response);
        this.sendEvent(new TerminatedEvent());
    }

    private clientPath(file: string): string {
        return this.clientPaths.get(resolve(file)) ?? this.convertDebuggerPathToClient(file);
    }
}
