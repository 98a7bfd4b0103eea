// Effect primitives, called by compiled effects. Each queues its change (see game.ts for the
// order in which a batch is applied); reading state inside an effect sees the state before the
// batch. An effect on a player an order is aimed at also reaches the players linked to him by
// `extend orders` (the Priest's guest). Every application is traced with the rule line.
import type { Ctx } from './context.js';
import { list, one } from './expressions.js';
import { AFTER, HARM, HEAL, SETUP, type Game, type KillInstance } from './game.js';
import { matcher } from './matching.js';
import type { DurationDef, EffectFn, Fn, RefString, SourceRef } from './ruleset.js';
import { active } from './state.js';
import { fill, texts } from './texts.js';
import { PhaseValue, RefValue } from './values.js';
import { declareWinners } from './win.js';

function hit(g: Game, c: Ctx, subjects: number[]): void {
    for (const s of subjects) g.facts.push({ kind: 'hit', subject: s, source: c.source });
}

/** `kill X [bloody] [then E]`: X dies unless protected; E runs after, with `victims` = who died. */
export function kill(c: Ctx, who: unknown, bloody: boolean, then: EffectFn | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    if (subjects.length === 0) { g.traceOn && g.log('failed', 'kill: nobody to kill', { source: c.source, src }); return; }
    hit(g, c, subjects);
    const inst: KillInstance | null = then ? { subjects, then, ctx: c, victims: [] } : null;
    g.enqueue(HARM, () => {
        for (const v of subjects) g.harm.push({ victim: v, kind: 'kill', amount: 0, bloody, source: c.source, ctx: c, src, effect: inst });
    });
}

/** `attack X for N` (protections from attacks apply) / `damage X for N` (only from damage). */
export function damage(c: Ctx, who: unknown, amount: number, attack: boolean, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    g.enqueue(HARM, () => {
        for (const v of subjects) g.harm.push({ victim: v, kind: attack ? 'attack' : 'damage', amount, bloody: false, source: c.source, ctx: c, src, effect: null });
    });
}

/** `heal X for N`: N lives back (up to the maximum); nothing in rule sets without lives. */
export function heal(c: Ctx, who: unknown, amount: number, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    g.enqueue(HEAL, () => {
        for (const v of subjects) {
            const p = g.players[v];
            if (!p.alive || p.hp === null) { g.traceOn && g.log('failed', `${p.name} cannot be healed`, { source: c.source, targets: [v], src }); continue; }
            const before = p.hp;
            g.setHp(p, before + amount);
            g.traceOn && g.log('applied', `${p.name} heals ${before} -> ${p.hp}`, { source: c.source, targets: [v], src });
        }
    });
}

/**
 * `protect X from kills|attacks|damage|everything [by S] [once] [unless C] [duration]`: the
 * next harm of that scope from S (any source if no `by`) does not happen. `unless C` is checked
 * when the harm arrives, with `target` = the protected player. `once`: the protection is spent
 * by the first harm it stops but holds to the end of that phase (any number of attackers).
 * Default duration: this phase.
 */
export function protect(c: Ctx, who: unknown, scope: 'kills' | 'attacks' | 'damage' | 'everything', sources: readonly RefString[] | null, once: boolean, unless: Fn<unknown> | null, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    const m = sources && sources.length > 0 ? matcher(g.ix, sources) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].protections.push({ ...span, scope, sources: m, once, usedAt: 0, unless, ctx: c.with({ target: v }), by: c.source, src });
            g.traceOn && g.log('applied', `${g.players[v].name} is protected from ${scope}${once ? ' once' : ''}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `block X [duration]`: X's orders that resolve later (a later stage or phase) fail. Default: this phase. */
export function block(c: Ctx, who: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].blocks.push(span);
            g.traceOn && g.log('applied', `${g.players[v].name} is blocked`, { source: c.source, targets: [v], src });
        }
    });
}

/** `give X status S [duration]`: default duration: the status's `lasts`, else the rest of the game. */
export function giveStatus(c: Ctx, who: unknown, status: string, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration ?? g.ix.statuses.get(status)?.lasts ?? null, 'game');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.addStatus(g.players[v], status, span.from, span.until);
            g.traceOn && g.log('applied', `${g.players[v].name} gets ${g.ix.statusTitle(status)}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `remove status S from X`. */
export function removeStatus(c: Ctx, who: unknown, status: string, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.removeStatus(g.players[v], status);
            g.traceOn && g.log('applied', `${g.players[v].name} loses ${g.ix.statusTitle(status)}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `extend orders on A to B [duration]`: orders aimed at A also touch B. Default: this phase. */
export function extend(c: Ctx, from: unknown, to: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const a = list(c, from);
    const b = list(c, to);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const x of a) for (const y of b) {
            if (x === y) continue;
            g.players[x].links.push({ ...span, to: y, src });
            g.traceOn && g.log('applied', `orders aimed at ${g.players[x].name} also touch ${g.players[y].name}`, { source: c.source, targets: [x, y], src });
        }
    });
}

/** `redirect X to Y`: X's orders that resolve later this phase go to Y instead. */
export function redirect(c: Ctx, who: unknown, to: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const dest = one(c, to);
    hit(g, c, subjects);
    if (dest < 0) return;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].redirects.push({ from: g.index, until: g.index, to: dest });
            g.traceOn && g.log('applied', `${g.players[v].name}'s orders go to ${g.players[dest].name}`, { source: c.source, targets: [v, dest], src });
        }
    });
}

/**
 * `learn P of X [as V] [to R] [unless C]`: R (default: the actor) learn property P of X: `role`
 * (as X appears to this ability: `appears as`), `faction`, `alignment` (the faction, or V),
 * `guise` (one random draw from X's guises), `hp`, `targets` / `visitors` (this phase's orders),
 * or a resource. Delivered at the end of the phase, unless C holds then.
 */
export function learn(c: Ctx, property: string, subject: unknown, answer: Fn<unknown> | null, recipients: unknown, unless: Fn<unknown> | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, subject));
    const to = recipients === null ? [c.actor >= 0 ? c.actor : c.self] : list(c, recipients);
    hit(g, c, subjects);
    g.enqueue(AFTER, () => {
        for (const s of subjects) {
            const value = answer ? display(g, answer(c.with({ target: s }))) : propertyValue(g, c, property, s);
            g.learns.push({ to: to.slice(), subject: s, property, value, title: c.source.title, unless, ctx: c, source: c.source, src });
        }
    });
}

function propertyValue(g: Game, c: Ctx, property: string, s: number): string | number {
    const p = g.players[s];
    const apparent = () => {
        const roleId = p.roles[0];
        for (const r of p.roles) {
            const role = g.ix.roles.get(r);
            const look = role?.appears.find((a) => a.to.length === 0 || a.to.includes(c.source.key));
            if (look) return look.as;
        }
        return roleId;
    };
    switch (property) {
        case 'role': return g.ix.roleTitle(apparent());
        case 'faction': case 'alignment': {
            const f = g.ix.roles.get(apparent())?.faction;
            return f ? g.ix.factionTitle(f) : '—';
        }
        case 'guise': {
            const pool = guisePool(g, s);
            if (pool.length === 0) return '—';
            const pick = pool[Math.floor(g.draw(`guise of ${p.name}`, c.source) * pool.length)];
            return g.ix.roleTitle(pick);
        }
        case 'hp': return p.hp ?? (p.alive ? 1 : 0);
        case 'targets': {
            const names = g.orders.filter((o) => o.actor === s && o.state === 'done').flatMap((o) => o.targets.map((x) => g.players[x].name));
            return names.length > 0 ? names.join(', ') : '—';
        }
        case 'visitors': {
            const names = g.orders.filter((o) => o.state === 'done' && o.effective.includes(s) && o.actor !== s).map((o) => g.players[o.actor].name);
            return names.length > 0 ? [...new Set(names)].join(', ') : '—';
        }
    }
    const key = property.toLowerCase();
    const def = g.rs.resources.find((r) => r.id.toLowerCase() === key || r.title.toLowerCase() === key);
    if (def) return def.scope === 'global' ? (g.globals.get(def.id) ?? def.initial) : (p.resources.get(def.id) ?? def.initial);
    return '?';
}

/** The guises a player shows now: his role's list plus added ones still in force. */
export function guisePool(g: Game, s: number): string[] {
    const p = g.players[s];
    const pool: string[] = [];
    for (const r of p.roles) pool.push(...(g.ix.roles.get(r)?.guises ?? []));
    for (const gr of p.guises) if (active(gr, g.index)) pool.push(gr.role);
    return pool;
}

/** How a value reads in a message: players by name, declarations by display name. */
export function display(g: Game, v: unknown): string {
    if (v instanceof RefValue) return g.ix.title({ kind: v.kind === 'guise' ? 'role' : v.kind, id: v.id });
    if (v instanceof PhaseValue) return String(v.number);
    if (typeof v === 'boolean') return v ? 'да' : 'нет';
    if (Array.isArray(v)) return v.map((x) => g.players[x]?.name ?? String(x)).join(', ');
    if (v === null || v === undefined) return '—';
    return String(v);
}

/** `add|subtract|set N [to|from|of] R [of X]`: X defaults to the acting player; global resources have no owner. */
export function resource(c: Ctx, op: 'add' | 'subtract' | 'set', amount: number, id: string, owner: unknown, src: SourceRef): void {
    const g = c.g;
    const def = g.ix.resources.get(id);
    if (!def) return;
    const owners = def.scope === 'global' ? [] : owner === null ? [c.self] : list(c, owner);
    g.enqueue(AFTER, () => {
        const next = (v: number) => {
            let r = op === 'add' ? v + amount : op === 'subtract' ? v - amount : amount;
            if (def.max !== null) r = Math.min(def.max, r);
            if (def.min !== null) r = Math.max(def.min, r);
            return r;
        };
        if (def.scope === 'global') {
            const before = g.globals.get(id) ?? def.initial;
            g.globals.set(id, next(before));
            g.traceOn && g.log('applied', `${def.title}: ${before} -> ${g.globals.get(id)}`, { source: c.source, src });
            return;
        }
        for (const o of owners) {
            const p = g.players[o];
            if (def === g.ix.hpResource) {
                const before = p.hp ?? 0;
                g.setHp(p, next(before));
                g.traceOn && g.log('applied', `${p.name}: ${def.title} ${before} -> ${p.hp}`, { source: c.source, targets: [o], src });
                if ((p.hp ?? 0) <= deathThreshold(def.thresholds) && p.alive) g.die(o, 'killed', c.source, false);
                continue;
            }
            const before = p.resources.get(id) ?? def.initial;
            const after = next(before);
            p.resources.set(id, after);
            g.traceOn && g.log('applied', `${p.name}: ${def.title} ${before} -> ${after}`, { source: c.source, targets: [o], src });
            g.applyThresholds(p, def.thresholds, after);
            if (def.thresholds.some((t) => t.death) && after <= deathThreshold(def.thresholds) && p.alive) g.die(o, 'killed', c.source, false);
        }
    });
}

function deathThreshold(ts: Array<{ value: number; death: boolean }>): number {
    return ts.filter((t) => t.death).reduce((m, t) => Math.max(m, t.value), -Infinity);
}

/** `announce "text"`: a public line in the host's post. Placeholders: {self} {actor} {target} {targets}. */
export function announce(c: Ctx, text: string, src: SourceRef): void {
    const g = c.g;
    g.enqueue(AFTER, () => {
        const msg = fill(text, placeholders(c));
        g.emit({ kind: 'message', public: true, text: msg });
        g.traceOn && g.log('applied', `announce: ${msg}`, { source: c.source, src });
    });
}

/** `tell R "text"`: a private message to R. */
export function tell(c: Ctx, recipients: unknown, text: string, src: SourceRef): void {
    const g = c.g;
    const to = list(c, recipients);
    g.enqueue(AFTER, () => {
        if (to.length === 0) return;
        const msg = fill(text, placeholders(c));
        g.emit({ kind: 'message', public: false, to: to.map((x) => g.players[x].name), text: msg });
        g.traceOn && g.log('applied', `tell ${to.map((x) => g.players[x].name).join(', ')}: ${msg}`, { source: c.source, targets: to, src });
    });
}

function placeholders(c: Ctx): Record<string, string> {
    const g = c.g;
    const name = (i: number) => (i >= 0 ? g.players[i].name : '');
    return { self: name(c.self), actor: name(c.actor), target: name(c.target), targets: c.targets.map(name).join(', '), victims: c.victims.map(name).join(', ') };
}

/** `change role of X to R`: R replaces the role in R's slot (or the only role); X is told. */
export function changeRole(c: Ctx, who: unknown, role: string, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(AFTER, () => {
        const def = g.ix.roles.get(role);
        if (!def) return;
        for (const v of subjects) {
            const p = g.players[v];
            const at = p.roles.findIndex((r) => (g.ix.roles.get(r)?.slot ?? null) === def.slot);
            const before = p.roles.map((r) => g.ix.roleTitle(r)).join(', ');
            const roles = p.roles.slice();
            roles[at >= 0 ? at : 0] = role;
            p.roles = roles;
            g.version++;
            for (const r of def.resources) if (!p.resources.has(r.id)) p.resources.set(r.id, r.value);
            g.emit({ kind: 'message', public: false, to: [p.name], text: texts.newRole(g, def.title) });
            g.traceOn && g.log('applied', `${p.name}: ${before} -> ${def.title}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `revive X`: X is alive again, with his starting lives. */
export function revive(c: Ctx, who: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(HEAL, () => {
        for (const v of subjects) {
            const p = g.players[v];
            if (p.alive) continue;
            p.alive = true;
            g.version++;
            p.deathPhase = 0;
            p.deathCause = '';
            if (p.hp !== null) g.setHp(p, g.startingHp(p));
            g.emit({ kind: 'message', public: true, text: `${p.name} возвращается в игру.` });
            g.traceOn && g.log('applied', `${p.name} is revived`, { source: c.source, targets: [v], src });
        }
    });
}

/** `win for X`: an instant win for X (players; a faction or role name means its members). */
export function win(c: Ctx, winners: unknown, src: SourceRef): void {
    const g = c.g;
    const who = winners instanceof RefValue ? (g.players.filter((p) => (winners.kind === 'role' ? p.roles.includes(winners.id) : g.factionsOf(p).includes(winners.id))).map((p) => p.index)) : list(c, winners);
    g.enqueue(AFTER, () => {
        if (g.winner || who.length === 0) return;
        g.traceOn && g.log('applied', `instant win for ${who.map((x) => g.players[x].name).join(', ')}`, { source: c.source, targets: who, src });
        declareWinners(g, who, null);
    });
}

export interface TimingDef { next: boolean; phase: string | null; stage: string | null; inPhases: number | null }

/**
 * `delay until next [P] [stage S]` / `until stage S` / `until in N phases [stage S]`: the body
 * runs then (at the stage, or at the phase start without one) with this context's variables.
 */
export function delay(c: Ctx, timing: TimingDef, body: EffectFn, src: SourceRef): void {
    const g = c.g;
    let phase = g.index;
    if (timing.inPhases !== null) phase = g.index + timing.inPhases;
    else if (timing.next) phase = timing.phase ? g.nextOfKind(g.index, timing.phase) : g.index + 1;
    else if (timing.stage !== null) {
        const order = g.ix.stageOrder.map((s) => s.id);
        if (order.indexOf(timing.stage) <= order.indexOf(g.stage.id)) phase = g.index + 1;
    }
    const entry = { phase, stage: timing.stage, body, ctx: c, src };
    g.enqueue(AFTER, () => {
        g.delayed.push(entry);
        g.traceOn && g.log('applied', `scheduled for phase ${phase}${timing.stage ? `, stage ${timing.stage}` : ''}`, { source: c.source, src });
    });
}

/** `host "text"`: something the engine cannot decide; the host is told to adjudicate it. */
export function hostNote(c: Ctx, text: string, src: SourceRef): void {
    const g = c.g;
    g.enqueue(AFTER, () => {
        const msg = fill(text, placeholders(c));
        g.emit({ kind: 'host', public: false, to: ['host'], text: msg });
        g.traceOn && g.log('info', `host: ${msg}`, { source: c.source, src });
    });
}

/** `vote weight|silence|immunity|cancel of X [by N] [duration]`: weight adds N to X's vote;
 *  silence: X cannot vote; immunity: votes against X do not count; cancel: X's vote does not count. */
export function voteMod(c: Ctx, kind: 'weight' | 'silence' | 'immunity' | 'cancel', who: unknown, amount: number, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].voteMods.push({ ...span, kind, amount });
            g.traceOn && g.log('applied', `${g.players[v].name}: vote ${kind}${kind === 'weight' ? ` ${amount >= 0 ? '+' : ''}${amount}` : ''}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `add guise R to X [times N] [duration]`: N more copies of R in X's guises. Default: for the game. */
export function addGuise(c: Ctx, role: string, who: unknown, times: number, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const span = g.span(duration, 'game');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            for (let i = 0; i < times; i++) g.players[v].guises.push({ ...span, role });
            g.traceOn && g.log('applied', `${g.players[v].name} gets ${times} × ${g.ix.roleTitle(role)} guise`, { source: c.source, targets: [v], src });
        }
    });
}

/** `reveal P of X`: a public announcement of X's role (or faction, hp, ...). */
export function reveal(c: Ctx, property: string, who: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(AFTER, () => {
        for (const v of subjects) {
            const p = g.players[v];
            const value = property === 'role' ? p.roles.map((r) => g.ix.roleTitle(r)).join(', ') : String(propertyValue(g, c, property, v));
            g.emit({ kind: 'reveal', public: true, subject: p.name, property, value, text: texts.reveal(g, p.name, [value]) });
            g.traceOn && g.log('applied', `reveal ${property} of ${p.name}: ${value}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `copy abilities of X to Y [duration]`: Y may use X's roles' abilities. Default: for the game. */
export function copy(c: Ctx, from: unknown, to: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const source = one(c, from);
    const targets = list(c, to);
    if (source < 0) return;
    const span = g.span(duration, 'game');
    g.enqueue(SETUP, () => {
        for (const v of targets) {
            g.players[v].copies.push({ ...span, roles: g.players[source].roles.slice() });
            g.traceOn && g.log('applied', `${g.players[v].name} gets the abilities of ${g.players[source].name}`, { source: c.source, targets: [v, source], src });
        }
    });
}

/** `with chance P E [else F]`: one draw from the game's PRNG (recorded in the trace). */
export function chance(c: Ctx, p: number, then: EffectFn, otherwise: EffectFn | null, src: SourceRef): void {
    const roll = c.g.draw(`with chance ${Math.round(p * 100)}% (line ${src.line})`, c.source);
    if (roll < p) then(c); else if (otherwise) otherwise(c);
}

/** `for each v in S E`: E once per member of S, in order. */
export function forEach(c: Ctx, set: unknown, body: (v: number) => void): void {
    for (const v of list(c, set)) body(v);
}

/** Runs an effect function in a context (used by delayed effects and triggers). */
export function run(c: Ctx, fn: EffectFn): void {
    fn(c);
}


/** An effect this runtime does not implement yet: never silently skipped, the host is told. */
export function unsupported(c: Ctx, kind: string, src: SourceRef): void {
    const g = c.g;
    g.enqueue(AFTER, () => {
        const text = `Ведущему: эффект ${kind} (строка ${src.line}) движок пока не разбирает — решите вручную.`;
        g.emit({ kind: 'host', public: false, to: ['host'], text });
        g.traceOn && g.log('failed', `${kind} is not implemented by the runtime: adjudicate by hand`, { source: c.source, src });
    });
}
