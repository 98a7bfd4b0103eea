// Part 4: random games of every shipped rule set, compiled by `mafia generate` (what users run),
// played with the runtime's random legal orders plus orders by dead players, checked against
// invariants after every phase:
//   dead-order     no order by a player dead at the phase start is accepted (it is in `rejected`)
//   negative-hp    no player row has a negative hp
//   winner         `winner` is null until the phase whose win event sets it; no phase runs after a win
//   replay         the same game JSON and seed give the same result JSON (twice through runGame)
//   orders         (reported, not failing) every order given is carried out (a trace step of that
//                  actor and ability) or listed in `rejected` with a reason
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Runtime from '../../engine/index.js';
import type { ActionInput, GameInput, PhaseInput, PhaseResult, RuleSet } from '../../engine/index.js';
import { CrashLog, signatureOf } from './crashes.js';
import { Rand, root } from './mutate.js';

export const RULESETS = ['examples/seed-000/rules.mafia', 'examples/seed-002/rules.mafia', 'examples/seed-003/rules.mafia', 'bench/vanilla.mafia',
    // actions on actions under `resolution natural` (held orders, second orders, loops)
    'test/fixtures/nar/actions.mafia'];
/** Phases per fuzzed game before it counts as "did not end" (the engine's own limit is higher). */
const MAX_PHASES = 300;

export interface Compiled { path: string; ruleset: RuleSet; runtime: typeof Runtime }

/** `mafia generate RULESET -o DIR` (one folder per rule set: the seeds' files are all rules.mafia), then the module. */
export async function compileRuleSets(): Promise<{ compiled: Compiled[]; cleanup: () => void }> {
    const work = mkdtempSync(join(tmpdir(), 'mafia-fuzz-gen-'));
    const compiled: Compiled[] = [];
    for (const [i, path] of RULESETS.entries()) {
        const out = join(work, String(i));
        mkdirSync(out);
        const done = spawnSync(process.execPath, [join(root, 'bin/mafia.cjs'), 'generate', join(root, path), '-o', out], { encoding: 'utf8' });
        if (done.status !== 0) throw new Error(`mafia generate ${path} failed:\n${done.stdout}${done.stderr}`);
        const name = path.split('/').pop()!.replace(/\.mafia$/, '');
        const mod = await import(pathToFileURL(join(out, `${name}.mjs`)).href) as { ruleset: RuleSet; runtime: typeof Runtime };
        compiled.push({ path, ...mod });
    }
    return { compiled, cleanup: () => rmSync(work, { recursive: true, force: true }) };
}

/** A deal that fits the rule set: one role per slot (or one role), unique slots respected, within its player range. */
export function randomDeal(rs: RuleSet, r: Rand): GameInput['players'] {
    const unique = rs.slots.filter((s) => s.unique).map((s) => rs.roles.filter((x) => x.slot === s.id).length);
    const most = Math.min(rs.setup.players?.max ?? 30, unique.length > 0 ? Math.min(...unique) : 30);
    const least = Math.min(most, Math.max(rs.setup.players?.min ?? 4, 4));
    const n = least + r.int(most - least + 1);
    const taken = new Map<string, Set<string>>();
    const players: GameInput['players'] = [];
    for (let i = 0; i < n; i++) {
        const roles: string[] = [];
        for (const slot of rs.slots.length > 0 ? rs.slots.map((s) => s.id) : [null]) {
            const pool = rs.roles.filter((x) => x.slot === slot && !taken.get(slot ?? '')?.has(x.id));
            if (pool.length === 0) continue;
            const role = r.pick(pool);
            if (rs.slots.find((s) => s.id === slot)?.unique) taken.set(slot!, (taken.get(slot!) ?? new Set()).add(role.id));
            roles.push(role.title);
        }
        players.push({ name: `Игрок ${i + 1}`, roles });
    }
    return players;
}

export interface GameStats {
    games: number; phases: number; deals: number; wins: number; draws: number; unfinished: number; crashes: number;
    violations: Record<string, number>; ordersGiven: number; ordersUnaccounted: number;
    perRuleSet: Record<string, { games: number; unfinished: number; unaccounted: number }>;
    /** Unaccounted orders per `rule set: ability`. */
    unaccountedBy: Record<string, number>;
    examples: string[];
}

function violation(stats: GameStats, kind: string, example: string): void {
    stats.violations[kind] = (stats.violations[kind] ?? 0) + 1;
    if (stats.examples.filter((e) => e.startsWith(`${kind}:`)).length < 5) stats.examples.push(`${kind}: ${example}`);
}

/** Every name an order for this ability can show up under in a trace step or a rejection. */
function abilityNames(rs: RuleSet, id: string): Set<string> {
    const names = new Set<string>([id]);
    for (const a of rs.abilities) {
        if (a.id !== id) continue;
        names.add(a.title);
        for (const o of a.options) { names.add(o.id); if (o.title) names.add(o.title); }
    }
    return names;
}

/** The order is carried out (a trace step of its actor and ability) or listed in `rejected` with a reason. */
export function accounted(rs: RuleSet, a: ActionInput, result: PhaseResult): boolean {
    const names = abilityNames(rs, a.ability ?? '');
    if (result.rejected.some((x) => x.actor === a.actor && x.reason && (names.has(x.ability) || x.ability === a.ability))) return true;
    return (result.trace ?? []).some((t) => t.actor === a.actor && t.outcome !== 'rejected' && t.ability !== null && names.has(t.ability));
}

/** Orders by dead players: one of their role's abilities, random living targets. */
function deadOrders(g: Runtime.Game, r: Rand): ActionInput[] {
    const out: ActionInput[] = [];
    const living = g.players.filter((p) => p.alive);
    for (const p of g.players) {
        if (p.alive || !r.chance(0.3) || living.length === 0) continue;
        const abilities = g.abilitiesOf(p).filter((a) => !a.passive);
        const a = abilities.length > 0 ? r.pick(abilities) : r.pick(g.rs.abilities);
        if (!a) continue;
        out.push({ actor: p.name, ability: a.id, targets: [r.pick(living).name] });
    }
    return out;
}

function checkPhase(stats: GameStats, c: Compiled, g: Runtime.Game, input: PhaseInput, result: PhaseResult, deadAtStart: Set<string>, label: string): void {
    for (const a of input.actions ?? []) {
        const names = abilityNames(c.ruleset, a.ability ?? '');
        const rejected = result.rejected.some((x) => x.actor === a.actor && x.reason && (names.has(x.ability) || x.ability === a.ability));
        if (deadAtStart.has(a.actor)) {
            if (!rejected) violation(stats, 'dead-order', `${label}: ${a.actor} (dead) ${a.ability} -> ${a.targets?.join(', ')} was not rejected`);
            continue;
        }
        stats.ordersGiven++;
        if (!accounted(c.ruleset, a, result)) {
            stats.ordersUnaccounted++;
            stats.perRuleSet[c.path].unaccounted++;
            const key = `${c.path}: ${a.ability}`;
            stats.unaccountedBy[key] = (stats.unaccountedBy[key] ?? 0) + 1;
            if (stats.unaccountedBy[key] <= 2) stats.examples.push(`orders: ${label}: ${a.actor} ${a.ability}${a.args ? ` ${JSON.stringify(a.args)}` : ''} -> ${a.targets?.join(', ') ?? ''}: neither a trace step nor rejected`);
        }
    }
    for (const row of result.players) {
        if (row.hp !== null && row.hp < 0) violation(stats, 'negative-hp', `${label}: ${row.name} hp ${row.hp}`);
    }
    const winEvents = result.events.filter((e) => e.kind === 'win').length;
    if ((result.winner !== null) !== (g.winner !== null)) violation(stats, 'winner', `${label}: the phase's winner ${JSON.stringify(result.winner)} is not the game's`);
    if (result.winner !== null && winEvents === 0) violation(stats, 'winner', `${label}: a winner without a win event`);
    if (result.winner === null && winEvents > 0) violation(stats, 'winner', `${label}: a win event while the game goes on`);
}

export async function fuzzGames(seed: number, maxGames: number, until: number, log: CrashLog, compiled: Compiled[]): Promise<GameStats> {
    const stats: GameStats = { games: 0, phases: 0, deals: 0, wins: 0, draws: 0, unfinished: 0, crashes: 0, violations: {}, ordersGiven: 0, ordersUnaccounted: 0, perRuleSet: {}, unaccountedBy: {}, examples: [] };
    for (const c of compiled) stats.perRuleSet[c.path] = { games: 0, unfinished: 0, unaccounted: 0 };
    for (let n = 0; n < maxGames && Date.now() < until; n++) {
        const c = compiled[n % compiled.length];
        const gameSeed = seed * 1_000_003 + n;
        const r = new Rand(gameSeed);
        const { runtime, ruleset } = c;
        const players = randomDeal(ruleset, r);
        const phases: PhaseInput[] = [];
        const label = (k: number) => `${c.path} game seed ${gameSeed} phase ${k}`;
        let g: Runtime.Game;
        try {
            g = runtime.startGame(ruleset, { players, seed: gameSeed }, { trace: true });
        } catch (e) {
            if (e instanceof runtime.DealError) { stats.deals++; continue; }
            throw e;
        }
        stats.games++;
        stats.perRuleSet[c.path].games++;
        const live: PhaseResult[] = [];
        try {
            for (let k = 1; k <= MAX_PHASES && !g.winner; k++) {
                const input = runtime.randomPhase(g, r.prng, { act: 0.8, vote: 0.9 });
                if (r.chance(0.3)) input.actions = [...(input.actions ?? []), ...deadOrders(g, r)];
                const deadAtStart = new Set(g.players.filter((p) => !p.alive).map((p) => p.name));
                phases.push(input);
                const result = g.runPhase(input);
                live.push(result);
                stats.phases++;
                checkPhase(stats, c, g, input, result, deadAtStart, label(k));
            }
            if (!g.winner) {
                stats.unfinished++;
                stats.perRuleSet[c.path].unfinished++;
                // Who is left when a game does not end: what a draw rule (or the phase limit) must cover.
                const left = g.players.filter((p) => p.alive).map((p) => p.roles.map((x) => c.ruleset.roles.find((role) => role.id === x)?.title ?? x).join('+'));
                if (stats.examples.filter((e) => e.startsWith(`unfinished: ${c.path}`)).length < 4) stats.examples.push(`unfinished: ${c.path} game seed ${gameSeed}: after ${MAX_PHASES} phases ${left.length} alive: ${left.join(', ')}`);
            }
            else if ('draw' in (g.winnerJson() ?? {})) stats.draws++;
            else stats.wins++;
            // Replays: the same JSON and seed give the same result, and phases listed after a win are not run.
            if (n % 4 === 0 || g.winner) {
                const extra = g.winner ? [{}, {}] : [];
                const game: GameInput = { players, seed: gameSeed, phases: [...phases, ...extra] };
                const once = JSON.stringify(runtime.runGame(ruleset, game, { trace: true }));
                const again = runtime.runGame(ruleset, game, { trace: true });
                if (JSON.stringify(again) !== once) violation(stats, 'replay', `${label(phases.length)}: two runs of the same game JSON differ`);
                if (JSON.stringify(again.phases.slice(0, live.length)) !== JSON.stringify(live)) violation(stats, 'replay', `${label(phases.length)}: runGame differs from the game played phase by phase`);
                if (again.phases.length > phases.length) violation(stats, 'winner', `${label(phases.length)}: runGame ran ${again.phases.length - phases.length} phase(s) after the win`);
            }
        } catch (e) {
            stats.crashes++;
            const signature = signatureOf(e);
            const game = JSON.stringify({ ruleset: join(root, c.path), seed: gameSeed, players, phases }, null, 1);
            if (log.add('games', signature, `${e instanceof Error ? e.stack : String(e)}\n\n${label(phases.length)}`, game, 'json')) {
                log.save('games', signature, game, `reproduce: node bin/mafia.cjs run FILE --trace (the last phase throws)`);
            }
        }
    }
    return stats;
}
