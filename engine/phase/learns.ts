// What players learned this phase is delivered at its end (an `unless` is evaluated now); under
// `dead not told` no private message of the phase reaches a player dead at its end.
import type { Game } from '../game.js';
import type { GameEvent } from '../model/result.js';
import type { SourceRef } from '../model/ruleset.js';
import { truthy } from '../model/values.js';
import { texts } from '../texts.js';
import { say } from '../l10n/catalogue.js';
import { propertyWord } from '../effects/information.js';

export function deliverLearns(g: Game): void {
    const withhold = !!g.rs.setup.deadNotTold;
    for (const l of g.learns) {
        if (l.unless && truthy(l.unless(l.ctx))) {
            g.traceOn && g.log('failed', say(g.lang, 'note.learn-lost', { ability: l.title, player: g.players[l.subject].name }), { source: l.source, targets: [l.subject], src: l.src });
            continue;
        }
        if (l.lazy) l.value = l.lazy();
        const subject = g.players[l.shownAs ?? l.subject].name;
        // `anonymously`: the value without whose it is (seed 000's Алхимия: «представители каких Тайных ролей
        // "заражены"» — the roles, not the players).
        const text = l.anonymous ? `${l.title}: ${l.value}.` : l.none ? texts.learnNone(g, l.title, subject, l.property) : texts.learn(g, l.title, subject, l.property, l.value);
        const told = withhold && !l.atDeal ? l.to.filter((i) => g.players[i].alive) : l.to;
        if (told !== l.to) for (const i of l.to) if (!told.includes(i)) withheld(g, g.players[i].name, text, l.src);
        if (told.length === 0) continue;
        const to = told.map((i) => g.players[i].name);
        if (l.anonymous) g.emit({ kind: 'learn', public: false, to, property: l.property, value: l.value, text });
        else g.emit({ kind: 'learn', public: false, to, subject, property: l.property, value: l.value, text });
        g.traceOn && g.log('applied', say(g.lang, 'note.learns', { to: to.join(', '), n: to.length, property: propertyWord(g, l.property), subject, value: l.value }), { source: l.source, targets: [l.subject], src: l.src });
    }
    g.learns = [];
}

/**
 * `dead not told` (seed 000: «Морг … не может получать игровых сообщений от Мастера»): the phase's
 * private messages (`tell`, anonymous mail, …) do not reach a player dead at its end — its orders all
 * resolve at its end, so one killed in it learns nothing of it. The others named keep theirs; the host
 * is told what was withheld. The deal's messages came before anyone died; what players learned is
 * withheld as it is delivered (deliverLearns).
 */
export function withholdFromDead(g: Game): void {
    if (g.players.every((p) => p.alive)) return;
    const events = g.events;
    const kept: GameEvent[] = events.slice(0, g.phaseEventsFrom);
    for (let i = g.phaseEventsFrom; i < events.length; i++) {
        const e = events[i];
        if (e.public || e.deal || e.kind === 'host' || !e.to) { kept.push(e); continue; }
        const dead = e.to.filter((name) => g.findPlayer(name)?.alive === false);
        if (dead.length > 0) for (const name of dead) withheldNote(g, kept, name, e.text);
        if (dead.length === e.to.length) continue;
        kept.push(dead.length === 0 ? e : { ...e, to: e.to.filter((name) => !dead.includes(name)) });
    }
    g.events = kept;
}

/** The host's note of a message withheld from a dead player (and the trace's). */
function withheld(g: Game, player: string, text: string, src?: SourceRef): void {
    withheldNote(g, g.events, player, text, src);
}

function withheldNote(g: Game, into: GameEvent[], player: string, text: string, src?: SourceRef): void {
    const note = say(g.lang, 'host.deadNotTold', { player, text });
    into.push({ kind: 'host', public: false, to: ['host'], text: note });
    g.traceOn && g.log('failed', note, { src });
}
