// Seed 000, the «Прочие» secret roles (Злой Гений, Подменыш, Джокер, Социопат), on the full cast
// (seed-000-kit.ts).
import { describe, expect, it } from 'vitest';
import { CAST_000, GUISES, game000, hp, impliedGuises, statuses, winners } from './seed-000-kit.js';

describe('Злой Гений (Нина)', () => {
    it('Хитрый план: starts with 1, +1 each phase while alive; she knows the count', async () => {
        const g = await game000().day().night().run();
        expect(g.learned('Нина', 'day 1')).toEqual(['Нина: 2']);
        expect(g.learned('Нина', 'night 1')).toEqual(['Нина: 3']);
        expect(g.learned('Аня').filter((l) => l.startsWith('Нина'))).toEqual([]);
    });

    it('Информатор: a right guess of a living other\'s secret role is +1 plan; never twice on one target', async () => {
        const g = await game000().day('Нина: Информатор → Аня [role=Сыщик]').night('Нина: Информатор → Аня [role=Сыщик]').day('Нина: Информатор → Боря [role=Маг]').run();
        expect(g.learned('Нина', 'day 1')).toEqual(['Нина: 3']);
        expect(g.rejected('night 1')).toHaveLength(1);
        expect(g.learned('Нина', 'day 2')).toEqual(['Нина: 5']);
    });

    it('Информатор: only on a living target', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Дробовик]').day('Нина: Информатор → Аня [role=Сыщик]').run();
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Похищение: this night the target takes no attack damage; not herself from Госпиталь', async () => {
        const g = await game000().day().night('Нина: Похищение → Аня', 'Егор: Арсенал → Аня [option=Дробовик]').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(2);
        const h = await game000().day().night('Егор: Арсенал → Нина [option=Пистолет]').day('Нина: Похищение → Нина').run();
        expect(h.rejected('day 2')).toHaveLength(1);
    });

    it('Зомбирование (*): the target is jailed the next phase; not two phases in a row, never twice on one', async () => {
        const g = await game000().day('Нина: Зомбирование → Вера').night('Вера: Защита → Аня', 'Нина: Зомбирование → Боря').day().night('Нина: Зомбирование → Вера').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Вера: Тюрьма/);
        expect(g.rejected('night 1').map((r) => r.actor).sort()).toEqual(['Вера', 'Нина']);
        expect(g.rejected('night 2')).toHaveLength(1);
    });

    it('DDD: wins when she gets her 10th plan', async () => {
        // 1 at the start, +1 each phase: the 10th plan comes at the end of the 9th phase.
        let s = game000();
        for (let i = 0; i < 4; i++) s = s.day().night();
        const g = await s.day().run();
        expect(winners(g)).toContain('Нина');
        expect(g.result.phases).toHaveLength(9);
    });
});

// Аня (Политик, Сыщик) dies on night 1.
const killАня = ['Егор: Арсенал → Аня [option=Пистолет]', 'Зоя: Огнешар → Аня'];

describe('Подменыш (Олег)', () => {
    it('Имитация: learns the dead one\'s secret role and may use its abilities the next phase', async () => {
        const g = await game000().day().night(...killАня).day('Олег: Имитация → Аня').night('Олег: Обыск → Боря').day('Олег: Обыск → Боря').run();
        expect(g.learned('Олег', 'day 2')).toContain('Аня: Сыщик');
        expect(g.rejected('night 2')).toEqual([]);
        expect(g.learned('Олег', 'night 2').filter((l) => l.startsWith('Боря'))).toHaveLength(1);
        expect(g.rejected('day 3')).toHaveLength(1);
    });

    it('Имитация: only on the dead', async () => {
        const g = await game000().day('Олег: Имитация → Аня').run();
        expect(g.rejected('day 1')).toHaveLength(1);
    });

    it('Имитация: for the next phase he has the target\'s guises and counts as its role (a right guess)', async () => {
        const g = await game000().day().night(...killАня).day('Олег: Имитация → Аня').night('Боря: Наган → Олег [role=Сыщик]').run();
        expect(hp(g, 'night 2', 'Олег')).toBe(2);
    });

    it('Продление: in Тюрьма the imitation lasts one more phase', async () => {
        const g = await game000().day().night(...killАня).day('Олег: Имитация → Аня', 'Зоя: Маски-шоу → Олег').night().day('Олег: Обыск → Боря').run();
        expect(g.rejected('day 3')).toEqual([]);
    });
});

describe('Джокер (Петя)', () => {
    it('Раздача: at night up to three different players get a card each; Крупье tells him the counts', async () => {
        const g = await game000().day().night('Петя: Раздача → Аня, Боря, Вера').run();
        expect(g.learned('Петя', 'night 1')).toContain('Аня: 1');
        expect(g.learned('Петя', 'night 1')).toContain('Гоша: 0');
        expect(g.phase('night 1').players.find((p) => p.name === 'Аня')!.resources['Карты']).toBe(1);
    });

    it('Раздача: not four targets, not twice the same', async () => {
        const g = await game000().day().night('Петя: Раздача → Аня, Боря, Вера, Гоша').run();
        expect(g.rejected('night 1')).toHaveLength(1);
        const h = await game000().day().night('Петя: Раздача → Аня, Аня').run();
        expect(h.rejected('night 1')).toHaveLength(1);
    });

    it('Хит: players who do not play a Ход get as many cards as they had at the start of the night', async () => {
        const g = await game000().day().night('Петя: Раздача → Аня, Боря').day().night('Петя: Хит', 'Боря: Ход [option=Пас] → Вера').run();
        const cards = (who: string) => g.phase('night 2').players.find((p) => p.name === who)!.resources['Карты'];
        expect(cards('Аня')).toBe(2);
        expect(cards('Боря')).toBe(0);
        expect(cards('Вера')).toBe(1);
    });

    it('Баст: everyone with 3+ cards at the end of the phase goes to Тюрьма and loses all cards; Крупье learns their secret roles', async () => {
        const g = await game000()
            .day().night('Петя: Раздача → Аня').day().night('Петя: Раздача → Аня').day().night('Петя: Раздача → Аня')
            .day('Петя: Баст').night('Аня: Обыск → Боря').run();
        expect(g.publicPost('day 4').join('\n')).toMatch(/Аня: Тюрьма/);
        expect(g.phase('day 4').players.find((p) => p.name === 'Аня')!.resources['Карты']).toBe(0);
        expect(g.learned('Петя', 'day 4')).toContain('Аня: Сыщик');
        expect(g.rejected('night 4')).toHaveLength(1);
    });

    it('Баст: counts the cards at the end of the phase, this night\'s Раздача included', async () => {
        const g = await game000()
            .day().night('Петя: Раздача → Аня').day().night('Петя: Раздача → Аня').day().night('Петя: Раздача → Аня', 'Петя: Баст')
            .day('Аня: Обыск → Боря').run();
        expect(g.publicPost('night 3').join('\n')).toMatch(/Аня: Тюрьма/);
        expect(g.learned('Петя', 'night 3')).toContain('Аня: Сыщик');
        expect(g.rejected('day 4')).toHaveLength(1);
    });

    it('Баст: not in a phase with Хит', async () => {
        const g = await game000().day().night('Петя: Хит', 'Петя: Баст').run();
        expect(g.rejected('night 1')).toHaveLength(1);
    });

    it('Крупье: a guise of every living player with 2+ cards, the secret role of everyone who played a Ход other than Пас', async () => {
        const g = await game000().day().night('Петя: Раздача → Аня, Боря').day().night('Петя: Раздача → Аня', 'Боря: Ход [option=Банк]').run();
        const [x] = impliedGuises(g, 'night 2', 'Аня', [...GUISES['Сыщик'], 'Сыщик', 'Сыщик', 'Сыщик']);
        expect(g.learned('Петя', 'night 2')).toContain(`Аня: ${x}`);
        expect(g.learned('Петя', 'night 2')).toContain('Боря: Полицейский');
    });

    it('Ва-банк: a correct full list wins at once', async () => {
        const list = Object.entries(CAST_000).map(([, [explicit, secret]]) => `${explicit}=${secret}`).join('; ');
        const g = await game000().day(`Петя: Ва-банк [Расклад=${list}]`).run();
        // The free Социопат (Рита) wins with him: «побеждает вместе с любым персонажем…».
        expect(winners(g)).toEqual(['Петя', 'Рита']);
    });

    it('Ва-банк: a list of only the public явные роли («Аня = Политик» for everyone) is no correct list: he leaves the game', async () => {
        const list = Object.entries(CAST_000).map(([name, [explicit]]) => `${name}=${explicit}`).join('; ');
        const g = await game000().day(`Петя: Ва-банк [Расклад=${list}]`).run();
        expect(g.winner).toBeNull();
        expect(g.deaths('day 1')).toEqual(['Петя']);
    });

    it('Ва-банк: a wrong list — he leaves the game; nobody may play a Ход afterwards', async () => {
        const list = Object.entries({ ...CAST_000, Аня: ['Политик', 'Маг'] }).map(([, [explicit, secret]]) => `${explicit}=${secret}`).join('; ');
        const g = await game000().day().night('Петя: Раздача → Аня').day(`Петя: Ва-банк [Расклад=${list}]`).night('Аня: Ход [option=Банк]').run();
        expect(g.deaths('day 2')).toEqual(['Петя']);
        expect(g.winner).toBeNull();
        expect(g.rejected('night 2')).toHaveLength(1);
    });
});

describe('Социопат (Рита)', () => {
    it('В свои руки: one guise', async () => {
        const g = await game000().day('Рита: В свои руки → Аня').run();
        const [x] = impliedGuises(g, 'day 1', 'Аня', GUISES['Сыщик']);
        expect(g.learned('Рита', 'day 1')).toEqual([`Аня: ${x}`]);
    });

    it('Отравление: the target is in Госпиталь the next phase (no cooldown)', async () => {
        const g = await game000().day('Рита: Отравление → Боря').night('Боря: Наган → Даша [role=Босс]', 'Рита: Отравление → Вера').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Боря']);
        expect(statuses(g, 'night 1', 'Боря')).toContain('Госпиталь');
    });

    it('Нож: a right guess deals 1; a wrong one teaches a guise; not with Отравление; not two phases in a row', async () => {
        const g = await game000().day('Рита: Нож → Аня [role=Сыщик]').night('Рита: Нож → Боря [role=Сыщик]').run();
        expect(hp(g, 'day 1', 'Аня')).toBe(1);
        expect(g.rejected('night 1')).toHaveLength(1);
        const h = await game000().day('Рита: Нож → Аня [role=Маг]').run();
        expect(hp(h, 'day 1', 'Аня')).toBe(2);
        const [x] = impliedGuises(h, 'day 1', 'Аня', GUISES['Сыщик']);
        expect(h.learned('Рита', 'day 1')).toEqual([`Аня: ${x}`]);
        const k = await game000().day('Рита: Отравление → Боря', 'Рита: Нож → Аня [role=Сыщик]').run();
        expect(k.rejected('day 1')).toHaveLength(1);
    });

    it('Уйти в тень: no attack damage this phase; not with her other secret abilities; not two phases in a row', async () => {
        const g = await game000().day().night('Рита: Уйти в тень', 'Егор: Арсенал → Рита [option=Дробовик]').day('Рита: Уйти в тень').run();
        expect(hp(g, 'night 1', 'Рита')).toBe(2);
        expect(g.rejected('day 2')).toHaveLength(1);
        const h = await game000().day('Рита: Уйти в тень', 'Рита: В свои руки → Аня').run();
        expect(h.rejected('day 1')).toHaveLength(1);
    });
});
