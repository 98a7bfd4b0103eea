// The second black-box audit of the mafiascum role set (test/fixtures/audit-ms2/, copied from the audit's
// cases with their rule-set path fixed): each finding fixed, on the audit's own game file, against the
// section of shared/peer/ROLES.md it found broken.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../engine/run.js';
import { runGame } from '../../engine/run.js';
import { compiledRules } from './compile.js';

const MS = 'examples/mafiascum/rules.mafia';
const play = async (name: string): Promise<RunResult> =>
    runGame(await compiledRules(MS), JSON.parse(readFileSync(`test/fixtures/audit-ms2/${name}.json`, 'utf8')));
const learned = (r: RunResult, phase: number) => r.phases[phase].events.filter((e) => e.kind === 'learn').map((e) => e.text);

describe('G8: the Lyncher\'s fate looks only at his target (ROLES 7)', () => {
    it('i_dead_lyncher_wins: killed on Night 0, he wins when his target is lynched on Day 1', async () => {
        const r = await play('i_dead_lyncher_wins');
        expect(r.winner).toEqual({ factions: ['Town', 'Third-Party'], players: ['L', 'T', 'Vig', 'F1', 'F2', 'F3', 'F4'] });
    });
    it('d_lyncher_target_killed: a target who died otherwise still loses him the game', async () => {
        const r = await play('d_lyncher_target_killed');
        expect(r.winner).toEqual({ factions: ['Town'], players: ['T', 'Vig', 'F1', 'F2', 'F3', 'F4'] });
    });
    it('i_lyncher_target_mafia, i_lyncher_target_unlynchable, old_F9_lyncher_mutual: the other Lyncher fates as before', async () => {
        expect((await play('i_lyncher_target_mafia')).winner).toEqual({ factions: ['Town', 'Third-Party'], players: ['L', 'F1', 'F2', 'F3', 'F4'] });
        expect((await play('i_lyncher_target_unlynchable')).winner).toEqual({ factions: ['Town'], players: ['T', 'Vig', 'F1', 'F2', 'F3', 'F4'] });
        expect((await play('old_F9_lyncher_mutual')).winner).toBeNull();
    });
    it('d_lyncher_then_town: alive, he wins with Town as before', async () => {
        const r = await play('d_lyncher_then_town');
        expect(r.winner).toEqual({ factions: ['Town', 'Third-Party'], players: ['L', 'T', 'Vig', 'F1', 'F2', 'F3', 'F4'] });
    });
});

describe('G3: an action on oneself is a visit (ROLES 5.5.5 "X visits each final target"; 5.7)', () => {
    it('c_cop_self_tracked: a Cop investigating himself is seen by the Tracker and the Watcher', async () => {
        const r = await play('c_cop_self_tracked');
        expect(learned(r, 0)).toEqual(['Investigate: Cop — Good.', 'Track: Cop — Cop.', 'Watch: Cop — Cop, Tr.']);
    });
    it('c_rb_self: a Roleblocker blocking himself', async () => {
        const r = await play('c_rb_self');
        expect(learned(r, 0)).toEqual(['Track: RB — RB.', 'Watch: RB — RB, Tr.']);
        expect(r.phases[0].rejected).toEqual([]);
    });
    it('c_del_self and c_vig_self_tracked: a Delayer delaying himself, a Vigilante shooting himself', async () => {
        expect(learned(await play('c_del_self'), 0)).toEqual(['Track: Del — Del.']);
        const vig = await play('c_vig_self_tracked');
        expect(learned(vig, 0)).toEqual(['Track: Vig — Vig.']);
        expect(vig.phases[0].events.filter((e) => e.kind === 'death').map((e) => e.subject)).toEqual(['Vig']);
    });
    it('c_autopsy_self_killer: the Forensic Investigator finds the Vigilante who shot himself among his visitors', async () => {
        expect(learned(await play('c_autopsy_self_killer'), 2)).toEqual(['Autopsy: Vig — Vig.']);
    });
    it('c_double_rb_self_then_other: a doubled Roleblocker blocks himself, then (his block met) fails to block the Goon', async () => {
        const r = await play('c_double_rb_self_then_other');
        expect(learned(r, 2)).toEqual(['Track: RB — RB.']);
        expect(r.phases[2].events.filter((e) => e.kind === 'death').map((e) => e.subject)).toEqual(['V']);
        expect(r.phases[2].rejected).toEqual([]);
    });
});

describe('G9: Overeager on a `Mafia <Role>`: the inherited ability is his own (ROLES 1, 4.4)', () => {
    it('j_overeager_mafia_cop: a silent Overeager Mafia Cop gets a made-up Investigate', async () => {
        const r = await play('j_overeager_mafia_cop');
        expect(learned(r, 0).filter((t) => t.startsWith('Investigate: '))).toHaveLength(1);
        expect(r.phases[0].rejected).toEqual([]);
    });
    it.each(['j_overeager_mafia_vig', 'j_overeager_mafia_vig_s2'])('%s: a silent Overeager Mafia Vigilante gets a made-up Kill, carried out', async (name) => {
        const r = await play(name);
        expect(r.phases[0].rejected).toEqual([]);
        expect(r.phases[0].events.filter((e) => e.kind === 'death')).toHaveLength(1);
    });
    it('j_overeager_mafia_doc_given: an order he gives is used unchanged', async () => {
        const r = await play('j_overeager_mafia_doc_given');
        expect(r.phases[0].rejected).toEqual([]);
        expect(r.phases[0].events.filter((e) => e.kind === 'death')).toEqual([]);
    });
});

describe('G5: a Mafia Vigilante\'s `Kill` is his own (ROLES 1, 4.2: the Mafia\'s kill is not his to carry out)', () => {
    const deaths = (r: RunResult) => r.phases[0].events.filter((e) => e.kind === 'death').map((e) => e.subject);
    it.each([
        ['f_mafia_vig_kill', ['X']],
        ['f_mafia_vig_kill_qualified', ['X']],      // written `Vigilante.Kill`, as the ambiguity message spells it
        ['f_mafia_vig_no_ability', ['X']],
        ['f_mafia_vig_plus_faction', ['X', 'Y']],   // the Goon carries out the faction kill the same night
    ])('%s: carried out, nothing rejected', async (name, dead) => {
        const r = await play(name);
        expect(r.phases[0].rejected).toEqual([]);
        expect(deaths(r)).toEqual(dead);
    });
});
