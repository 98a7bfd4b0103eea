// How a vote is written in the thread (`voting … { post { … } }`, what `mafia votes` reads): a colour
// the reader cannot recognise, a `for` colour in a voting without votes for, one colour for both
// kinds, rules that name no way to write a vote; in a game script, the host's verdict on a vote
// where the rules do not leave votes to the host, and a phase's `until` that is not a time (a day the
// calendar lacks, 25:00: `mafia votes` would refuse it). The colour facts are engine/votes/vote-post-rules.ts.
import { messageLang } from '../l10n/message-lang.js';
import { AstUtils, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { say } from '../../engine/l10n/catalogue.js';
import { COLOUR_NAMES, colourName, isKnownColour } from '../../engine/votes/vote-post-rules.js';
import { shownTime } from '../forum/forum-time.js';
import { Codes } from './codes.js';
import { report } from './report.js';

export function votePostChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        VotePost: (post: ast.VotePost, accept: ValidationAcceptor) => {
            const lang = messageLang(post);
            const voting = post.$container;
            const signed = voting.clauses.some((c) => ast.isVotingModel(c) && c.model === 'signed');
            const colours = post.clauses.filter(ast.isPostColour);
            const seen = new Map<string, string>();
            for (const c of colours) {
                if (typeof c.colour !== 'string') continue;   // a colour the parser did not get (a syntax error, reported)
                const name = colourName(c.colour);
                const kind = c.kind ?? 'against';
                if (!isKnownColour(name)) {
                    report(accept, 'error', Codes.VotePostColour, say(lang, 'votes.diag.unknown-colour', { colour: c.colour, known: COLOUR_NAMES.join(', ') }), { node: c, property: 'colour' });
                } else if (kind === 'for' && !signed) {
                    report(accept, 'error', Codes.VotePostColour, say(lang, 'votes.diag.for-not-signed', { colour: c.colour }), { node: c, property: 'kind' });
                } else if (seen.has(name) && seen.get(name) !== kind) {
                    report(accept, 'error', Codes.VotePostColour, say(lang, 'votes.diag.colour-both-kinds', { colour: c.colour }), { node: c, property: 'colour' });
                }
                seen.set(name, kind);
            }
            const phrases = post.clauses.filter(ast.isPostPhrase).flatMap((p) => p.phrases).filter((p) => p.trim() !== '');
            if (colours.length === 0 && phrases.length === 0 && !post.clauses.some(ast.isPostTag)) {
                report(accept, 'warning', Codes.VotePostEmpty, say(lang, 'votes.diag.empty'), { node: post, keyword: 'post' });
            }
            if (signed && !colours.some((c) => c.kind === 'for') && colours.length > 0) {
                report(accept, 'warning', Codes.VotePostEmpty, say(lang, 'votes.diag.no-for-colour'), { node: post, keyword: 'post' });
            }
        },
        GamePhase: (phase: ast.GamePhase, accept: ValidationAcceptor) => {
            if (phase.deadline === undefined || shownTime(phase.deadline, 0) !== null) return;
            report(accept, 'error', Codes.BadDeadline, say(messageLang(phase), 'votes.diag.bad-until', { value: phase.deadline }), { node: phase, property: 'deadline' });
        },
        VoteVerdict: (verdict: ast.VoteVerdict, accept: ValidationAcceptor) => {
            const phase = AstUtils.getContainerOfType(verdict, ast.isGamePhase)?.kind.ref;
            if (!phase) return;
            const voting = phase.clauses.find(ast.isPhaseVoting)?.voting.ref;
            const lang = messageLang(verdict);
            if (!voting) {
                report(accept, 'error', Codes.VerdictNotAllowed, say(lang, 'votes.diag.verdict-no-voting', { phase: phase.title ?? phase.name }), { node: verdict, keyword: verdict.verdict });
                return;
            }
            const post = voting.clauses.find(ast.isVotePost);
            if (!post?.clauses.some(ast.isPostHostDecides)) {
                report(accept, 'error', Codes.VerdictNotAllowed, say(lang, 'votes.diag.verdict-not-allowed', { voting: voting.title ?? voting.name }), { node: verdict, keyword: verdict.verdict });
            }
        },
    };
}
