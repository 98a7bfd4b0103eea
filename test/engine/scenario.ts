// A small kit for tests that read like games:
//
//   const game = await scenario(SEED_002)
//       .deal({ Аня: 'Комиссар', Боря: 'Священник', Вера: 'Мафия', Гоша: 'Мирный житель' })
//       .day()                                   // nobody votes
//       .night('Боря: Беседы о вечном → Аня', 'Аня: Проверка → Вера', 'Вера: Выстрел → Гоша')
//       .run();
//   expect(game.deaths('night 1')).toEqual(['Гоша']);
//   expect(game.learned('Аня')).toEqual([]);
//
// Orders are `Actor: Ability → Target, Target` (ability and targets optional: `Макс: Засада`,
// `Аня → Боря` omits the ability), with `[role=X]`/`[option=Y]` arguments at the end; votes are
// `Voter → Target` (`Voter → Target (за)`: a vote for, under signed voting). `.day({ hang: 'Гоша' })` has every other living player who has not voted yet vote for
// Гоша (and Гоша for the first of them), the usual way to get through a day in a test.
import type { ActionInput, GameInput, PhaseInput, VoteInput } from '../../engine/model/game-input.js';
import type { GameEvent, GameResult, PhaseResult, Rejected, TraceEntry } from '../../engine/model/result.js';
import { runGame } from '../../engine/run.js';
import type { RuleSet } from '../../engine/model/ruleset.js';
import { compiledRules } from './compile.js';

type DayOptions = { hang?: string; votes?: string[]; host?: Array<{ remove: string; reveal?: boolean }> };

export function scenario(rulesPath: string): Scenario {
    return new Scenario(rulesPath);
}

export class Scenario {
    private players: GameInput['players'] = [];
    private readonly phases: Array<PhaseInput | ((alive: string[]) => PhaseInput)> = [];
    private seed = 1;

    constructor(private readonly rulesPath: string) {}

    /** One role per player (`{ Аня: 'Комиссар' }`), or several for rule sets with role slots (`{ Аня: ['Политик', 'Сыщик'] }`). */
    deal(roles: Record<string, string | string[]>): this {
        this.players = Object.entries(roles).map(([name, role]) => ({ name, roles: Array.isArray(role) ? [...role] : [role] }));
        return this;
    }

    withSeed(seed: number): this { this.seed = seed; return this; }

    /** A dealt player's grammatical gender, as a game script gives it (`Катя (ж):`). */
    gender(name: string, gender: 'm' | 'f'): this {
        const p = this.players.find((x) => x.name === name);
        if (!p) throw new Error(`no player ${name} in the deal`);
        p.gender = gender;
        return this;
    }

    /** Host tags of a dealt player (seed 003: first-night immunity, the Путана's side, the Детектив's employer). */
    tag(name: string, ...tags: string[]): this {
        const p = this.players.find((x) => x.name === name);
        if (!p) throw new Error(`no player ${name} in the deal`);
        p.tags = [...(p.tags ?? []), ...tags];
        return this;
    }

    /** A day: `day('Аня → Боря', ...)` lists votes; `day({ hang: 'Гоша' })` lynches Гоша. */
    day(...args: Array<string | DayOptions>): this {
        const options = args.find((a): a is DayOptions => typeof a === 'object') ?? {};
        const strings = args.filter((a): a is string => typeof a === 'string');
        const orders = strings.filter((s) => s.includes(':'));
        const votes = [...strings.filter((s) => !s.includes(':')), ...(options.votes ?? [])];
        if (options.hang) {
            const victim = options.hang;
            const explicit = votes.map(parseVote);
            const voted = new Set(explicit.map((v) => v.voter));
            this.phases.push((alive) => ({
                actions: orders.map(parseOrder),
                votes: [
                    ...explicit,
                    ...alive.filter((p) => p !== victim && !voted.has(p)).map((p) => ({ voter: p, target: victim })),
                    ...(alive.includes(victim) && !voted.has(victim) ? [{ voter: victim, target: alive.find((p) => p !== victim)! }] : []),
                ],
                ...(options.host ? { host: options.host } : {}),
            }));
        } else {
            this.phases.push({ actions: orders.map(parseOrder), votes: votes.map(parseVote), ...(options.host ? { host: options.host } : {}) });
        }
        return this;
    }

    /** A night: orders, and votes (`Voter → Target`, for rule sets that vote at night too). */
    night(...orders: string[]): this {
        const votes = orders.filter((s) => !s.includes(':'));
        this.phases.push({ actions: orders.filter((s) => s.includes(':')).map(parseOrder), ...(votes.length > 0 ? { votes: votes.map(parseVote) } : {}) });
        return this;
    }

    /** The game JSON this scenario plays (`alive` for `hang` days is computed by running). */
    async run(options: { trace?: boolean } = {}): Promise<Played> {
        const rules = await compiledRules(this.rulesPath);
        const input: GameInput = { players: this.players, seed: this.seed, phases: [] };
        // Phases that depend on who is alive are resolved by replaying the game so far.
        for (const ph of this.phases) {
            if (typeof ph === 'function') {
                const sofar = runGame(rules, input, { lang: 'en' });
                const last = sofar.phases[sofar.phases.length - 1];
                const alive = last ? last.players.filter((p) => p.alive).map((p) => p.name) : this.players.map((p) => p.name);
                input.phases!.push(ph(alive));
            } else input.phases!.push(ph);
        }
        // The scenarios assert what happens, worded in English (test/l10n checks the Russian words).
        return new Played(rules, input, runGame(rules, input, { trace: options.trace ?? true, lang: 'en' }));
    }
}

export function parseOrder(text: string): ActionInput {
    const colon = text.indexOf(':');
    const actor = text.slice(0, colon).trim();
    let rest = text.slice(colon + 1).trim();
    const args: Record<string, string> = {};
    rest = rest.replace(/\[([^\]=\s]+)=([^\]]+)\]/g, (_, k: string, v: string) => { args[k] = v.trim(); return ''; }).trim();
    const [abilityPart, targetPart] = rest.split('→').map((s) => s.trim());
    const action: ActionInput = { actor };
    if (abilityPart) action.ability = abilityPart;
    if (targetPart) action.targets = targetPart.split(',').map((s) => s.trim()).filter(Boolean);
    if (Object.keys(args).length > 0) action.args = args;
    return action;
}

export function parseVote(text: string): VoteInput {
    // `Voter → Target (за)` is a vote for (blue, in defence of) the target under signed voting (seed 003).
    const blue = /\s*\(за\)\s*$/.exec(text);
    const [voter, target] = (blue ? text.slice(0, blue.index) : text).split('→').map((s) => s.trim());
    return blue ? { voter, target, kind: 'for' } : { voter, target };
}

/** A played game and questions about it. Phases are named `day 1`, `night 2`, ... */
export class Played {
    constructor(readonly rules: RuleSet, readonly input: GameInput, readonly result: GameResult) {}

    phase(label: string): PhaseResult {
        const [kind, n] = label.split(' ');
        const p = this.result.phases.find((x) => x.phase.kind === kind && x.phase.number === Number(n));
        if (!p) throw new Error(`no ${label} in this game (phases: ${this.result.phases.map((x) => `${x.phase.kind} ${x.phase.number}`).join(', ')})`);
        return p;
    }

    private events(label?: string): GameEvent[] {
        return label ? this.phase(label).events : this.result.phases.flatMap((p) => p.events);
    }

    /** Who died (death events), in order. */
    deaths(label?: string): string[] {
        return this.events(label).filter((e) => e.kind === 'death').map((e) => e.subject!);
    }

    /** What a player learned (not counting the deal): `Subject: value`. */
    learned(player: string, label?: string): string[] {
        return this.events(label).filter((e) => e.kind === 'learn' && !e.deal && e.to?.includes(player)).map((e) => `${e.subject}: ${e.value}`);
    }

    /** Private messages and learns a player received (deal included). */
    told(player: string, label?: string): string[] {
        return this.events(label).filter((e) => !e.public && e.to?.includes(player)).map((e) => e.text);
    }

    publicPost(label: string): string[] {
        return this.events(label).filter((e) => e.public).map((e) => e.text);
    }

    rejected(label: string): Rejected[] {
        return this.phase(label).rejected;
    }

    trace(label: string): TraceEntry[] {
        return this.phase(label).trace ?? [];
    }

    /** Outcomes of a player's orders in a phase (from the trace): `blocked`, `failed`, `applied`... */
    outcomes(label: string, actor: string): string[] {
        return this.trace(label).filter((t) => t.actor === actor && t.outcome !== 'info' && t.outcome !== 'draw').map((t) => t.outcome);
    }

    alive(player: string): boolean {
        const last = this.result.phases[this.result.phases.length - 1];
        const row = last.players.find((p) => p.name === player);
        if (!row) throw new Error(`no player ${player}`);
        return row.alive;
    }

    role(player: string): string {
        const last = this.result.phases[this.result.phases.length - 1];
        return last.players.find((p) => p.name === player)!.roles.join(', ');
    }

    resource(player: string, resource: string): number | undefined {
        const last = this.result.phases[this.result.phases.length - 1];
        return last.players.find((p) => p.name === player)!.resources[resource];
    }

    get winner(): GameResult['winner'] { return this.result.winner; }
}
