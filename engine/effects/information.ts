// Information: `learn` (values computed now, delivered at the phase end by engine/phase/learns.ts)
// and public `reveal`; how values read in messages.
import type { Ctx } from '../context.js';
import { list, resourceOrSlot } from '../expressions.js';
import { AFTER, type Game, type LearnRecord } from '../game.js';
import { matcher } from '../matching.js';
import type { ActionSource } from '../model/rule-context.js';
import { apparentRole } from '../appearance.js';
import type { Fn, RefString, SourceRef } from '../model/ruleset.js';
import { PhaseValue, RefValue } from '../model/values.js';
import { normalizeName } from '../names.js';
import { aimedBy, allVisitorsOf, APPLIED, attackersOf, visitedBy, visitorsOf } from '../observations.js';
import { say } from '../l10n/catalogue.js';
import { texts } from '../texts.js';
import { fireTriggers } from '../triggers.js';
import { guisePool, guiseTitle } from './guise-pool.js';
import { hit, shielded } from './reach.js';
import { isLearnProperty } from '../members.js';

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
            let value = values.length === 1 ? values[0] : values.join(', ');
            // An empty answer (nobody attacked him, he targeted nobody, no harm): its word as the value, a sentence as the text.
            const none = !answer && value === EMPTY && NONE_PROPERTIES.has(property);
            if (none) value = say(g.lang, property === 'damage' ? 'common.nothing' : 'common.nobody');
            // This phase's visits are complete only at its end: a Watcher sees every visitor of the night.
            const lazy = !answer && (property === 'visits' || property === 'visitors')
                ? () => visitValue(g, property, s, to, opts?.except ?? null) : undefined;
            const record: LearnRecord = { to: to.slice(), subject: s, property, value, title: c.source.title, unless, ctx: c, source: c.source, src, anonymous: opts?.anonymous ?? false, ...(lazy ? { lazy } : {}), ...(none ? { none } : {}) };
            // A swapped target is reported under the name the actor ordered (ROLES.md 5.7).
            const at = c.order?.named ? c.order.targets.indexOf(s) : -1;
            if (at >= 0 && c.order!.named![at] !== s) record.shownAs = c.order!.named![at];
            g.learns.push(record);
            // A drawn guise told its `on learn` triggers as it was drawn (propertyValue); every other learn here.
            if ((answer || property !== 'guise') && g.ix.triggersByEvent.has('learn')) fireLearnTriggers(g, c, s, property, lazy ? lazy() : value);
        }
    });
}

/** What an empty list of players or abilities reads as inside a value. */
const EMPTY = '—';
/** The properties whose empty answer is a sentence of its own (texts.learnNone), not «X — —». */
const NONE_PROPERTIES = new Set(['attackers', 'targets', 'damage']);

/** How a `learn|reveal P of X` property reads in a note: a built-in one in the game's language, a slot or resource by its display name. */
export function propertyWord(g: Game, property: string): string {
    if (isLearnProperty(property)) return say(g.lang, `word.prop.${property}`);
    return g.rs.slots.find((s) => s.id === property)?.title ?? g.rs.resources.find((r) => r.id === property)?.title ?? property;
}

export function propertyValue(g: Game, c: Ctx, property: string, s: number, except: readonly RefString[] | null = null): string | number {
    const p = g.players[s];
    const ex = except ? matcher(g.ix, except) : null;
    const names = (list: number[]) => (list.length > 0 ? [...new Set(list.map((x) => g.players[x].name))].join(', ') : EMPTY);
    const apparent = () => apparentRole(g.ix, p, c.source, true) ?? p.roles[0];
    switch (property) {
        case 'role': return g.ix.roleTitle(apparent());
        case 'faction': case 'alignment': {
            // What he appears as to this check, not what he is (engine/sides.ts): the apparent role's faction.
            // With several roles (seed 000: явная + тайная) the side is the one role that has a faction.
            const f = g.ix.roles.get(apparent())?.faction ?? p.roles.map((r) => g.ix.roles.get(r)?.faction).find((x) => !!x);
            return f ? g.ix.factionTitle(f) : '—';
        }
        case 'guise': {
            const pool = guisePool(g, s);
            if (pool.length === 0) return '—';
            const pick = pool[Math.floor(g.draw(say(g.lang, 'note.why-guise', { player: p.name }), c.source) * pool.length)];
            const value = guiseTitle(g, pick);
            fireLearnTriggers(g, c, s, 'guise', value);
            return value;
        }
        case 'hp': return p.hp ?? (p.alive ? 1 : 0);
        case 'damage': {
            // «Узнаёт все наносящие урон способности, применённые на цель в прошлую фазу» (seed 000's Осмотр).
            const used = g.prevFacts.filter((f) => f.kind === 'harmed' && f.subject === s && !ex?.source(f.source)).map((f) => harmTitle(g, f.source));
            return used.length > 0 ? [...new Set(used)].join(', ') : EMPTY;
        }
        case 'targets': return names(aimedBy(g, s, APPLIED, ex));
        case 'visits': case 'visitors': case 'allVisitors': return visitValue(g, property, s, c.actor >= 0 ? [c.actor] : [], except);
        case 'attackers': return names(attackersOf(g, s, ex));
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

/**
 * A visit check's answer (engine/targeting.ts): whom X visited (`visits`), who visited X this phase
 * (`visitors`) or ever (`allVisitors`); the checkers themselves left out of the visitors, hidden visits
 * left out; names in alphabetical order, `nobody` when there are none (an empty list is still an answer).
 */
function visitValue(g: Game, property: 'visits' | 'visitors' | 'allVisitors', s: number, checkers: readonly number[], except: readonly RefString[] | null): string {
    const ex = except ? matcher(g.ix, except) : null;
    const who = property === 'visits' ? visitedBy(g, s, ex)
        : (property === 'visitors' ? visitorsOf(g, s, ex) : allVisitorsOf(g, s, ex)).filter((p) => !checkers.includes(p));
    if (who.length === 0) return say(g.lang, 'common.nobody');
    return who.map((p) => g.players[p].name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(', ');
}

/** `learn N guise of X`: N different guises of X's (000-E31: drawn without putting back; labels may repeat). */
function distinctGuises(g: Game, c: Ctx, s: number, n: number): string[] {
    const pool = guisePool(g, s);
    const out: string[] = [];
    for (let i = 0; i < n && pool.length > 0; i++) {
        const [pick] = pool.splice(Math.floor(g.draw(say(g.lang, 'note.why-guise', { player: g.players[s].name }), c.source) * pool.length), 1);
        const value = guiseTitle(g, pick);
        fireLearnTriggers(g, c, s, 'guise', value);
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

/**
 * `on learn [P]` triggers of a player something was just learned of (seed 000's Maniac hears which
 * guise was drawn): the learning ability is the event's source, its actor the event's actor; the
 * value is the answer as it stands when the learn resolves (a Watcher's visitors: so far).
 */
function fireLearnTriggers(g: Game, c: Ctx, subject: number, property: string, value: string | number): void {
    if (!g.ix.triggersByEvent.has('learn')) return;
    fireTriggers(g, 'learn', { subject, source: c.source, actor: c.actor, value, property });
}

/** `reveal P of X`: a public announcement of X's role (or faction, hp, ...). */
export function reveal(c: Ctx, property: string, who: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(AFTER, () => {
        for (const v of subjects) {
            const p = g.players[v];
            if (shielded(g, c, v)) { g.traceOn && g.log('protected', say(g.lang, 'note.reveal-protected', { player: p.name }), { source: c.source, targets: [v], src }); continue; }
            // A role reveal by an ability shows the role as it appears to that ability (seed 003: the Оборотень's serum shows «мирный»).
            const value = property === 'role' ? (c.source.kind === 'ability' && p.roles.length === 1 ? String(propertyValue(g, c, 'role', v)) : p.roles.map((r) => g.ix.roleTitle(r)).join(', ')) : String(propertyValue(g, c, property, v));
            // Said once a phase (a bloody kill and the Идиот's own rule both reveal him).
            if (g.events.some((e) => e.kind === 'reveal' && e.subject === p.name && e.property === property && e.value === value)) continue;
            g.emit({ kind: 'reveal', public: true, subject: p.name, property, value, text: texts.reveal(g, p.name, [value]) });
            g.traceOn && g.log('applied', say(g.lang, 'note.reveal', { property: propertyWord(g, property), player: p.name, value }), { source: c.source, targets: [v], src });
        }
    });
}

/** How a value reads in a message: players by name, declarations by display name. */
export function display(g: Game, v: unknown): string {
    if (v instanceof RefValue) return g.ix.title({ kind: v.kind === 'guise' ? 'role' : v.kind, id: v.id });
    if (v instanceof PhaseValue) return String(v.number);
    if (typeof v === 'boolean') return say(g.lang, v ? 'common.yes' : 'common.no');
    if (Array.isArray(v)) return v.map((x) => g.players[x]?.name ?? String(x)).join(', ');
    if (v === null || v === undefined) return '—';
    return String(v);
}
