// Harm: every kill, attack and damage of a batch meets substitutes, cancels and protections, then
// the deaths are applied together (`on dying` triggers may still save a player; `on kill`
// triggers fire for every kill aimed, stopped or not).
import { HARM, type Game, type HarmAttempt, type KillInstance } from '../game.js';
import { joinKillers } from '../killers.js';
import { truthy } from '../model/values.js';
import { active, type PlayerState, type Protection } from '../state.js';
import { fireTriggers, type KillReach } from '../triggers.js';
import { stackDepth } from '../stacking.js';
import { say } from '../l10n/catalogue.js';

/** Meets every harm attempt of the batch with the protections, then applies the deaths together. */
export function resolveHarm(g: Game, continuations: Array<() => void>): void {
    if (g.harm.length === 0) return;
    const attempts = g.harm;
    g.harm = [];
    const dying = new Map<number, HarmAttempt>();
    const killers = new Map<number, number[]>();
    const killedBy = (victim: number, a: HarmAttempt) => {
        const list = killers.get(victim) ?? [];
        if (a.source.actor >= 0 && !list.includes(a.source.actor)) list.push(a.source.actor);
        killers.set(victim, list);
    };
    const instances = new Set<KillInstance>();
    // Kills aimed at each victim, prevented or not (`on kill` triggers: seed 003's Шахид, even when saved).
    const aimed = new Map<number, { a: HarmAttempt; actors: number[]; reach?: KillReach[] }>();
    const deathAt = g.deathThreshold();
    const noteAimed = (victim: number, a: HarmAttempt, depth: number) => {
        let at = aimed.get(victim);
        if (!at) aimed.set(victim, (at = { a, actors: a.source.actor >= 0 ? [a.source.actor] : [] }));
        else if (a.source.actor >= 0 && !at.actors.includes(a.source.actor)) at.actors.push(a.source.actor);
        // `on kill reaching`: how far into the victim's stack this kill gets (engine/stacking.ts).
        if (hasReachingKill(g) && a.source.actor >= 0) (at.reach ??= []).push({ actor: a.source.actor, depth });
    };
    for (const a of attempts) {
        if (a.effect?.then) instances.add(a.effect);
        // `substitute S for X on kills`: S takes the harm in X's place.
        // An unstoppable kill meets no defence at all: no substitute either (mafiascum's Hitman passes a Bodyguard).
        const passedOn: number[] = [];
        const looped = a.unstoppable ? false : substituteChain(g, a, passedOn);
        const v = g.players[a.victim];
        // A cancelled attack counts for nothing, not even as a late kill of someone already dead.
        if (a.kind !== 'damage' && attackCancelled(g, a)) {
            g.traceOn && g.log('blocked', say(g.lang, 'note.attack-cancelled', { player: v.name }), { source: a.source, targets: [a.victim], src: a.src });
            continue;
        }
        // The kill was aimed at each player a substitute took it from, the charge and every guard who passed it
        // on (mafiascum's Elite Bodyguard, whose own Bodyguard dies for him, still kills the attacker: ROLES.md 5.6).
        // A substitute's stop is outside every layer of the stack (depth 0: no `on kill reaching` hears it).
        if (a.kind === 'kill' && g.ix.triggersByEvent.has('kill')) for (const p of passedOn) if (p !== a.victim) noteAimed(p, a, 0);
        if (!v.alive) {
            if ((a.kind === 'kill' || !g.ix.hasLives) && joinKillers(g, a.victim, a.source)) {
                g.traceOn && g.log('applied', say(g.lang, 'note.also-killer', { player: v.name, killer: g.players[a.source.actor].name }), { source: a.source, targets: [a.victim], src: a.src });
            } else {
                g.traceOn && g.log('failed', say(g.lang, 'note.already-dead', { player: v.name }), { source: a.source, targets: [a.victim], src: a.src });
            }
            continue;
        }
        // Harm that reached the victim, stopped by a protection or not (`learn attackers`: seed 003's Свидетель).
        g.facts.push({ kind: 'aimed', subject: a.victim, source: a.source });
        if (a.kind === 'kill' && g.ix.triggersByEvent.has('kill')) noteAimed(a.victim, a, a.unstoppable || looped ? Infinity : hasReachingKill(g) ? outermostDefence(g, v, a) : 0);
        const prot = a.unstoppable || looped ? null : findProtection(g, v, a);
        if (prot) {
            g.facts.push({ kind: 'protected', subject: a.victim, source: prot.by });
            if (prot.once) {
                prot.usedAt = g.index;
                // A passive's protection is given again every phase; `once` spends it for the game (this
                // holder's: another holder of the same ability still protects).
                if (prot.key && prot.by.kind === 'ability' && g.ix.abilities.get(prot.key)?.passive) (v.spentOnce ??= new Set()).add(`${prot.ctx.self}:${prot.key}`);
            }
            g.traceOn && g.log('protected', say(g.lang, prot.once ? 'note.protected-by-once' : 'note.protected-by', { player: v.name, by: prot.by.title }), { source: a.source, targets: [a.victim], src: a.src });
            continue;
        }
        g.facts.push({ kind: 'harmed', subject: a.victim, source: a.source });
        if (a.kind === 'kill' || !g.ix.hasLives) {
            // A kill takes every life: an `on dying` trigger that leaves lives above the death line saves him.
            if (g.ix.hasLives && (v.hp ?? 0) > deathAt) g.setHp(v, deathAt);
            if (!dying.has(a.victim)) dying.set(a.victim, a);
            killedBy(a.victim, a);
            g.facts.push({ kind: 'killed', subject: a.victim, source: a.source });
            g.traceOn && g.log('applied', say(g.lang, 'note.killed', { player: v.name }), { source: a.source, targets: [a.victim], src: a.src });
            continue;
        }
        const amount = a.unstoppable ? a.amount : Math.max(0, a.amount - reduction(g, v, a));
        const before = v.hp ?? 0;
        g.setHp(v, before - amount);
        v.damageTaken += before - (v.hp ?? 0);
        g.traceOn && g.log('applied', say(g.lang, amount < a.amount ? 'note.loses-stopped' : 'note.loses', { player: v.name, amount, before: String(before), after: String(v.hp), stopped: a.amount - amount }), { source: a.source, targets: [a.victim], src: a.src });
        if ((v.hp ?? 0) <= deathAt && !dying.has(a.victim)) {
            dying.set(a.victim, a);
            killedBy(a.victim, a);
            g.facts.push({ kind: 'killed', subject: a.victim, source: a.source });
        }
    }
    // `on dying` triggers may still save the player (seed 000's Запрещённые препараты set his lives to 1).
    if (dying.size > 0 && g.ix.triggersByEvent.has('dying')) {
        for (const [victim, a] of [...dying]) {
            fireTriggers(g, 'dying', { subject: victim, source: a.source, actor: a.source.actor, attackers: killers.get(victim) });
            flushNow(g);
            const v = g.players[victim];
            if (g.ix.hasLives && (v.hp ?? 0) > deathAt) {
                dying.delete(victim);
                g.traceOn && g.log('protected', say(g.lang, 'note.survives', { player: v.name }), { source: a.source, targets: [victim], src: a.src });
            }
        }
    }
    for (const [victim, a] of dying) {
        g.die(victim, a.bloody ? 'bloody' : 'killed', a.source, a.reveal === 'revealed', killers.get(victim), a.reveal === 'hidden');
        for (const inst of instances) if (inst.subjects.includes(victim)) inst.victims.push(victim);
    }
    for (const [victim, { a, actors, reach }] of aimed) {
        fireTriggers(g, 'kill', { subject: victim, source: a.source, actor: a.source.actor, attackers: actors, ...(reach ? { reach } : {}) });
    }
    for (const inst of instances) {
        const then = inst.then!;
        continuations.push(() => then(inst.ctx.with({ victims: inst.victims })));
    }
}

/**
 * Moves the harm along `substitute … on kills` (a Bodyguard dies for his charge): S in X's place, and
 * on to whoever substitutes for S in turn (ROLES.md 5.6: "B can be doctored, or guarded in turn").
 * A chain that comes back to a player already in it ends there, and the kill is unprotectable for him
 * (true is returned). `passedOn` gets each player the kill was taken from on the way (the charge, the guards
 * guarded in turn). Under natural resolution a guard stays in place for the whole night: once the
 * guard is dead, a further kill on the charge lands on him and is void (calder/mafia: B only dies
 * once, and his guard stops every kill on the charge); the stage order skips a dead substitute.
 */
function substituteChain(g: Game, a: HarmAttempt, passedOn: number[]): boolean {
    const chain = [a.victim];
    for (;;) {
        // Natural resolution (ROLES.md 5.6, calder's resolve_kill): a kill on one already dead is void at
        // once; a dead charge's guard, or a dead guard's own guard, takes nothing.
        if (g.natural && !g.players[a.victim].alive) return false;
        const sub = g.natural ? substituteEvenDead(g, a.victim) : g.substituteFor(a.victim, 'kills');
        if (sub < 0 || sub === a.victim) return false;
        g.traceOn && g.log('redirected', say(g.lang, 'note.substitute', { sub: g.players[sub].name, player: g.players[a.victim].name }), { source: a.source, targets: [a.victim, sub], src: a.src });
        if (!passedOn.includes(a.victim)) passedOn.push(a.victim);
        a.victim = sub;
        if (chain.includes(sub)) return true;
        chain.push(sub);
    }
}

/** The latest-placed substitute for kills on `victim` in force now, alive or not (natural resolution: ROLES.md 5.6, the most recently applied defence first). */
function substituteEvenDead(g: Game, victim: number): number {
    const subs = g.players[victim].substitutes;
    for (let i = subs.length - 1; i >= 0; i--) if (subs[i].scope === 'kills' && active(subs[i], g.index)) return subs[i].by;
    return -1;
}

/** Applies queued effects now, in the middle of a batch (`on dying` triggers). */
function flushNow(g: Game): void {
    const outer = g.pending;
    const outerHarm = g.harm;
    g.pending = [];
    g.harm = [];
    for (const p of outer.filter((x) => x.cat !== HARM)) p.run();
    const mine = g.pending;
    g.pending = outer.filter((x) => x.cat === HARM);
    for (const p of mine) if (p.cat !== HARM) p.run();
    g.harm = outerHarm;
}

/** `cancel attacks by X on Y`. */
function attackCancelled(g: Game, a: HarmAttempt): boolean {
    for (const c of g.cancels) {
        if (!active(c, g.index) || !c.attacks) continue;
        if (c.actors && !c.actors.includes(a.source.actor)) continue;
        if (c.targets && !c.targets.includes(a.victim)) continue;
        return true;
    }
    return false;
}

/** How much `reduce` takes off this harm. */
export function reduction(g: Game, v: PlayerState, a: HarmAttempt): number {
    let n = 0;
    for (const r of v.reductions) {
        if (!active(r, g.index)) continue;
        if (r.scope === 'attacks' && a.kind !== 'attack') continue;
        if (r.except?.source(a.source)) continue;
        n += r.amount;
    }
    return n;
}

function findProtection(g: Game, v: PlayerState, a: HarmAttempt): Protection | null {
    let onceFound: Protection | null = null;
    for (const p of v.protections) {
        if (!protectionApplies(g, v, a, p)) continue;
        if (!p.once) return p;
        onceFound ??= p;
    }
    return onceFound;
}

function protectionApplies(g: Game, v: PlayerState, a: HarmAttempt, p: Protection): boolean {
    const usable = p.once ? (p.usedAt === 0 && active(p, g.index)) || p.usedAt === g.index : active(p, g.index);
    if (!usable) return false;
    if (!covers(p.scope, a.kind)) return false;
    if (p.sources && !p.sources.source(a.source)) return false;
    if (p.except?.source(a.source)) return false;
    if (p.unless && truthy(p.unless(p.ctx.with({ target: v.index })))) return false;
    return true;
}

const reachingKill = new WeakMap<object, boolean>();

function hasReachingKill(g: Game): boolean {
    let has = reachingKill.get(g.ix);
    if (has === undefined) reachingKill.set(g.ix, (has = g.ix.triggersByEvent.get('kill')?.some((t) => t.reaching) ?? false));
    return has;
}

/**
 * The layer of the victim's stack at which a kill is stopped: the depth of the outermost defence that
 * applies (0: a protection placed on him, a Doctor's; then his modifiers in the order dealt; his base
 * role innermost, stackDepth), or Infinity when none does.
 */
function outermostDefence(g: Game, v: PlayerState, a: HarmAttempt): number {
    let depth = Infinity;
    for (const p of v.protections) {
        if (!protectionApplies(g, v, a, p)) continue;
        const def = p.by.kind === 'ability' && p.by.actor === v.index ? g.ix.abilities.get(p.by.key) : undefined;
        const layer = def && def.passive && def.ownerKind === 'role' ? stackDepth(v.roles, def.owner, (r) => !!g.ix.roles.get(r)?.modifier) : 0;
        if (layer < depth) depth = layer;
    }
    return depth;
}

function covers(scope: Protection['scope'], kind: HarmAttempt['kind']): boolean {
    switch (scope) {
        case 'kills': return kind === 'kill';
        case 'attacks': return kind === 'kill' || kind === 'attack';
        case 'damage': case 'everything': return true;
    }
}
