// Findings of an outside audit of the mafiascum rule set (examples/mafiascum) against ROLES.md, through the CLI.
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const DIR = 'test/fixtures/audit-ms3';
type Phase = { events: Array<{ kind: string; subject?: string; text?: string; to?: string[] }>; rejected: Array<{ actor: string; ability: string; reason: string }> };
const phasesOf = (file: string): Phase[] => {
    const r = mafia(['run', `${DIR}/${file}`, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    return (JSON.parse(r.stdout) as { phases: Phase[] }).phases;
};
const deaths = (p: Phase) => p.events.filter((e) => e.kind === 'death').map((e) => e.subject);

describe('Elite Bodyguard (ROLES.md 5.6: «like Guard, and then E kills K»)', () => {
    it('kills a doubled Vigilante whose shot at the charge he took, though the Vigilante also shot him directly', () => {
        const night2 = phasesOf('elite-bodyguard-doubled-vigilante.mafia')[2];
        expect(deaths(night2).sort()).toEqual(['Eli', 'Vig']);
        expect(night2.rejected).toEqual([]);
    });
});

describe('`Mafia <Role>` for Town\'s Villager and Miller (ROLES.md 1)', () => {
    it('deals them into the Mafia: they know the Mafia, a Cop reads Evil, and without a killing role their Kill is refused', () => {
        const night1 = phasesOf('mafia-villager-miller.mafia')[0];
        const pm = (who: string) => night1.events.filter((e) => e.kind === 'learn' && e.to?.includes(who)).map((e) => e.text).join(' ');
        expect(pm('Gus')).toContain('Mia is Mafia Villager');
        expect(pm('Gus')).toContain('Mil is Mafia Miller');
        expect(night1.events.some((e) => e.kind === 'learn' && e.text === 'Investigate: Mia — Evil.')).toBe(true);
        expect(night1.rejected).toEqual([expect.objectContaining({ actor: 'Mia', ability: 'Kill' })]);
        expect(deaths(night1)).toEqual(['V2']);
    });
});
