// Random legal orders and votes for the coming phase of a running game: for benchmarks, fuzz
// tests and bots. Each living player uses each ability he may use with probability `act`,
// on random targets that pass the order checks (a few tries, then he skips it); a faction's
// shared action is given by one random member; each living player votes with probability `vote`.
import { comingPhase, inComingPhase } from './coming-phase.js';
import type { Game } from './game.js';
import type { ActionInput, PhaseInput, VoteInput } from './model/game-input.js';
import { checkOrder } from './orders.js';
import type { Prng } from './prng.js';
import type { PlayerState } from './state.js';
import type { AbilityDef } from './model/ruleset.js';

const NO_PARAMS: never[] = [];

type Param = AbilityDef['params'][number];
interface ToFill { needsRole: Param | undefined; players: readonly Param[] }
const toFill = new WeakMap<readonly Param[], ToFill>();
const NOTHING_TO_FILL: ToFill = { needsRole: undefined, players: NO_PARAMS };

/** The parameters random orders fill: a role or guess, and the required named player parameters
 *  (the Ventriloquist's chosen player: a random living player). Worked out once per list. */
function paramsToFill(params: readonly Param[]): ToFill {
    if (params.length === 0) return NOTHING_TO_FILL;
    let f = toFill.get(params);
    if (!f) {
        f = { needsRole: params.find((x) => x.kind === 'role' || x.kind === 'guise'), players: params.filter((x) => x.kind === 'player' && x.name && !x.optional) };
        toFill.set(params, f);
    }
    return f;
}

export interface RandomPhaseOptions { act?: number; vote?: number; tries?: number }

export function randomPhase(g: Game, rng: Prng, options: RandomPhaseOptions = {}): PhaseInput {
    const act = options.act ?? 0.8;
    const voteP = options.vote ?? 0.95;
    const tries = options.tries ?? 3;
    const actions: ActionInput[] = [];
    const sharedDone: string[] = [];
    const alive: readonly PlayerState[] = inComingPhase(g, () => {
        const alive: readonly PlayerState[] = g.census().alive;
        const phaseId = g.phase.id;
        let dead: readonly PlayerState[] | null = null;
        for (const p of alive) {
            const abilities = g.abilitiesOf(p);
            if (abilities.length === 0) continue;
            for (const a of abilities) {
                if (a.passive || (a.phases && !a.phases.includes(phaseId))) continue;
                if (a.shared && sharedDone.includes(a.key)) continue;
                if (rng.next() >= act) continue;
                const option = a.options.length > 0 ? a.options[rng.int(a.options.length)] : null;
                const target = option?.target !== undefined ? option.target : a.target;
                const pool = !target ? alive : target.filters.includes('dead') ? (dead ??= g.players.filter((x) => !x.alive)) : alive;
                if (target && pool.length === 0) continue;
                const { needsRole, players } = paramsToFill(option?.params ?? a.params);
                // A refusal whatever the targets (Game.refusedAnyTarget) stands for the other tries when they
                // draw no other arguments: they only draw their targets, as they would.
                const fixedArgs = !needsRole && players.length === 0;
                let refusedAll = false;
                for (let k = 0; k < tries; k++) {
                    const action: ActionInput = { actor: p.name, ability: a.id };
                    if (option) action.args = { option: option.id };
                    if (target) {
                        const n = target.upTo ? 1 + rng.int(target.count) : target.count;
                        const picks: string[] = [];
                        for (let j = 0; j < n; j++) picks.push(pool[rng.int(pool.length)].name);
                        action.targets = picks;
                    }
                    if (needsRole) {
                        const role = g.rs.roles[rng.int(g.rs.roles.length)];
                        (action.args ??= {})[needsRole.kind] = role.id;
                    }
                    if (players.length > 0) for (const x of players) (action.args ??= {})[x.name!] = alive[rng.int(alive.length)].name;
                    if (refusedAll) continue;
                    const checked = checkOrder(g, action);
                    if (typeof checked !== 'string') {
                        actions.push(action);
                        if (a.shared) sharedDone.push(a.key);
                        break;
                    }
                    refusedAll = fixedArgs && g.refusedAnyTarget;
                }
            }
        }
        return alive;
    });
    const votes: VoteInput[] = [];
    if (comingPhase(g).voting) {
        for (const p of alive) {
            if (rng.next() >= voteP) continue;
            let t = alive[rng.int(alive.length)];
            if (t === p && alive.length > 1) t = alive[(alive.indexOf(p) + 1) % alive.length];
            votes.push({ voter: p.name, target: t.name });
        }
    }
    return { actions, votes };
}
