// What the Variables view shows at a stop: the scopes (players, this phase's orders, the step, the
// votes, the events, the PRNG draws) as DAP variables, each nested level a handle to a thunk.
import { Handles, Scope } from '@vscode/debugadapter';
import type { DebugProtocol } from '@vscode/debugprotocol';
import type { OrderView, PlayerView, StepSnapshot } from '../../engine/debug/index.js';
import { say, type MessageKey } from '../../engine/l10n/catalogue.js';
import type { EventKind } from '../../engine/model/result.js';

/** An event's kind as the Events scope names it. */
const EVENT_WORDS: Record<EventKind, MessageKey> = {
    death: 'debug.event.death', status: 'debug.event.status', learn: 'debug.event.learn', vote: 'debug.event.vote', message: 'debug.event.message',
    execution: 'debug.event.execution', reveal: 'debug.event.reveal', win: 'debug.event.win', host: 'debug.event.host',
};
import type { Lang } from '../../engine/l10n/lang.js';

type Children = () => DebugProtocol.Variable[];

export const PLAYERS_SCOPE = 'Players';

export class DebugVariables {
    private readonly handles = new Handles<Children>();

    constructor(private readonly lang: Lang) {}

    /** Forgets the handles of the last stop (the client asks again after each stop). */
    reset(): void { this.handles.reset(); }

    scopes(s: StepSnapshot): DebugProtocol.Scope[] {
        const l = this.lang;
        const scope = (name: string, children: Children, count: number): DebugProtocol.Scope => {
            const sc = new Scope(name, this.handles.create(children), false) as DebugProtocol.Scope;
            sc.namedVariables = count;
            return sc;
        };
        const named = (key: Parameters<typeof say>[1], children: Children, count: number) => scope(say(l, key), children, count);
        return [
            // `Players` is the contract's name for this scope (DESIGN.md, `mafia debug`): a DAP client may look for it.
            scope(PLAYERS_SCOPE, () => s.players.map((p) => this.player(p)), s.players.length),
            named('debug.scope.orders', () => s.orders.map((o) => this.order(o)), s.orders.length),
            named('debug.scope.step', () => this.step(s), 1),
            named('debug.scope.votes', () => s.votes.map((v, i) => leaf(`${i + 1}. ${v.voter}`, v.target)), s.votes.length),
            named('debug.scope.events', () => s.events.map((e, i) => leaf(`${i + 1}. ${say(l, EVENT_WORDS[e.kind])}${e.public ? '' : ` → ${(e.to ?? []).join(', ')}`}`, e.text)), s.events.length),
            named('debug.scope.draws', () => s.draws.map((d, i) => leaf(String(i + 1), d)), s.draws.length),
        ];
    }

    variables(reference: number): DebugProtocol.Variable[] {
        const children = this.handles.get(reference);
        return children ? children() : [];
    }

    /** A player as one variable: his state in a line, his details inside (also the hover of his name). */
    player(p: PlayerView): DebugProtocol.Variable {
        const l = this.lang;
        return {
            name: p.name,
            value: playerSummary(l, p),
            variablesReference: this.handles.create(() => [
                leaf(say(l, 'debug.player.state'), say(l, p.alive ? 'debug.player.alive' : 'debug.player.dead')),
                ...(p.hp !== null ? [leaf('HP', String(p.hp))] : []),
                leaf(say(l, 'debug.player.roles'), p.roles.join(', ')),
                leaf(say(l, 'debug.player.faction'), p.faction ?? '—'),
                this.list(say(l, 'debug.player.statuses'), p.statuses.map((st) => statusText(l, st))),
                this.list(say(l, 'debug.player.resources'), Object.entries(p.resources).map(([k, v]) => `${k}: ${v}`)),
            ]),
        };
    }

    private order(o: OrderView): DebugProtocol.Variable {
        const l = this.lang;
        const state = say(l, `debug.order.${o.state}`);
        return leaf(`${o.actor}: ${o.ability}${o.targets.length > 0 ? ` → ${o.targets.join(', ')}` : ''}`, o.why ? say(l, 'debug.order.why', { state, why: o.why }) : state);
    }

    private step(s: StepSnapshot): DebugProtocol.Variable[] {
        const l = this.lang;
        const e = s.entry;
        if (!e) return [leaf(say(l, 'debug.step.note'), say(l, 'debug.step.phaseStart', { title: s.phase.title, number: s.phase.number }))];
        return [
            leaf(say(l, 'debug.step.stage'), e.stage),
            leaf(say(l, 'debug.step.actor'), e.actor ?? '—'),
            leaf(say(l, 'debug.step.ability'), e.ability ?? '—'),
            leaf(say(l, 'debug.step.targets'), e.targets.join(', ') || '—'),
            leaf(say(l, 'debug.step.outcome'), e.outcome),
            leaf(say(l, 'debug.step.note'), e.note),
        ];
    }

    private list(name: string, items: string[]): DebugProtocol.Variable {
        if (items.length === 0) return leaf(name, say(this.lang, 'debug.none'));
        return { name, value: items.join(', '), variablesReference: this.handles.create(() => items.map((x, i) => leaf(String(i + 1), x))) };
    }
}

export function playerSummary(l: Lang, p: PlayerView): string {
    const parts = [say(l, p.alive ? 'debug.player.alive' : 'debug.player.dead')];
    if (p.hp !== null) parts.push(say(l, 'debug.player.hp', { hp: p.hp }));
    parts.push(`${p.roles.join(', ')}${p.faction ? ` (${p.faction})` : ''}`);
    if (p.statuses.length > 0) parts.push(p.statuses.map((st) => statusText(l, st)).join(', '));
    const resources = Object.entries(p.resources).map(([k, v]) => `${k}: ${v}`);
    if (resources.length > 0) parts.push(resources.join(', '));
    return parts.join('; ');
}

function statusText(l: Lang, st: PlayerView['statuses'][number]): string {
    return st.until === null ? say(l, 'debug.status.forever', { name: st.name }) : say(l, 'debug.status.until', { name: st.name, phase: st.until });
}

function leaf(name: string, value: string): DebugProtocol.Variable {
    return { name, value, variablesReference: 0 };
}
