// Executing a player (the vote, or `execute`): execution immunity, substitutes, then death or a
// status, lynch triggers.
import { Ctx as CtxClass } from '../context.js';
import type { Game } from '../game.js';
import type { ActionSource } from '../model/rule-context.js';
import type { SourceRef } from '../model/ruleset.js';
import { active } from '../state.js';
import { texts } from '../texts.js';
import { fireTriggers } from '../triggers.js';
import { say } from '../l10n/catalogue.js';

/** Executes a player (the vote, or `execute`): execution immunity, substitutes, then death or a status, lynch triggers. */
export function executePlayer(g: Game, target: number, source: ActionSource, voters: number[], src: SourceRef, votes = voters.length): boolean {
    const voting = g.phase.voting ? g.ix.votings.get(g.phase.voting) : g.rs.votings[0];
    let p = target;
    const sub = g.substituteFor(p, 'execution');
    if (sub >= 0) { g.traceOn && g.log('redirected', say(g.lang, 'note.executed-instead', { sub: g.players[sub].name, player: g.players[p].name }), { source, targets: [p, sub], src }); p = sub; }
    const player = g.players[p];
    const immunity = player.immunities.find((im) => active(im, g.index) && im.execution && !im.exceptRefs?.source(source));
    const cover = immunity ? undefined : player.statuses.find((st) => active(st, g.index) && g.ix.statuses.get(st.id)?.noExecution);
    if (immunity || cover) {
        // The host says so (seed 003: «ведущий объявляет, что обреченный отмазан и не вешается никто»).
        const reason = cover ? g.ix.statusTitle(cover.id) : (immunity!.key && g.ix.abilities.get(immunity!.key)?.title) || say(g.lang, 'host.immunity');
        // The public post does not say why: a cover's or an immunity's name would tell the thread who
        // killed whom or what role he holds (seed 003's «Отмазка за идиота» names the Idiot's killer);
        // the host is told. A rule set's own `message spared` may still use {reason}.
        if (source.kind === 'voting') {
            g.emit({ kind: 'message', public: true, subject: player.name, text: texts.spared(g, player.name, reason) });
            g.emit({ kind: 'host', public: false, to: ['host'], subject: player.name, text: say(g.lang, 'host.spared-why', { player: player.name, reason }) });
        }
        g.traceOn && g.log('blocked', say(g.lang, 'note.not-executed', { player: player.name }), { source, targets: [p], src });
        return false;
    }
    g.emit({ kind: 'execution', public: true, subject: player.name, value: votes, text: source.kind === 'voting' ? texts.executed(g, player.name, votes) : texts.executedBy(g, player.name) });
    g.traceOn && g.log('applied', say(g.lang, 'note.executed', { player: player.name }), { source, targets: [p], src });
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
