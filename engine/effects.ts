// Effect primitives, called by compiled effects. Each queues its change (see game.ts for the
// order in which a batch is applied); reading state inside an effect sees the state before the
// batch. An effect on a player an order is aimed at also reaches the players linked to him by
// `extend orders` (the Priest's guest). Every application is traced with the rule line.
import { Ctx as CtxClass, type ActionSource, type Ctx } from './context.js';
import { normalizeName } from './names.js';
import { list, one, resourceOrSlot } from './expressions.js';
import { AFTER, HARM, HEAL, SETUP, truthy, type Game, type KillInstance } from './game.js';
import { matcher } from './matching.js';
import { findPerformed } from './orders.js';
import { fireTriggers } from './triggers.js';
import type { DurationDef, EffectFn, Fn, RefString, SourceRef } from './ruleset.js';
import { active, FOREVER, RECORD_KINDS, type Immunity, type Timed } from './state.js';
import { fill, texts } from './texts.js';
import { DealValue, PhaseValue, RefValue } from './values.js';
import { anyoneCoWinners, declareWinners } from './win.js';

function hit(g: Game, c: Ctx, subjects: number[]): void {
    for (const s of subjects) g.facts.push({ kind: 'hit', subject: s, source: c.source });
}

/** `kill X [bloody] [then E]`: X dies unless protected; E runs after, with `victims` = who died. */
export function kill(c: Ctx, who: unknown, bloody: boolean, then: EffectFn | null, src: SourceRef, opts?: { reveal: 'revealed' | 'hidden' | null; unstoppable: boolean } | null): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    if (subjects.length === 0) { g.traceOn && g.log('failed', 'kill: nobody to kill', { source: c.source, src }); return; }
    hit(g, c, subjects);
    const inst: KillInstance | null = then ? { subjects, then, ctx: c, victims: [] } : null;
    g.enqueue(HARM, () => {
        for (const v of subjects) g.harm.push({ victim: v, kind: 'kill', amount: 0, bloody, unstoppable: opts?.unstoppable, reveal: opts?.reveal, source: c.source, ctx: c, src, effect: inst });
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
export function protect(c: Ctx, who: unknown, scope: 'kills' | 'attacks' | 'damage' | 'everything', sources: readonly RefString[] | null, once: boolean, unless: Fn<unknown> | null, duration: DurationDef | null, src: SourceRef, except?: readonly RefString[] | null): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    const m = sources && sources.length > 0 ? matcher(g.ix, sources) : null;
    const ex = except && except.length > 0 ? matcher(g.ix, except) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('protections', { ...span, key: c.source.key, scope, sources: m, except: ex, once, usedAt: 0, unless, ctx: c.with({ target: v }), by: c.source, src });
            g.traceOn && g.log('applied', `${g.players[v].name} is protected from ${scope}${once ? ' once' : ''}`, { source: c.source, targets: [v], src });
        }
    });
}

/**
 * `protect X from everything`: besides deaths, the others' statuses, vote silences and reveals do not
 * reach X (seed 003's Мент: «спасает от смерти и всех внешних воздействий (сыворотка, запугивание)»).
 */
function shielded(g: Game, c: Ctx, v: number): boolean {
    const p = g.players[v];
    if (p.protections.length === 0 || c.source.actor < 0 || c.source.actor === v) return false;
    for (const pr of p.protections) {
        if (pr.scope !== 'everything' || !active(pr, g.index)) continue;
        if (pr.by.actor === c.source.actor && pr.by.key === c.source.key) continue;     // the protector's own visit (the Мент's 50% silence)
        if (pr.sources && !pr.sources.source(c.source)) continue;
        if (pr.except?.source(c.source)) continue;
        if (pr.unless && truthy(pr.unless(pr.ctx.with({ target: v })))) continue;
        return true;
    }
    return false;
}

/** `block X [duration]`: X's orders that resolve later (a later stage or phase) fail. Default: this phase. */
export function block(c: Ctx, who: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('blocks', span);
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
    const def = g.ix.statuses.get(status);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            const p = g.players[v];
            if (def?.aliveOnly && !p.alive) { g.traceOn && g.log('failed', `${p.name} is dead: no ${def.title}`, { source: c.source, targets: [v], src }); continue; }
            // Immunity counts when the status would start (Амнистия: «На следующую фазу цель не попадёт в Тюрьму»
            // also stops a Тюрьма given now for the next phase, 000-E26).
            const at = Math.max(span.from, g.index);
            if (shielded(g, c, v)) { g.traceOn && g.log('protected', `${p.name} is protected from ${g.ix.statusTitle(status)}`, { source: c.source, targets: [v], src }); continue; }
            const from = firstUncovered(g, c, p.immunities, status, at, span.until);
            if (from > span.until) { g.traceOn && g.log('blocked', `${p.name} is immune to ${g.ix.statusTitle(status)}`, { source: c.source, targets: [v], src }); continue; }
            g.addStatus(p, status, from === at ? span.from : from, span.until);
            p.statuses[p.statuses.length - 1].key = c.source.key;
            g.traceOn && g.log('applied', `${g.players[v].name} gets ${g.ix.statusTitle(status)}`, { source: c.source, targets: [v], src });
        }
    });
}

/**
 * The first phase from `at` in which no immunity keeps the status off. A passive's immunity (renewed every
 * phase: Журналист's Свобода слова) covers the whole span; one that is only for some phases (Амнистия:
 * «На следующую фазу цель не попадёт в Тюрьму») covers those only, so a longer Тюрьма (Инквизитор's Арест
 * «на следующие сутки», 000-E18/E26) still starts after it. An immunity in force now also covers the start.
 */
function firstUncovered(g: Game, c: Ctx, ims: readonly Immunity[], status: string, at: number, until: number): number {
    const mine = ims.filter((im) => im.statuses.includes(status) && !im.exceptRefs?.source(c.source));
    if (mine.some((im) => (active(im, g.index) || active(im, at)) && (im.until === FOREVER || !!(im.key && g.ix.abilities.get(im.key)?.passive)))) return until + 1;
    let f = at;
    for (let moved = true; moved && f <= until;) {
        moved = false;
        for (const im of mine) {
            if (active(im, f) || (f === at && active(im, g.index))) { f = Math.max(f + 1, im.until + 1); moved = true; }
        }
    }
    return f;
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
            g.players[x].add('links', { ...span, to: y, src });
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
            g.players[v].add('redirects', { from: g.index, until: g.index, to: dest });
            g.traceOn && g.log('applied', `${g.players[v].name}'s orders go to ${g.players[dest].name}`, { source: c.source, targets: [v, dest], src });
        }
    });
}

/**
 * `learn P of X [as V] [to R] [unless C]`: R (default: the actor) learn property P of X: `role`
 * (as X appears to this ability: `appears as`), `faction`, `alignment` (the faction, or V),
 * `guise` (one random draw from X's guises), `hp`, `targets` / `visitors` (this phase's orders),
 * `attackers` (who aimed harm at X this phase, stopped or not),
 * or a resource. Delivered at the end of the phase, unless C holds then.
 */
export function learn(c: Ctx, property: string, subject: unknown, answer: Fn<unknown> | null, recipients: unknown, unless: Fn<unknown> | null, src: SourceRef,
    opts?: { count: number; except: readonly RefString[] | null; anonymous: boolean } | null): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, subject));
    const to = recipients === null ? [c.actor >= 0 ? c.actor : c.self] : list(c, recipients);
    hit(g, c, subjects);
    g.enqueue(AFTER, () => {
        for (const s of subjects) {
            const n = Math.max(1, opts?.count ?? 1);
            const values: Array<string | number> = [];
            if (property === 'guise' && n > 1 && !answer) values.push(...distinctGuises(g, c, s, n));
            else for (let i = 0; i < n; i++) values.push(answer ? display(g, answer(c.with({ target: s }))) : propertyValue(g, c, property, s, opts?.except ?? null));
            const value = values.length === 1 ? values[0] : values.join(', ');
            g.learns.push({ to: to.slice(), subject: s, property, value, title: c.source.title, unless, ctx: c, source: c.source, src, anonymous: opts?.anonymous ?? false });
        }
    });
}

function propertyValue(g: Game, c: Ctx, property: string, s: number, except: readonly RefString[] | null = null): string | number {
    const p = g.players[s];
    const ex = except ? matcher(g.ix, except) : null;
    const names = (list: number[]) => (list.length > 0 ? [...new Set(list.map((x) => g.players[x].name))].join(', ') : '—');
    const apparent = () => {
        const roleId = p.roles[0];
        for (const r of p.roles) {
            const role = g.ix.roles.get(r);
            const look = role?.appears.find((a) => !a.onDeath && (a.to.length === 0 || a.to.includes(c.source.key)));
            if (look) return look.as;
        }
        return roleId;
    };
    switch (property) {
        case 'role': return g.ix.roleTitle(apparent());
        case 'faction': case 'alignment': {
            // With several roles (seed 000: явная + тайная) the side is the one role that has a faction.
            const f = g.ix.roles.get(apparent())?.faction ?? p.roles.map((r) => g.ix.roles.get(r)?.faction).find((x) => !!x);
            return f ? g.ix.factionTitle(f) : '—';
        }
        case 'guise': {
            const pool = guisePool(g, s);
            if (pool.length === 0) return '—';
            const pick = pool[Math.floor(g.draw(`guise of ${p.name}`, c.source) * pool.length)];
            const value = guiseTitle(g, pick);
            fireLearnTriggers(g, s, value);
            return value;
        }
        case 'hp': return p.hp ?? (p.alive ? 1 : 0);
        case 'damage': {
            // «Узнаёт все наносящие урон способности, применённые на цель в прошлую фазу» (seed 000's Осмотр).
            const used = g.prevFacts.filter((f) => f.kind === 'harmed' && f.subject === s && !ex?.source(f.source)).map((f) => harmTitle(g, f.source));
            return used.length > 0 ? [...new Set(used)].join(', ') : '—';
        }
        case 'targets': return names(g.orders.filter((o) => o.actor === s && o.state === 'done' && !ex?.source(o.source)).flatMap((o) => o.targets));
        case 'visitors': return names(g.orders.filter((o) => o.state === 'done' && o.effective.includes(s) && o.actor !== s && !ex?.source(o.source)).map((o) => o.actor));
        case 'attackers': return names(g.facts.filter((f) => f.kind === 'aimed' && f.subject === s && f.source.actor >= 0 && f.source.actor !== s && !ex?.source(f.source)).map((f) => f.source.actor));
        case 'actions': case 'history': {
            // What the player did (this phase, or the whole game), in the abilities' own words.
            const uses: string[] = [];
            const orders = property === 'actions' ? g.orders.filter((o) => o.actor === s && o.state === 'done') : [];
            // `described as ""`: the action leaves no trace in what others learn (seed 003's Шахид's mark).
            for (const o of orders) if (!ex?.source(o.source) && o.clauses.described !== '') uses.push(o.clauses.described ?? o.ability.title);
            if (property === 'history') {
                // In the order they happened, each in its option's words (`described as` of the option, else
                // the ability's); blocked orders did nothing; triggers only where they say how they read.
                const done: Array<{ phase: number; text: string }> = [];
                for (const [key, list] of p.history ?? []) {
                    const a = g.ix.abilities.get(key);
                    const tr = a ? undefined : g.ix.triggers.get(key);
                    if ((!a && !tr?.described) || ex?.source({ ...c.source, key })) continue;
                    for (const u of list) {
                        if (u.void) continue;
                        const opt = a && u.option ? a.options.find((x) => x.id === u.option) : undefined;
                        done.push({ phase: u.phase, text: opt?.described ?? a?.described ?? tr?.described ?? opt?.title ?? a!.title });
                    }
                }
                done.sort((x, y) => x.phase - y.phase);
                for (const d of done) if (d.text !== '') uses.push(d.text);
            }
            return uses.length > 0 ? uses.join('; ') : texts.didNothing(g);
        }
    }
    const named = resourceOrSlot(g, p, normalizeName(property));
    if (named === undefined) return '?';
    return typeof named === 'number' ? named : named === null ? '—' : g.ix.roleTitle(named);
}

/** `learn N guise of X`: N different guises of X's (000-E31: drawn without putting back; labels may repeat). */
function distinctGuises(g: Game, c: Ctx, s: number, n: number): string[] {
    const pool = guisePool(g, s);
    const out: string[] = [];
    for (let i = 0; i < n && pool.length > 0; i++) {
        const [pick] = pool.splice(Math.floor(g.draw(`guise of ${g.players[s].name}`, c.source) * pool.length), 1);
        const value = guiseTitle(g, pick);
        fireLearnTriggers(g, s, value);
        out.push(value);
    }
    return out.length > 0 ? out : ['—'];
}

/** An ability as a harm source reads: `Арсенал (Пистолет)`. */
function harmTitle(g: Game, source: ActionSource): string {
    const ability = g.ix.abilities.get(source.key);
    const option = source.option && ability ? g.ix.option(ability, source.option) : null;
    return option ? `${source.title} (${option.title})` : source.title;
}

/** `on learn` triggers of a player whose guise was just learned (seed 000's Maniac hears which). */
function fireLearnTriggers(g: Game, subject: number, value: string): void {
    if (!g.ix.triggersByEvent.has('learn')) return;
    fireTriggers(g, 'learn', { subject, source: null, actor: -1, value });
}

function guiseTitle(g: Game, id: string): string {
    return g.ix.roles.get(id)?.title ?? g.rs.guiseLabels?.find((l) => l.id === id)?.title ?? id;
}

/** The guises a player shows now: his role's list plus added ones still in force. */
export function guisePool(g: Game, s: number): string[] {
    const p = g.players[s];
    const override = p.guiseOverrides.filter((o) => active(o, g.index)).pop();
    const pool: string[] = override ? override.roles.slice() : [];
    if (!override) for (const r of p.roles) pool.push(...(g.ix.roles.get(r)?.guises ?? []));
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
            p.setResource(id, after);
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
        const msg = fill(text, placeholders(c, text));
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
        const msg = fill(text, placeholders(c, text));
        g.emit({ kind: 'message', public: false, to: to.map((x) => g.players[x].name), text: msg });
        g.traceOn && g.log('applied', `tell ${to.map((x) => g.players[x].name).join(', ')}: ${msg}`, { source: c.source, targets: to, src });
    });
}

function placeholders(c: Ctx, text = ''): Record<string, string> {
    const g = c.g;
    const name = (i: number) => (i >= 0 ? g.players[i].name : '');
    const out: Record<string, string> = { self: name(c.self), player: name(c.self), actor: name(c.actor), target: name(c.target), targets: c.targets.map(name).join(', '), victims: c.victims.map(name).join(', ') };
    if (c.value !== null) out.value = String(c.value);
    if (c.args) for (const [k, v] of c.args) out[k] = String(v);
    // Members: `{target.role}` (as the target appears to this ability), `{actor.faction}`, `{target.Явная}` (a slot), a resource.
    for (const [base, member] of memberPlaceholders(text)) {
        const who = base === 'actor' ? c.actor : base === 'target' ? c.target : c.self;
        if (who >= 0) out[`${base}.${member}`] = String(propertyValue(g, c, member, who));
    }
    return out;
}

const memberCache = new Map<string, Array<[string, string]>>();

/** The `{target.role}`-like placeholders of a template (parsed once per text). */
function memberPlaceholders(text: string): Array<[string, string]> {
    let found = memberCache.get(text);
    if (!found) {
        found = [...text.matchAll(/\{(self|player|actor|target)\.([\p{L}\p{N}_]+)\}/gu)].map((m) => [m[1], m[2]] as [string, string]);
        if (memberCache.size > 10_000) memberCache.clear();
        memberCache.set(text, found);
    }
    return found;
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
            for (const r of def.resources) if (!p.resources.has(r.id)) p.setResource(r.id, r.value);
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
            const sameNight = p.deathPhase === g.index;
            p.alive = true;
            g.version++;
            p.deathPhase = 0;
            p.deathCause = '';
            if (p.hp !== null) g.setHp(p, g.startingHp(p));
            // Saved before the phase's results are out (seed 003's Реаниматор «ходит последним»): the death was never
            // announced; otherwise he comes back.
            if (sameNight) g.events = g.events.filter((e) => !((e.kind === 'death' || e.kind === 'reveal') && e.subject === p.name));
            else g.emit({ kind: 'message', public: true, text: `${p.name} возвращается в игру.` });
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
        declareWinners(g, [...who, ...anyoneCoWinners(g, who)].sort((a, b) => a - b), null);
    });
}

export interface TimingDef { next: boolean; phase: string | null; stage: string | null; inPhases: number | null; atEnd?: boolean; following?: boolean }

/**
 * `delay until next [P] [stage S]` / `until stage S` / `until in N phases [stage S]`: the body
 * runs then (at the stage, or at the phase start without one) with this context's variables.
 */
export function delay(c: Ctx, timing: TimingDef, body: EffectFn, src: SourceRef): void {
    const g = c.g;
    let phase = g.index;
    // `end of phase` / `end of next phase`: with the effects delayed to the phase end (after voting).
    if (timing.atEnd) {
        const entry = { phase: g.index + (timing.following ? 1 : 0), stage: 'end', body, ctx: c, src };
        g.enqueue(AFTER, () => {
            g.delayed.push(entry);
            g.traceOn && g.log('applied', `scheduled for the end of phase ${entry.phase}`, { source: c.source, src });
        });
        return;
    }
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
        const msg = fill(text, placeholders(c, text));
        g.emit({ kind: 'host', public: false, to: ['host'], text: msg });
        g.traceOn && g.log('info', `host: ${msg}`, { source: c.source, src });
    });
}

/** `vote KIND of X [by N] [when voting for|against] [duration]`: weight adds N to X's vote; silence:
 *  X cannot vote; immunity: votes against X do not count; cancel: X's vote silently does not count;
 *  bonus: N more votes against X; cap: enhanced voters count at most N against X; secret: X votes
 *  by private message (his vote is not shown). Default duration: this phase. */
export function voteMod(c: Ctx, kind: 'weight' | 'silence' | 'immunity' | 'cancel' | 'bonus' | 'cap' | 'secret', who: unknown, amount: number, duration: DurationDef | null, src: SourceRef, side?: 'for' | 'against' | null): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            if ((kind === 'silence' || kind === 'cancel') && shielded(g, c, v)) { g.traceOn && g.log('protected', `${g.players[v].name} is protected: vote ${kind} does not apply`, { source: c.source, targets: [v], src }); continue; }
            g.players[v].add('voteMods', { ...span, kind, amount, side: side ?? null });
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
            if (immuneToGuises(g, v, c)) { g.traceOn && g.log('blocked', `${g.players[v].name} gets no guises`, { source: c.source, targets: [v], src }); continue; }
            for (let i = 0; i < times; i++) g.players[v].add('guises', { ...span, role });
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
            if (shielded(g, c, v)) { g.traceOn && g.log('protected', `${p.name} is protected: nothing is revealed`, { source: c.source, targets: [v], src }); continue; }
            // A role reveal by an ability shows the role as it appears to that ability (seed 003: the Оборотень's serum shows «мирный»).
            const value = property === 'role' ? (c.source.kind === 'ability' && p.roles.length === 1 ? String(propertyValue(g, c, 'role', v)) : p.roles.map((r) => g.ix.roleTitle(r)).join(', ')) : String(propertyValue(g, c, property, v));
            // Said once a phase (a bloody kill and the Идиот's own rule both reveal him).
            if (g.events.some((e) => e.kind === 'reveal' && e.subject === p.name && e.property === property && e.value === value)) continue;
            g.emit({ kind: 'reveal', public: true, subject: p.name, property, value, text: texts.reveal(g, p.name, [value]) });
            g.traceOn && g.log('applied', `reveal ${property} of ${p.name}: ${value}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `copy abilities of X to Y [duration]`: Y may use X's roles' abilities. Default: for the game. */
export function copy(c: Ctx, from: unknown, to: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const targets = list(c, to);
    const span = g.span(duration, 'game');
    // `copy abilities of target.Явная`: one role's abilities (seed 000's Мародер, Подменыш), not the player's.
    if (from instanceof RefValue && from.kind === 'role') {
        g.enqueue(SETUP, () => {
            for (const v of targets) {
                g.players[v].add('copies', { ...span, key: c.source.key, roles: [from.id] });
                g.traceOn && g.log('applied', `${g.players[v].name} gets the abilities of ${g.ix.roleTitle(from.id)}`, { source: c.source, targets: [v], src });
            }
        });
        return;
    }
    const source = one(c, from);
    if (source < 0) return;
    g.enqueue(SETUP, () => {
        for (const v of targets) {
            g.players[v].add('copies', { ...span, key: c.source.key, roles: g.players[source].roles.slice() });
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

function immuneToGuises(g: Game, v: number, c: Ctx): boolean {
    return g.players[v].immunities.some((im) => active(im, g.index) && im.guises && !im.exceptRefs?.source(c.source));
}

/**
 * `immune X to status S... | [public|secret] abilities | guises | execution | A, B [except ...]`:
 * the statuses are not given to X; orders of those abilities aimed at X are void; X gets no
 * guises; X cannot be executed. Exceptions name abilities (or voting), or classes of abilities
 * by what they do: `damage`, `attacks`, `protections`. Default duration: the rest of the game.
 */
export function immune(c: Ctx, who: unknown, spec: { statuses: string[]; abilities: boolean; visibility: 'public' | 'secret' | null; guises: boolean; execution: boolean; named: readonly RefString[] | null; exceptRefs: readonly RefString[]; exceptKinds: string[] }, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const span = g.span(duration, 'game');
    const named = spec.named && spec.named.length > 0 ? matcher(g.ix, spec.named) : null;
    const exceptRefs = spec.exceptRefs.length > 0 ? matcher(g.ix, spec.exceptRefs) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('immunities', { ...span, key: c.source.key, statuses: spec.statuses, abilities: spec.abilities, visibility: spec.visibility, guises: spec.guises, execution: spec.execution, named, exceptRefs, exceptKinds: spec.exceptKinds });
            // Statuses it is immune to end now (Мститель «не может иметь статус Госпиталь»), but not one an excepted
            // source gave (seed 000's Журналист jailed by Голосование: «кроме способности Голосование»).
            for (const st of spec.statuses) {
                const p = g.players[v];
                if (!p.hasStatus(st, g.index)) continue;
                if (exceptRefs && p.statuses.some((r) => r.id === st && r.key !== undefined && exceptRefs.sourceKey(r.key))) continue;
                g.removeStatus(p, st);
            }
            g.traceOn && g.log('applied', `${g.players[v].name} is immune`, { source: c.source, targets: [v], src });
        }
    });
}

/** `reduce attacks|damage on X by N [except S] [duration]`: each harm of that kind is N less. Default: this phase. */
export function reduce(c: Ctx, scope: 'attacks' | 'damage', who: unknown, amount: number, except: readonly RefString[] | null, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const span = g.span(duration, 'phase');
    const ex = except && except.length > 0 ? matcher(g.ix, except) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('reductions', { ...span, key: c.source.key, scope, amount, except: ex });
            g.traceOn && g.log('applied', `${g.players[v].name}: ${scope} reduced by ${amount}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `cancel A, B | attacks [by X] [on Y] [duration]`: those orders (or attacks) are void. Default: this phase. */
export function cancel(c: Ctx, abilities: readonly RefString[] | null, attacks: boolean, actors: unknown, target: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const span = g.span(duration, 'phase');
    const record = { ...span, abilities: abilities ? matcher(g.ix, abilities) : null, attacks, actors: actors === null ? null : list(c, actors), targets: target === null ? null : list(c, target) };
    g.enqueue(SETUP, () => {
        g.cancels.push(record);
        g.traceOn && g.log('applied', `cancel ${attacks ? 'attacks' : 'orders'}${record.actors ? ` by ${record.actors.map((x) => g.players[x].name).join(', ')}` : ''}${record.targets ? ` on ${record.targets.map((x) => g.players[x].name).join(', ')}` : ''}`, { source: c.source, src });
    });
}

/** `permit X to use all|A, B from S1, S2 [duration]`: those statuses do not block those abilities. Default: this phase. */
export function permit(c: Ctx, who: unknown, abilities: readonly RefString[] | null, statuses: string[], duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    const m = abilities ? matcher(g.ix, abilities) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('permits', { ...span, key: c.source.key, abilities: m, statuses });
            g.traceOn && g.log('applied', `${g.players[v].name} may act despite ${statuses.map((x) => g.ix.statusTitle(x)).join(', ')}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `disable A of X [duration]`: X cannot use those abilities. Default: this phase. */
export function disable(c: Ctx, abilities: readonly RefString[], who: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    const m = matcher(g.ix, abilities);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('disabled', { ...span, key: c.source.key, abilities: m });
            g.traceOn && g.log('applied', `${g.players[v].name}: abilities disabled`, { source: c.source, targets: [v], src });
        }
    });
}

/** `add guise chosen|of L to X [times N] [duration]`: the order's chosen guise, or the label L (a role or guise label). Default: for the game. */
export function addGuiseOf(c: Ctx, label: unknown, who: unknown, times: number, duration: DurationDef | null, src: SourceRef): void {
    const role = label === null ? c.chosen?.id ?? null : label instanceof RefValue ? label.id : typeof label === 'string' ? label : null;
    if (!role) { c.g.traceOn && c.g.log('failed', 'add guise: no guise chosen', { source: c.source, src }); return; }
    addGuise(c, role, who, Math.max(0, Math.round(times)), duration, src);
}

/** `replace guises of X with chosen | guises of Y [duration]`: X shows those guises instead of his own. Default: for the game. */
export function replaceGuises(c: Ctx, who: unknown, source: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    const span = g.span(duration, 'game');
    const from = source === null ? null : one(c, source);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            // `with chosen`: every guise he has becomes the chosen one (000-E41: as many as before).
            const roles = from !== null ? guisePool(g, from) : c.chosen ? new Array<string>(Math.max(1, guisePool(g, v).length)).fill(c.chosen.id) : [];
            g.players[v].add('guiseOverrides', { ...span, key: c.source.key, roles });
            g.traceOn && g.log('applied', `${g.players[v].name}'s guises are now ${roles.map((r) => guiseTitle(g, r)).join(', ') || 'none'}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `defeat X`: these players lose even if their own win condition holds. */
export function defeat(c: Ctx, who: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(AFTER, () => {
        for (const v of subjects) g.defeated.add(v);
        g.traceOn && g.log('applied', `${subjects.map((x) => g.players[x].name).join(', ') || 'nobody'} cannot win`, { source: c.source, targets: subjects, src });
    });
}

/** `execute X`: X is executed as the vote would (execution immunity applies). */
export function execute(c: Ctx, who: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(AFTER, () => {
        for (const v of subjects) executePlayer(g, v, c.source, [], src);
    });
}

/** `substitute S for X on kills|execution [duration]`: S dies (or is executed) in X's place. Default: this phase. */
export function substitute(c: Ctx, by: unknown, who: unknown, scope: 'kills' | 'execution', duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const stand = one(c, by);
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    if (stand < 0) return;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            if (v === stand) continue;
            g.players[v].add('substitutes', { ...span, key: c.source.key, by: stand, scope });
            g.traceOn && g.log('applied', `${g.players[stand].name} stands in for ${g.players[v].name} (${scope})`, { source: c.source, targets: [v, stand], src });
        }
    });
}

/** `count X as R [duration]`: X counts as holding role R for every check, win conditions included. Default: this phase. */
export function countAs(c: Ctx, who: unknown, role: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const id = role instanceof RefValue ? role.id : typeof role === 'string' ? role : null;
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    if (!id || !g.ix.roles.has(id)) { g.traceOn && g.log('failed', 'count as: no role', { source: c.source, src }); return; }
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('countAs', { ...span, key: c.source.key, role: id });
            g.version++;
            g.traceOn && g.log('applied', `${g.players[v].name} counts as ${g.ix.roleTitle(id)}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `perform A`: carries out ability A (a `param ability` or a named one) with this order's targets. */
export function perform(c: Ctx, ability: unknown, src: SourceRef): void {
    const g = c.g;
    const ref = ability instanceof RefValue && ability.kind === 'ability' ? ability.id : null;
    // `Key/Option`: one option of the ability (seed 003's Джокер copies «Убить с особой жестокостью»).
    const slash = ref ? ref.indexOf('/') : -1;
    const def = ref ? g.ix.abilities.get(slash >= 0 ? ref.slice(0, slash) : ref) : undefined;
    const option = def && slash >= 0 ? def.options.find((o) => o.id === ref!.slice(slash + 1)) ?? null : null;
    if (!def || (!def.effect && !option?.effect)) { g.traceOn && g.log('failed', 'perform: no such ability', { source: c.source, src }); return; }
    // An ability that (through others) performs itself would recurse without end: the inner `perform` does nothing.
    if (performing.has(def.key)) { g.traceOn && g.log('failed', `perform: ${def.title} is already being carried out`, { source: c.source, src }); return; }
    g.traceOn && g.log('applied', `performs ${def.title}${option ? ` (${option.title})` : ''}`, { source: c.source, targets: c.targets, src });
    performing.add(def.key);
    try {
        def.effect?.(c);
        if (option?.effect && !def.appliesOption) option.effect(c);
    } finally {
        performing.delete(def.key);
    }
}

/** The abilities `perform` is carrying out right now (effects run synchronously). */
const performing = new Set<string>();

/** `apply option`: the chosen option's effects run here (otherwise after the ability's own). */
export function applyOption(c: Ctx, _src: SourceRef): void {
    const option = c.order?.option;
    if (option?.effect) option.effect(c);
}

/** `prolong A [of X] DURATION`: A's effects still running on X (or the actor) last that much longer. */
export function prolong(c: Ctx, ability: string, who: unknown, duration: DurationDef, src: SourceRef): void {
    const g = c.g;
    const key = ability.startsWith('ability:') ? ability.slice('ability:'.length) : ability;
    const subjects = who === null ? [c.self] : list(c, who);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            const p = g.players[v];
            let n = 0;
            for (const kind of RECORD_KINDS) {
                for (const r of p[kind] as Timed[]) if (r.key === key && r.until >= g.index && r.until < span.until) { r.until = span.until; n++; }
            }
            for (const r of p.protections) if (r.key === key && r.until >= g.index && r.until < span.until) { r.until = span.until; n++; }
            g.traceOn && g.log(n > 0 ? 'applied' : 'failed', `${n} effect(s) of ${g.ix.abilities.get(key)?.title ?? key} on ${p.name} prolonged to phase ${span.until}`, { source: c.source, targets: [v], src });
        }
    });
}

/** Executes a player (the vote, or `execute`): execution immunity, substitutes, then death or a status, lynch triggers. */
export function executePlayer(g: Game, target: number, source: ActionSource, voters: number[], src: SourceRef, votes = voters.length): boolean {
    const voting = g.phase.voting ? g.ix.votings.get(g.phase.voting) : g.rs.votings[0];
    let p = target;
    const sub = g.substituteFor(p, 'execution');
    if (sub >= 0) { g.traceOn && g.log('redirected', `${g.players[sub].name} is executed in place of ${g.players[p].name}`, { source, targets: [p, sub], src }); p = sub; }
    const player = g.players[p];
    const immunity = player.immunities.find((im) => active(im, g.index) && im.execution && !im.exceptRefs?.source(source));
    const cover = immunity ? undefined : player.statuses.find((st) => active(st, g.index) && g.ix.statuses.get(st.id)?.noExecution);
    if (immunity || cover) {
        // The host says so (seed 003: «ведущий объявляет, что обреченный отмазан и не вешается никто»).
        const reason = cover ? g.ix.statusTitle(cover.id) : (immunity!.key && g.ix.abilities.get(immunity!.key)?.title) || 'иммунитет';
        if (source.kind === 'voting') g.emit({ kind: 'message', public: true, subject: player.name, text: texts.spared(g, player.name, reason) });
        g.traceOn && g.log('blocked', `${player.name} cannot be executed: nobody is`, { source, targets: [p], src });
        return false;
    }
    g.emit({ kind: 'execution', public: true, subject: player.name, value: votes, text: texts.executed(g, player.name, votes) });
    g.traceOn && g.log('applied', `${player.name} is executed`, { source, targets: [p], src });
    const exec = voting?.execution ?? { kill: true, status: null, reveal: false, effect: null };
    if (exec.effect) {
        const c = new CtxClass(g, -1, -1, p, [p], null, source);
        c.voters = voters;
        exec.effect(c);
        g.flush();
    }
    if (exec.kill) g.die(p, 'executed', source, exec.reveal);
    else if (exec.status) {
        const span = g.span(g.ix.statuses.get(exec.status)?.lasts ?? { kind: 'next', unit: 'phase' }, 'game');
        g.addStatus(player, exec.status, span.from, span.until);
    }
    player.executions++;
    if (g.ix.triggersByEvent.has('lynch')) fireTriggers(g, 'lynch', { subject: p, source, actor: -1, voters });
    g.flush();
    return true;
}

/** A declared parameter's value: `player` → the player, `role`/`guise` → the role, `faction`/`ability` → a reference. */
export function param(c: Ctx, name: string, kind: string): unknown {
    if (kind === 'role' && c.guess) return c.guess;
    if ((kind === 'guise' || kind === 'option') && c.chosen) return c.chosen;
    const raw = c.args?.get(name) ?? c.args?.get(kind);
    if (raw === undefined) return null;
    const g = c.g;
    switch (kind) {
        case 'player': return g.findPlayer(String(raw))?.index ?? -1;
        case 'number': return Number(raw);
        case 'role': case 'guise': { const r = g.ix.roleNames.find(String(raw)); return r.length === 1 ? new RefValue('role', r[0].id) : null; }
        case 'faction': { const f = g.rs.factions.find((x) => normalizeName(x.id) === normalizeName(String(raw)) || normalizeName(x.title) === normalizeName(String(raw))); return f ? new RefValue('faction', f.id) : null; }
        case 'ability': {
            const found = findPerformed(g, String(raw), c.guess?.kind === 'role' ? c.guess.id : null);
            return found ? new RefValue('ability', found.option ? `${found.ability.key}/${found.option.id}` : found.ability.key) : null;
        }
        case 'deal': return new DealValue(String(raw));
        default: return String(raw);
    }
}

/** `actors`: everyone who ordered a collective action (else the actor). */
export function actors(c: Ctx): number[] {
    return c.actors ?? (c.actor >= 0 ? [c.actor] : []);
}
