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

// Reconstructed from the audit report's descriptions (the audit's case folder is gone).
const deaths = (r: RunResult, phase: number) => r.phases[phase].events.filter((e) => e.kind === 'death').map((e) => e.subject);

describe('G1: the Elite Bodyguard retaliates when his own Bodyguard takes the kill from him (ROLES 5.6)', () => {
    it('old_F1_elite_saved_by_guard: EBG guards V, BG guards EBG, the Goon shoots V: BG dies for EBG, and EBG kills the Goon', async () => {
        const r = await play('old_F1_elite_saved_by_guard');
        expect(deaths(r, 0)).toEqual(['BG', 'G']);
        expect(r.winner).toEqual({ factions: ['Town'], players: ['EBG', 'BG', 'V', 'F1', 'F2', 'F3'] });
    });
    it('old_F1_elite_guarded_two_killers: the Goon and a Vigilante both shoot V: EBG kills both', async () => {
        expect(deaths(await play('old_F1_elite_guarded_two_killers'), 0)).toEqual(['BG', 'G', 'Vig']);
    });
    it('b_elite_guarded_shot_directly: the Goon shoots EBG himself: BG dies for him, no retaliation (not his charge\'s attacker)', async () => {
        expect(deaths(await play('b_elite_guarded_shot_directly'), 0)).toEqual(['BG']);
    });
    it('b_vengeful_elite_guarded: a Vengeful EBG whose Bodyguard took the kill: no revenge (a guard\'s stop is outside every layer), the retaliation still', async () => {
        const r = await play('b_vengeful_elite_guarded');
        expect(deaths(r, 0)).toEqual(['BG', 'G']);
        expect(r.phases[0].rejected).toEqual([]);
    });
});

describe('G4: under Double a repeated order is a second order (ROLES 4.1, 4.3)', () => {
    it('c_double_watcher_same: a doubled Watcher watching X twice gets two results', async () => {
        const r = await play('c_double_watcher_same');
        expect(learned(r, 2)).toEqual(['Watch: X — Cop.', 'Watch: X — Cop.', 'Investigate: X — Good.']);
        expect(r.phases[2].rejected).toEqual([]);
    });
    it('c_repeat_same_order: an undoubled Cop investigating X twice: one result, the earlier order in `rejected` with its reason', async () => {
        const r = await play('c_repeat_same_order');
        expect(learned(r, 0)).toEqual(['Investigate: X — Good.']);
        expect(r.phases[0].rejected).toEqual([{ actor: 'Cop', ability: 'Investigate', targets: ['X'],
            reason: 'a second order for Investigate needs an extra order, and Cop has none this phase: the later order counts' }]);
    });
});

describe('G6: a draw only when every player lost (ROLES 7)', () => {
    it.each(['d_lone_joker_lynched', 'd_lone_lyncher_wins'])('%s: the lynched Joker (and the Lyncher) won: no draw, and their wins do not end the game', async (name) => {
        const r = await play(name);
        expect(r.winner).toBeNull();
        expect(r.phases[1].events.filter((e) => e.kind === 'win')).toEqual([]);
    });
    it('d_everyone_lost_third_party: the Joker killed at night, so the Lyncher\'s target too: everyone lost, a draw', async () => {
        const r = await play('d_everyone_lost_third_party');
        expect(r.winner).toEqual({ draw: true });
        expect(r.phases[0].events.filter((e) => e.kind === 'win').map((e) => e.text)).toEqual(['The game ends in a draw: nobody wins.']);
    });
});

describe('G7: a Possess whose Victim is dead is refused for the Victim, not the puppet', () => {
    it('e_possess_dead_victim: the reason names the failing part of the condition, in English and Russian', async () => {
        const game = JSON.parse(readFileSync('test/fixtures/audit-ms2/e_possess_dead_victim.json', 'utf8'));
        const rs = await compiledRules(MS);
        const line = readFileSync(MS, 'utf8').split('\n').findIndex((l) => l.includes('ability Possess')) + 1;
        const reasons = (lang: 'en' | 'ru') => runGame(rs, game, { lang }).phases[2].rejected.map((x) => x.reason);
        expect(reasons('en')).toEqual([`Possess may be used only when Victim is alive (rule line ${line})`]);
        expect(reasons('ru')).toEqual([`«Possess» можно применить, только когда «Victim» жив (строка правил ${line})`]);
    });
});
