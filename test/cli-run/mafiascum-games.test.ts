// The mafiascum rule set and its example games (examples/mafiascum/) through the real CLI: the rule
// set checks clean, each game is played to its side's win, and a deal that stacks roles wrongly is
// refused both by the checker (a game script's diagnostic) and by `mafia run` (exit 1), in the same words.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia } from './cli.js';
import { deathsIn, phaseAt, runJson, type Phase } from './game-result.js';

const EX = 'examples/mafiascum';

const run = runJson;
const at = phaseAt;
const deaths = deathsIn;
const learned = (p: Phase, who: string) => p.events.filter((e) => e.kind === 'learn' && !e.deal && e.to?.includes(who)).map((e) => `${e.subject}: ${e.value}`);

describe('examples/mafiascum', () => {
    it('mafia check reports nothing on the rule set and its games', async () => {
        const r = await mafia('check', EX);
        expect(r.stdout).toContain('0 error(s), 0 warning(s)');
        expect(r.code).toBe(0);
    });

    it('game-town-wins: Town wins on Day 2 with the Joker lynched on Day 1', async () => {
        const r = await run(`${EX}/game-town-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Town', 'Third-Party'], players: ['Ada', 'Ben', 'Cal', 'Dee', 'Eve'] });
        expect(learned(at(r, 'night 1'), 'Ada')).toEqual(['Fin: Evil']);
        expect(learned(at(r, 'night 2'), 'Ada')).toEqual(['Gus: Good']);   // a Godfather reads Good
        expect(deaths(at(r, 'day 1'))).toEqual(['Eve']);
        expect(r.phases).toHaveLength(4);
    });

    it('game-mafia-wins: the Mafia win on Night 2, not at parity after Day 1', async () => {
        const r = await run(`${EX}/game-mafia-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Mafia'], players: ['Eli', 'Fay'] });
        expect(learned(at(r, 'night 1'), 'Ann')).toEqual([]);             // shot before her result
        expect(learned(at(r, 'night 1'), 'Dan')).toEqual(['Ann: nobody']); // the Ninja Hitman is unseen
        expect(r.phases).toHaveLength(3);
    });

    it('game-every-role: every role and modifier dealt; Town, the Joker and the Lyncher win on Day 3', async () => {
        const r = await run(`${EX}/game-every-role.mafia`);
        expect(r.deal.map((p) => p.roles.join(', '))).toContain('Villager, Bulletproof');
        const winner = r.winner as { factions: string[]; players: string[] };
        expect(winner.factions).toEqual(['Town', 'Third-Party']);
        expect(winner.players).toEqual(expect.arrayContaining(['Yan', 'Zoe']));
        expect(winner.players).not.toContain('Uma');
        const n1 = at(r, 'night 1');
        expect(deaths(n1)).toEqual([]);                                  // the Vigilante's shot is held, the Doctor saves Ben
        expect(learned(n1, 'Ben')).toEqual(['Tom: Good']);              // bus-driven onto the Godfather, named before the swap
        expect(learned(n1, 'Gil')).toEqual(['Cal: Ben']);               // possessed by the Mafia Ventriloquist onto Cal
        expect(learned(n1, 'Hana')).toEqual(['Cal: Gil']);              // possessed by the Ventriloquist onto Cal
        expect(at(r, 'day 1').rejected).toEqual([{ actor: 'Quin', ability: 'vote', reason: "the vote follows Oli's (vote stolen)", targets: ['Dee'] }]);
        expect(deaths(at(r, 'day 1'))).toEqual(['Tom']);
        const n2 = at(r, 'night 2');
        expect(deaths(n2).sort()).toEqual(['Sam', 'Uma', 'Wes', 'Xia']);  // Wes: the held shot
        expect(learned(n2, 'Max')).toEqual(['Tom: Fox']);               // the bus driver visited Tom
        expect(learned(n2, 'Ben')).toEqual(['Uma: Good', 'Rae: Evil']); // doubled: two investigations
        expect(learned(n2, 'Gil')).toEqual([]);                         // roleblocked
        expect(learned(at(r, 'night 3'), 'Gil')).toEqual(['Vic: nobody']);
    });
});

describe('a deal that stacks roles wrongly', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mafiascum-'));
    const rules = resolve(EX, 'rules.mafia');
    const script = (players: string) => {
        const file = join(dir, `game-${Math.random().toString(36).slice(2)}.mafia`);
        writeFileSync(file, `game "bad" rules ${JSON.stringify(rules)}\nplayers {\n${players}\n}\nnight 1 {}\n`);
        return file;
    };

    it('a modifier without a base role: a diagnostic on the player line, and exit 1 from run', async () => {
        const file = script('    Ann: Bulletproof\n    Bob: Goon\n    Cat: Villager');
        const check = await mafia('check', file);
        expect(check.stdout).toMatch(/:3:10: error \[invalid-deal\] Bulletproof is a modifier: it stacks on a base role, and Ann is dealt none\./);
        const played = await mafia('run', file);
        expect(played.code).toBe(1);
        expect(played.stderr).toContain('Bulletproof is a modifier: it stacks on a base role, and Ann is dealt none');
    });

    it('two base roles: the second is marked', async () => {
        const file = script('    Ann: Cop, Doctor\n    Bob: Goon\n    Cat: Villager');
        const check = await mafia('check', file);
        expect(check.stdout).toMatch(/:3:15: error \[invalid-deal\] Ann is dealt two base roles \(Cop, Doctor\): one base role per player, plus any modifiers\./);
    });

    it('ROLES.md 8.4: a Ninja on a role with no ability, an Overeager whose only ability is the Mafia kill: a diagnostic on the modifier, and exit 1 from run', async () => {
        const file = script('    Ann: Ninja, Villager\n    Bob: Overeager, Goon\n    Cat: Ninja, Goon\n    Dan: Overeager, Cop');
        const check = await mafia('check', file);
        expect(check.stdout).toMatch(/:3:10: error \[invalid-deal\] Ninja needs a role with an ability to order \(the faction's shared ones count\), and Ann's Villager has none\./);
        expect(check.stdout).toMatch(/:4:10: error \[invalid-deal\] Overeager needs a role with an ability of its own \(the faction's shared ones do not count\), and Bob's Goon has none\./);
        expect(check.stdout).toContain('2 error(s)');
        const played = await mafia('run', file);
        expect(played.code).toBe(1);
        expect(played.stderr).toContain("Ninja needs a role with an ability to order (the faction's shared ones count), and Ann's Villager has none");
    });

    it('a modifier the rule set lacks: an unknown reference with the nearest name', async () => {
        const file = script('    Ann: Bulletprof, Cop\n    Bob: Goon\n    Cat: Villager');
        const check = await mafia('check', file);
        expect(check.stdout).toMatch(/error \[unknown-reference\].*Bulletprof/);
        expect(check.code).toBe(1);
    });
});
