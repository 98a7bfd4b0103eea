// The phase's voting (engine/voting.ts: ballots, tally, execution, lynch triggers); votes given in a
// phase without voting are rejected.
import type { Game } from '../game.js';
import type { PhaseInput } from '../model/game-input.js';
import { DEFAULT_STAGE } from '../rule-index.js';
import { runVoting } from '../voting.js';
import { say } from '../l10n/catalogue.js';

export function runVotingStep(g: Game, input: PhaseInput): void {
    g.stage = DEFAULT_STAGE;
    if (!g.winner && g.phase.voting) {
        const voting = g.ix.votings.get(g.phase.voting);
        if (voting) runVoting(g, voting, input.votes ?? []);
    } else if ((input.votes ?? []).length > 0) {
        for (const v of input.votes ?? []) g.rejected.push({ actor: v.voter, ability: 'vote', reason: say(g.lang, 'reject.no-voting', { phase: g.phase.title }) });
    }
}
