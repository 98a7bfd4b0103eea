// The call stack of a timeline step, outermost first: phase → stage → order (or vote) → effect,
// each at its `.mafia` line — the phase, order and vote in the game script (their rule lines when
// the game is a JSON file), the stage and the effect in the rule set. A frame's key names what it
// stands for (this phase, this stage of it, this order), so that stepping and breakpoints can tell
// when a step enters a frame.
import type { StepSnapshot } from '../../engine/debug/index.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { DebugGame } from './debug-game.js';

export type FrameLevel = 'phase' | 'stage' | 'order' | 'effect';

export interface StepFrame {
    level: FrameLevel;
    key: string;
    name: string;
    /** Absolute path of the .mafia file, or null (a frame without a line). */
    file: string | null;
    line: number;
}

export function stepFrames(d: DebugGame, s: StepSnapshot): StepFrame[] {
    const frames: StepFrame[] = [];
    const phaseInput = d.game.phases?.[s.phase.index - 1];
    const phaseLine = phaseInput ? d.lines.get(phaseInput) : undefined;
    const phaseKey = `p${s.phase.index}`;
    frames.push({
        level: 'phase', key: phaseKey, name: say(d.lang, 'debug.frame.phase', { title: s.phase.title, number: s.phase.number }),
        ...(phaseLine !== undefined && d.scriptPath ? { file: d.scriptPath, line: phaseLine } : at(s.phase.src)),
    });
    if (s.kind === 'phase' || !s.entry) return frames;
    const entry = s.entry;
    let outer = phaseKey;
    if (s.stage) {
        outer = `${phaseKey}/s:${s.stage.title}`;
        if (s.stage.src) frames.push({ level: 'stage', key: outer, name: s.stage.title, ...at(s.stage.src) });
    }
    if (s.order) {
        const o = s.order;
        const line = o.input ? d.lines.get(o.input) : undefined;
        outer = `${outer}/o${o.seq}`;
        frames.push({
            level: 'order', key: outer,
            name: say(d.lang, 'debug.frame.order', { actor: o.actor, ability: o.ability, targets: o.targets.join(', ') || '—' }),
            ...(line !== undefined && d.scriptPath ? { file: d.scriptPath, line } : at(o.src)),
        });
    } else if (s.vote) {
        const line = d.lines.get(s.vote);
        outer = `${outer}/v${s.index}`;
        frames.push({
            level: 'order', key: outer, name: say(d.lang, 'debug.frame.vote', { voter: s.vote.voter, target: s.vote.target }),
            ...(line !== undefined && d.scriptPath ? { file: d.scriptPath, line } : at(entry.source)),
        });
    }
    frames.push({ level: 'effect', key: `${outer}/e${s.index}`, name: entry.note || entry.ability || entry.stage, ...at(entry.source) });
    return frames;
}

function at(src: { file: string; line: number } | null | undefined): { file: string | null; line: number } {
    return src && src.file && src.line > 0 ? { file: src.file, line: src.line } : { file: null, line: 0 };
}

/**
 * The frames a step enters: its innermost frame, and each outer frame it does not share with the
 * step before (a breakpoint on an order line stops once, where the order begins).
 */
export function enteredFrames(frames: StepFrame[], before: StepFrame[] | null): StepFrame[] {
    const known = new Set(before?.map((f) => f.key) ?? []);
    return frames.filter((f, i) => i === frames.length - 1 || !known.has(f.key));
}
