// What players learned this phase is delivered at its end (an `unless` is evaluated now).
import type { Game } from '../game.js';
import { truthy } from '../model/values.js';
import { texts } from '../texts.js';
import { say } from '../l10n/catalogue.js';
import { propertyWord } from '../effects/information.js';

export function deliverLearns(g: Game): void {
    for (const l of g.learns) {
        if (l.unless && truthy(l.unless(l.ctx))) {
            g.traceOn && g.log('failed', say(g.lang, 'note.learn-lost', { ability: l.title, player: g.players[l.subject].name }), { source: l.source, targets: [l.subject], src: l.src });
            continue;
        }
        if (l.lazy) l.value = l.lazy();
        const to = l.to.map((i) => g.players[i].name);
        const subject = g.players[l.shownAs ?? l.subject].name;
        // `anonymously`: the value without whose it is (seed 000's Алхимия: «представители каких Тайных ролей
        // "заражены"» — the roles, not the players).
        if (l.anonymous) g.emit({ kind: 'learn', public: false, to, property: l.property, value: l.value, text: `${l.title}: ${l.value}.` });
        else g.emit({ kind: 'learn', public: false, to, subject, property: l.property, value: l.value, text: l.none ? texts.learnNone(g, l.title, subject, l.property) : texts.learn(g, l.title, subject, l.property, l.value) });
        g.traceOn && g.log('applied', say(g.lang, 'note.learns', { to: to.join(', '), n: to.length, property: propertyWord(g, l.property), subject, value: l.value }), { source: l.source, targets: [l.subject], src: l.src });
    }
    g.learns = [];
}
