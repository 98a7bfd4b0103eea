// A parsed game script becomes the game JSON object (DESIGN.md contract), so text scripts and
// JSON files run through the same path. Names are passed as written; the engine matches them.
// Phases are placed by kind and number on the rule set's cycle (`day 1`, `night 1`, ...).
import { GrammarUtils, type AstNode, type Reference } from 'langium';
import type { GameScript, VoteVerdict } from '../generated/ast.js';
import type { ActionInput, GameInput, PhaseInput, VoteInput } from '../../engine/model/game-input.js';
import { genderOfWord } from '../../engine/l10n/gender.js';
import { say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { repeatedName } from '../../engine/names.js';
import { phaseSlot, type Cycle } from './phase-slots.js';

/**
 * A game script that cannot become a game (a phase the cycle does not have, a phase twice).
 * `message` is the English; text(lang) words it in the language of the rule set or of `--lang`.
 */
export class GameScriptError extends Error {
    constructor(readonly line: number, private readonly key: MessageKey, private readonly params: Params) {
        super(say('en', key, params));
    }
    text(lang: Lang): string {
        return say(lang, this.key, this.params);
    }
}

export type { Cycle } from './phase-slots.js';

/** Where each phase, order, vote, host and player entry of the game JSON (and the game itself: its players block) is written in the script (1-based lines; the debugger's frames, the deal's problems). */
export type ScriptLines = WeakMap<object, number>;

export function gameScriptToJson(script: GameScript, cycle: Cycle, lines?: ScriptLines): GameInput {
    if (script.players.length === 0) throw new GameScriptError(playersLine(script), 'script.noPlayers', {});
    // Two players whose names match are one name given twice (the game JSON's check, at the script's lines).
    const twice = repeatedName(script.players.map((p) => p.name));
    if (twice) {
        const [first, again] = [script.players[twice.first], script.players[twice.again]];
        throw new GameScriptError(lineOf(again), 'script.playerTwice', { name: again.name, first: first.name, line: lineOf(first) });
    }
    const game: GameInput = {
        ruleset: script.ruleset,
        players: script.players.map((p) => {
            const player = {
                name: p.name,
                roles: p.roles.map(refName),
                ...(p.tags.length > 0 ? { tags: p.tags.map(refName) } : {}),
                ...(p.gender && genderOfWord(p.gender) ? { gender: genderOfWord(p.gender) } : {}),
            };
            lines?.set(player, lineOf(p));
            return player;
        }),
    };
    // The deal as a whole (role counts, the number of players) is at the players block.
    lines?.set(game, playersLine(script));
    if (script.title !== undefined) game.title = script.title;
    if (script.seed !== undefined) game.seed = script.seed;
    const phases: Array<PhaseInput | undefined> = [];
    for (const gp of script.phases) {
        const line = lineOf(gp);
        const kind = gp.kind.ref?.name ?? stripQuotes(gp.kind.$refText);
        if (!cycle.phases.includes(kind)) throw new GameScriptError(line, 'script.noPhase', { kind, phases: cycle.phases.join(', ') });
        if (gp.number < 1) throw new GameScriptError(line, 'script.phaseNumber', { kind, number: gp.number });
        const index = phaseSlot(cycle, kind, gp.number);
        if (phases[index]) throw new GameScriptError(line, 'script.phaseTwice', { kind, number: gp.number });
        const phase: PhaseInput = { actions: [], votes: [], host: [] };
        lines?.set(phase, line);
        const verdicts: VoteVerdict[] = [];
        for (const e of gp.entries) {
            const entryLine = lineOf(e);
            switch (e.$type) {
                case 'OrderEntry': {
                    const action: ActionInput = { actor: refName(e.actor), ability: refName(e.ability) };
                    if (e.targets.length > 0) action.targets = e.targets.map(refName);
                    for (const arg of e.args) {
                        const key = arg.key === 'guess' ? 'role' : arg.key;
                        (action.args ??= {})[key] = arg.number !== undefined ? (arg.negative ? -arg.number : arg.number) : stripQuotes(arg.value ?? '');
                    }
                    phase.actions!.push(action);
                    lines?.set(action, entryLine);
                    break;
                }
                case 'VoteEntry': {
                    const vote = { voter: refName(e.voter), target: refName(e.target), ...(e.kind ? { kind: e.kind } : {}) };
                    phase.votes!.push(vote);
                    lines?.set(vote, entryLine);
                    break;
                }
                case 'HostEntry': {
                    const host = { remove: refName(e.player), ...(e.reveal ? { reveal: true } : {}) };
                    phase.host!.push(host);
                    lines?.set(host, entryLine);
                    break;
                }
                case 'VoteVerdict':
                    verdicts.push(e);
                    break;
            }
        }
        applyVerdicts(phase.votes!, verdicts);
        if (gp.deadline !== undefined) phase.deadline = gp.deadline;
        if (phase.host!.length === 0) delete phase.host;
        phases[index] = phase;
    }
    game.phases = Array.from({ length: phases.length }, (_, i) => phases[i] ?? {});
    return game;
}

/**
 * The host's verdicts on votes (`host reject vote A`, `host accept vote A -> B`): a rejected voter's
 * votes are left out; an accepted vote replaces the voter's votes where the first of them stood (or
 * comes last). Applying them again changes nothing, so a script whose votes already follow the
 * verdicts (`mafia votes --append`) runs the same.
 */
function applyVerdicts(votes: VoteInput[], verdicts: readonly VoteVerdict[]): void {
    for (const v of verdicts) {
        const voter = refName(v.voter);
        const at = votes.findIndex((x) => x.voter === voter);
        const rest = votes.filter((x) => x.voter !== voter);
        if (v.verdict === 'accept' && v.target) {
            const vote: VoteInput = { voter, target: refName(v.target), ...(v.kind ? { kind: v.kind } : {}) };
            rest.splice(at < 0 ? rest.length : at, 0, vote);
        }
        votes.splice(0, votes.length, ...rest);
    }
}

/** The line of the script's `players` keyword. */
function playersLine(script: GameScript): number {
    const at = GrammarUtils.findNodeForKeyword(script.$cstNode, 'players') ?? script.$cstNode;
    return (at?.range.start.line ?? 0) + 1;
}

/** The node's 1-based line in the script. */
function lineOf(node: AstNode): number {
    return (node.$cstNode?.range.start.line ?? 0) + 1;
}

/** The name as written: the declaration's identifier when it resolved, else the text. */
function refName(ref: Reference<AstNode>): string {
    const target = ref.ref as { name?: string } | undefined;
    return target?.name ?? stripQuotes(ref.$refText);
}

function stripQuotes(text: string): string {
    if (text.length >= 2 && ((text.startsWith('"') && text.endsWith('"')) || (text.startsWith('«') && text.endsWith('»')))) {
        const inner = text.slice(1, -1);
        return text.startsWith('"') ? inner.replace(/\\(.)/g, '$1') : inner;
    }
    return text;
}
