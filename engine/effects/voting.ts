// Voting effects: vote weights, silences, immunities and the like; `execute`.
import type { Ctx } from '../context.js';
import { list, one } from '../expressions.js';
import { AFTER, SETUP } from '../game.js';
import type { DurationDef, SourceRef } from '../model/ruleset.js';
import { executePlayer } from './execution.js';
import { hit, shielded } from './reach.js';
import { say } from '../l10n/catalogue.js';

/** `vote KIND of X [by N] [when voting for|against] [duration]`: weight adds N to X's vote; silence:
 *  X cannot vote; immunity: votes against X do not count; cancel: X's vote silently does not count;
 *  bonus: N more votes against X; cap: enhanced voters count at most N against X; secret: X votes
 *  by private message (his vote is not shown). Default duration: this phase. */
export function voteMod(c: Ctx, kind: 'weight' | 'silence' | 'immunity' | 'cancel' | 'bonus' | 'cap' | 'secret', who: unknown, amount: number, duration: DurationDef | null, src: SourceRef, side?: 'for' | 'against' | null, hidden = false): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            if ((kind === 'silence' || kind === 'cancel') && shielded(g, c, v)) { g.traceOn && g.log('protected', say(g.lang, 'note.vote-effect-protected', { player: g.players[v].name, kind: say(g.lang, `word.vote.${kind}`) }), { source: c.source, targets: [v], src }); continue; }
            g.players[v].add('voteMods', hidden ? { from: span.from, until: span.until, kind, amount, side: side ?? null, hidden } : { from: span.from, until: span.until, kind, amount, side: side ?? null });
            g.traceOn && g.log('applied', say(g.lang, 'note.vote-effect', { player: g.players[v].name, kind: say(g.lang, `word.vote.${kind}`), amount: kind === 'weight' ? ` ${amount >= 0 ? '+' : ''}${amount}` : '' }), { source: c.source, targets: [v], src });
        }
    });
}

/**
 * `vote hidden weight of X by N …` (seed 003's Доктор: «Синий голос доктора засчитывается за три,
 * однако вслух об этом не сообщается»): counts like `vote weight`, but the public tally
 * (engine/voting.ts) shows the vote as an ordinary one.
 */
export function hiddenVoteMod(c: Ctx, who: unknown, amount: number, duration: DurationDef | null, src: SourceRef, side?: 'for' | 'against' | null): void {
    voteMod(c, 'weight', who, amount, duration, src, side, true);
}

/**
 * `vote of X follows Y [duration]` (mafiascum's Politician stealing a vote): X's vote goes where Y's
 * goes, whatever X cast himself (engine/voting.ts `followVotes`). Default duration: this phase.
 */
export function followVote(c: Ctx, who: unknown, leader: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const by = one(c, leader);
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        if (by < 0) return;
        for (const v of subjects) {
            if (v === by) continue;
            g.players[v].add('voteMods', { from: span.from, until: span.until, kind: 'follow', amount: by, side: null });
            g.traceOn && g.log('applied', say(g.lang, 'note.vote-follows', { voter: g.players[v].name, leader: g.players[by].name }), { source: c.source, targets: [v], src });
        }
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
