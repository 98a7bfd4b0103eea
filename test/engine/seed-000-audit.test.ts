// Seed 000: situations found by a black-box audit through the CLI contract (game JSON in, result JSON
// out), each checked against the seed's text. Sixteen living players: an execution needs 7 votes.
import { describe, expect, it } from 'vitest';
import { game000, plainVotes, statuses } from './seed-000-kit.js';

describe('Журналист: Свобода слова does not free him from a Тюрьма given by Голосование', () => {
    // «Свобода слова - не попадает в Тюрьму в результате чужих способностей, кроме способности Голосование.»
    // «Вторая и последующие экзекуции живого персонажа приводят к попаданию его в Тюрьму на 1 фазу»
    it('his second execution jails him for the next phase: he can neither act nor vote in it', async () => {
        const v = plainVotes(7, 'Женя');
        const g = await game000().day(...v).night(...v).day('Женя: Расследование → Гоша', 'Женя → Гоша').run();
        expect(statuses(g, 'day 2', 'Женя')).toContain('Тюрьма');
        expect(g.rejected('day 2').map((r) => r.actor)).toEqual(['Женя', 'Женя']);
    });
});

describe('Ведьма: Алхимия names the infected secret roles, not the players', () => {
    // «Алхимия — всегда знает, представители каких Тайных ролей "заражены".» (000-E39: roles, not players)
    it('after infecting Аня (Сыщик) the witch is told «Сыщик» but not who holds it', async () => {
        const g = await game000().day('Илья: Заражение → Аня [role=Сыщик]').night().run();
        const told = g.told('Илья', 'night 1').join('\n');
        expect(told).toMatch(/Сыщик/);
        expect(told).not.toMatch(/Аня/);
        const learn = g.phase('night 1').events.find((e) => e.kind === 'learn' && e.to?.includes('Илья'));
        expect(learn).toMatchObject({ property: 'Тайная', value: 'Сыщик' });
        expect(learn?.subject).toBeUndefined();
    });
});
