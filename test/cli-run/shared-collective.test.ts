// A faction's `shared ability … collective majority` (outside audit of new rule sets, N9): members who
// order the same target act together, and the action needs more than half of the living holders. The
// later member's order used to supersede the earlier one, so no majority could form and the mafia
// never killed. Fixture: three Mafiosi, a Bodyguard on the target (he takes the kill).
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const DIR = 'test/fixtures/audit-novel';

interface Phase { rejected: unknown[]; events: Array<{ kind: string; subject?: string }> }

const night = (file: string): Phase => {
    const r = mafia(['run', `${DIR}/${file}`, '--phases', '1', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout).phases[0];
};

const deaths = (p: Phase) => p.events.filter((e) => e.kind === 'death').map((e) => e.subject);

describe('shared collective majority', () => {
    it('two of three Mafiosi on Jo: the kill lands (on his Bodyguard), no order superseded', () => {
        const p = night('misc-game.mafia');
        expect(p.rejected).toEqual([]);
        expect(deaths(p)).toEqual(['Dan']);
    });

    it('two Mafiosi on two targets: neither has the majority, nobody dies of the Kill', () => {
        const p = night('misc-game-split.mafia');
        expect(p.rejected).toEqual([]);
        expect(deaths(p)).toEqual([]);
    });
});
