// `self` in a faction's win clause is the member judged (outside audit of new rule sets, N13): the
// reference's own `wins alone when count alive == 1 and self in alive`, written on a one-player
// faction, makes its Serial Killer win as the last player alive; before, `self` was nobody and such
// games ran to the phase cap.
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const DIR = 'test/fixtures/audit-novel';

describe('a faction win clause that names self', () => {
    it('the last one alive wins: the Serial Killer stabs the last Goon', () => {
        const r = mafia(['run', `${DIR}/classic-endgame2.json`, '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        const out = JSON.parse(r.stdout);
        expect(out.winner).toEqual({ factions: ['Serial Killer'], players: ['Dan'] });
    });

    it('a simulated two-player game always ends, never at the phase cap', () => {
        const r = mafia(['simulate', `${DIR}/classic-open.mafia`, '--roles', 'Serial Killer:1,Goon:1', '--games', '20', '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).not.toMatch(/"unfinished":\s*[1-9]/);
        expect(JSON.stringify(JSON.parse(r.stdout))).toContain('Serial Killer');
    });
});
