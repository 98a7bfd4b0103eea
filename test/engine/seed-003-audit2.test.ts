// Seed 003, second black-box audit: multi-phase situations a reader of the seed text would try, each
// a bug the first audits missed. Ambiguities follow the digest's suggested reading (003-E…).
import { describe, expect, it } from 'vitest';
import { game003 } from './seed-003-kit.js';

const BOSS = (...targets: string[]) => `Аня: Ход босса мафии → ${targets.join(', ')} [option=Убить]`;

describe('Реаниматор and the Идиот', () => {
    // «Идиот … Не лечится»; the Реаниматор is «Доктор, выезжающий точно на вызов» (003-E33: any night death except the Идиот).
    it('cannot bring the Идиот back: he stays dead and his killer keeps the cover', async () => {
        const g = await game003().night(BOSS('Дима'), 'Алла: Реанимация → Дима').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Алла']);
        expect(g.alive('Дима')).toBe(false);
        expect(g.deaths('night 1')).toContain('Дима');
    });
});

describe('Босс: «Убить до двух игроков»', () => {
    // One name given twice is no double kill: no 75% evidence roll, no silent loss of the boss's vote.
    it('the same player named twice is a rejected order, not a double kill', async () => {
        const g = await game003().night(BOSS('Ева', 'Ева')).run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Аня']);
        expect(g.publicPost('night 1').join('\n')).not.toContain('улики');
    });
});

// 003-E30: a player who loses his vote must learn it, or he could not avoid the −2 for not voting. The host tells
// him privately, in the night results; a vote loss the Мент's guard stopped is not told. (The boss's own loss
// after a double kill stays unsaid: «вслух о лишении голоса не сообщается».)
describe('003-E30: the silenced are told privately', () => {
    const SILENCED = 'Вы лишены голоса на следующий день.';
    const intimidate = (...targets: string[]) => `Аня: Ход босса мафии → ${targets.join(', ')} [option=Запугать]`;

    it('the boss\'s intimidation: each intimidated player, not the one the Мент guards', async () => {
        const g = await game003().night(intimidate('Ева', 'Жора'), 'Таня: Визит → Жора').run();
        expect(g.told('Ева', 'night 1')).toContain(SILENCED);
        expect(g.told('Жора', 'night 1')).not.toContain(SILENCED);
    });

    it('the Путана\'s «Лишить голоса» and the doctor\'s poison (two days)', async () => {
        const g = await game003().night('Егор: Визит → Ева [option=Лишить голоса]', 'Рита: Ход доктора → Жора [option=Травить]').run();
        expect(g.told('Ева', 'night 1')).toContain(SILENCED);
        expect(g.told('Жора', 'night 1')).toContain('Вы лишены голоса на два дня.');
    });

    it('the Девочка\'s 50 %: told exactly when the vote is lost', async () => {
        for (const seed of [1, 2, 3, 4, 5, 6]) {
            const g = await game003().withSeed(seed).night('Саша: Визит → Ева').day('Ева → Аня').run();
            const silenced = g.rejected('day 1').some((r) => r.actor === 'Ева');
            expect(g.told('Ева', 'night 1').includes(SILENCED)).toBe(silenced);
        }
    });

    it('the boss\'s own lost vote after a double kill is not told', async () => {
        const g = await game003().night(BOSS('Ева', 'Жора')).run();
        expect(g.told('Аня', 'night 1').filter((t) => t.includes('голос'))).toEqual([]);
    });
});

describe('Снайпер: the counter-shot counts only those who shoot him', () => {
    // «если в снайпера стреляет мафия/комиссар/маньяк (но только кто-то один из них)», and «комиссар при проверке
    // снайпера ничем не рискуя узнает, что перед ним - снайпер»: a commissioner checking him is not a second shooter.
    it('the maniac shoots him while the commissioner checks him: the maniac dies first, the sniper lives', async () => {
        const g = await game003().night(
            'Даша: Ход маньяка → Лёва [option=Убить]',
            'Олег: Ход комиссара → Лёва [option=Проверять документы]',
            'Лёва: Убийство → Даша',
        ).run();
        expect(g.alive('Лёва')).toBe(true);
        expect(g.alive('Даша')).toBe(false);
        expect(g.learned('Олег', 'night 1')).toEqual(['Лёва: Снайпер']);
    });
});

describe('Босс: «пугать одного игрока и убивать другого»', () => {
    it('the victim and the intimidated must be two players: one name for both is rejected', async () => {
        const g = await game003().night('Аня: Ход босса мафии → Ева [option=Запугать и убить] [Запуганный=Ева]').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Аня']);
        expect(g.alive('Ева')).toBe(true);
    });
});

describe('Путана: the infected client still acts on the night he dies', () => {
    // «клиент умирает на следующую ночь» — during that night, not before it: the infected Шахид still marks
    // «жертва, выбранная им в ночь смерти». So an infected boss still carries out that night's kill.
    it('the infected boss kills on his last night, then dies of the disease', async () => {
        const g = await game003().night('Егор: Визит → Аня [option=Заразить]').day().night(BOSS('Ева')).run();
        expect(g.deaths('night 2').sort()).toEqual(['Аня', 'Ева'].sort());
    });
});

// «Прокурор … указывает на человека, с которого хочет снять "отмазу" адвоката» (003 l.219, 003-E37): the
// Идиот's reward («Кто убьет идиота получит отмазку на голосовании», l.222) is no Advocate's cover.
describe('Прокурор and the Идиот\'s cover', () => {
    it('the Прокурор lifts the Advocate\'s cover', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева', 'Глеб: Снять отмазу → Ева').day({ hang: 'Ева' }).run();
        expect(g.deaths('day 1')).toEqual(['Ева']);
    });

    it('…but not the cover of the Идиот\'s killer: nobody is hanged', async () => {
        const g = await game003().night(BOSS('Дима'), 'Глеб: Снять отмазу → Аня').day({ hang: 'Аня' }).run();
        expect(g.deaths('night 1')).toEqual(['Дима']);
        expect(g.deaths('day 1')).toEqual([]);
        // The post says nobody is hanged, not which cover: that would name the Идиот's killer.
        expect(g.publicPost('day 1').join('\n')).toContain('Игрок Аня отмазан: не вешается никто.');
        expect(g.publicPost('day 1').join('\n')).not.toContain('Отмазка за идиота');
    });
});
