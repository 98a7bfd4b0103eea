// Seed 000, what every character has and the game frame: the common abilities (000.A.7: Ход,
// Охота, Почта; Голосование is below with the voting model 000.A.8), lives (000.A.4), the three
// statuses (000.A.5), guises (000.A.6), public vs private information (000.A.9), inactivity and
// probabilities (000.A.11–12). Full cast of seed-000-kit.ts.
import { describe, expect, it } from 'vitest';
import { GUISES, executed, game000, hp, impliedGuises, plainVotes, statuses, votes } from './seed-000-kit.js';

const cards = (g: { phase(l: string): { players: Array<{ name: string; resources: Record<string, number> }> } }, label: string, who: string) =>
    g.phase(label).players.find((p) => p.name === who)!.resources['Карты'];
// Аня and Боря get a card on night 1 (Джокер's Раздача), to play a Ход on night 2.
const dealt = () => game000().day().night('Петя: Раздача → Аня, Боря').day();

describe('Ход (cards)', () => {
    it('needs a card', async () => {
        const g = await game000().day().night('Аня: Ход [option=Банк]').run();
        expect(g.rejected('night 1')).toHaveLength(1);
    });

    it('only at night, and one Ход a night', async () => {
        const g = await dealt().night().day('Аня: Ход [option=Банк]').run();
        expect(g.rejected('day 3')).toHaveLength(1);
        const h = await dealt().night('Аня: Ход [option=Банк]', 'Аня: Ход [option=Пас] → Вера').run();
        // the second order replaces the first: Пас, and no Банк (it would cost a life with no damage)
        expect(cards(h, 'night 2', 'Вера')).toBe(1);
        expect(hp(h, 'night 2', 'Аня')).toBe(2);
    });

    it('Пас: a living target other than himself gets the card he loses', async () => {
        const g = await dealt().night('Аня: Ход [option=Пас] → Вера').run();
        expect(cards(g, 'night 2', 'Аня')).toBe(0);
        expect(cards(g, 'night 2', 'Вера')).toBe(1);
        const h = await dealt().night('Аня: Ход [option=Пас] → Аня').run();
        expect(h.rejected('night 2')).toHaveLength(1);
    });

    it('Банк: blocks all damage this night, attacks or not', async () => {
        const g = await dealt().night('Аня: Ход [option=Банк]', 'Егор: Арсенал → Аня [option=Дробовик]', 'Лёва: Аутодафе → Аня [role=Маг]').run();
        expect(hp(g, 'night 2', 'Аня')).toBe(2);
        expect(cards(g, 'night 2', 'Аня')).toBe(0);
    });

    it('Банк: with no damage, he takes 1', async () => {
        const g = await dealt().night('Аня: Ход [option=Банк]').run();
        expect(hp(g, 'night 2', 'Аня')).toBe(1);
    });

    it('Блеф: +4 guises of his choice, this night only', async () => {
        const g = await dealt().night('Аня: Ход [option=Блеф] [guise=Маг]', 'Боря: Пробить по базе → Аня').day('Боря: Пробить по базе → Аня').run();
        const night = [...GUISES['Сыщик'], 'Сыщик', 'Сыщик', 'Сыщик', 'Маг', 'Маг', 'Маг', 'Маг'];
        expect(g.learned('Боря', 'night 2')).toEqual([`Аня: ${impliedGuises(g, 'night 2', 'Аня', night)[0]}`]);
        const day = [...GUISES['Сыщик'], 'Сыщик', 'Сыщик', 'Сыщик', 'Сыщик'];
        expect(g.learned('Боря', 'day 3')).toEqual([`Аня: ${impliedGuises(g, 'day 3', 'Аня', day)[0]}`]);
    });

    it('Мизер: the next night all his abilities work from Тюрьма and Госпиталь', async () => {
        const g = await dealt().night('Боря: Ход [option=Мизер]').day('Зоя: Маски-шоу → Боря').night('Боря: Наган → Даша [role=Босс]').run();
        expect(g.rejected('night 3')).toEqual([]);
        expect(hp(g, 'night 3', 'Даша')).toBe(1);
    });
});

describe('Охота', () => {
    it('on a non-Лепрекон: nothing happens, the hunter is told, and his one Охота is spent', async () => {
        const g = await game000().day().night('Аня: Охота → Боря [option=Маскировка] [guise=Маг]').day().night('Аня: Охота → Маша [option=Маскировка] [guise=Маг]').run();
        expect(g.told('Аня', 'night 1')).toContain('Охота не удалась.');
        expect(hp(g, 'night 1', 'Боря')).toBe(2);
        expect(g.rejected('night 2')).toHaveLength(1);
    });

    it('on the Лепрекон: he takes 1 damage, the effect works and the hunter is told', async () => {
        const g = await game000().day().night('Аня: Охота → Маша [option=Проверка] [Цель=Даша]').run();
        expect(hp(g, 'night 1', 'Маша')).toBe(2);
        expect(g.told('Аня', 'night 1')).toContain('Охота удалась: Маша — Лепрекон.');
        expect(g.learned('Аня', 'night 1')).toEqual(['Даша: Мафия']);     // «узнаёт сторону» (000-E8)
    });

    it('Защита: blocks one unit of attack damage this night', async () => {
        const g = await game000().day().night('Аня: Охота → Маша [option=Защита]', 'Егор: Арсенал → Аня [option=Дробовик]').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
    });

    it('Атака: attacks a chosen target that is in Тюрьма', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Боря').night('Аня: Охота → Маша [option=Атака] [Жертва=Боря]').run();
        expect(hp(g, 'night 1', 'Боря')).toBe(1);
        const h = await game000().day().night('Аня: Охота → Маша [option=Атака] [Жертва=Боря]').run();
        expect(hp(h, 'night 1', 'Боря')).toBe(2);
    });

    it('Маскировка: +4 guises of his choice this night', async () => {
        const g = await game000().day().night('Гоша: Охота → Маша [option=Маскировка] [guise=Маг]', 'Боря: Пробить по базе → Гоша').run();
        const pool = [...GUISES['Мирный житель'], 'Мирный житель', 'Маг', 'Маг', 'Маг', 'Маг'];
        expect(g.learned('Боря', 'night 1')).toEqual([`Гоша: ${impliedGuises(g, 'night 1', 'Гоша', pool)[0]}`]);
    });

    it('Мизер: the next night his abilities work from Тюрьма', async () => {
        const g = await game000().day().night('Боря: Охота → Маша [option=Мизер]').day('Зоя: Маски-шоу → Боря').night('Боря: Наган → Даша [role=Босс]').run();
        expect(g.rejected('night 2')).toEqual([]);
        expect(hp(g, 'night 2', 'Даша')).toBe(1);
    });

    it('Скопить золото gives everyone their Охота back', async () => {
        // Seeds where the Лепрекон's double check on Аня (named «Сыщик») succeeds.
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
            const g = await game000().withSeed(seed).day().night('Боря: Охота → Вера [option=Маскировка] [guise=Маг]', 'Маша: Скопить золото → Аня [guise=Сыщик]').day().night('Боря: Охота → Вера [option=Маскировка] [guise=Маг]').run();
            const refreshed = g.publicPost('night 1').some((l) => /вновь могут использовать Охоту/.test(l));
            expect(g.rejected('night 2')).toHaveLength(refreshed ? 0 : 1);
        }
    });
});

describe('Почта', () => {
    it('an anonymous message to any character, in any phase', async () => {
        const g = await game000().day('Аня: Почта → Боря [Сообщение=привет]').night('Аня: Почта → Вера [Сообщение=пока]').run();
        expect(g.told('Боря', 'day 1')).toContain('Анонимное сообщение: привет');
        expect(g.told('Вера', 'night 1')).toContain('Анонимное сообщение: пока');
        expect(g.told('Боря', 'day 1').join('\n')).not.toMatch(/Аня/);
    });
});

describe('Голосование (000.A.8)', () => {
    it('execution needs 40% of the living: 7 of 16 executes, 6 does not', async () => {
        const g = await game000().day(...plainVotes(6, 'Гоша')).night(...plainVotes(7, 'Гоша')).run();
        expect(executed(g, 'day 1')).toEqual([]);
        expect(executed(g, 'night 1')).toEqual(['Гоша']);
    });

    it('the living are counted after the phase\'s deaths: with 15 alive, 6 votes are enough', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Дробовик]', ...plainVotes(6, 'Гоша')).run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(executed(g, 'night 1')).toEqual(['Гоша']);
    });

    it('every target over the threshold is executed; execution does not kill', async () => {
        const g = await game000().day('Аня → Гоша', 'Вера → Гоша', 'Егор → Гоша', 'Даша → Гоша', 'Женя → Лёва', 'Зоя → Лёва', 'Илья → Лёва', 'Катя → Лёва', 'Маша → Лёва', 'Нина → Лёва', 'Рита → Лёва').run();
        expect(executed(g, 'day 1').sort()).toEqual(['Гоша', 'Лёва']);
        expect(g.deaths()).toEqual([]);
    });

    it('the first execution: every voter against him learns one guise, the same one', async () => {
        const g = await game000().day(...plainVotes(7, 'Гоша')).run();
        const events = g.phase('day 1').events.filter((e) => e.kind === 'learn' && e.subject === 'Гоша' && e.property === 'guise');
        expect(events).toHaveLength(1);
        expect(events[0].to!.sort()).toEqual(['Даша', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша'].sort());
        expect(events[0].public).toBe(false);
        const [x] = impliedGuises(g, 'day 1', 'Гоша', GUISES['Мирный житель']);
        expect(events[0].value).toBe(x);
    });

    it('a dead character executed a second time: the voters learn his secret role', async () => {
        const v = plainVotes(7, 'Аня');
        const g = await game000().day(...v).night('Егор: Арсенал → Аня [option=Дробовик]').day(...plainVotes(6, 'Аня')).run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(executed(g, 'day 2')).toEqual(['Аня']);
        expect(g.learned('Даша', 'day 2')).toContain('Аня: Сыщик');
        expect(g.publicPost('day 2').join('\n')).not.toMatch(/Тюрьма/);
    });

    it('Амнистия keeps a second execution from jailing (000-E26)', async () => {
        const v = plainVotes(7, 'Гоша');
        const g = await game000().day(...v).night().day('Аня: Амнистия → Гоша', ...v).night().run();
        expect(executed(g, 'day 2')).toEqual(['Гоша']);
        expect(statuses(g, 'night 2', 'Гоша')).not.toContain('Тюрьма');
    });

    it('a jailed character cannot vote (000-E17)', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Даша').night('Даша → Гоша', ...plainVotes(6, 'Гоша', ['Даша'])).run();
        expect(g.rejected('night 1').map((r) => r.actor)).toContain('Даша');
        expect(votes(g, 'night 1')).toEqual({ Гоша: 6 });
    });

    it('the dead do not vote', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Дробовик]').day('Аня → Гоша').run();
        expect(g.rejected('day 2').map((r) => r.actor)).toContain('Аня');
    });
});

describe('lives and statuses (000.A.4–5)', () => {
    it('2 lives; at 1 Госпиталь, at 0 Морг; every change is announced', async () => {
        const g = await game000().day().night('Егор: Арсенал → Гоша [option=Пистолет]').day().night('Егор: Арсенал → Гоша [option=Пистолет]').run();
        expect(g.publicPost('night 1')).toContain('Гоша: Госпиталь.');
        expect(g.publicPost('night 2')).toContain('Гоша отправляется в Морг.');
        expect(g.deaths()).toEqual(['Гоша']);
    });

    it('the exact number of lives is not posted', async () => {
        const g = await game000().day().night('Егор: Арсенал → Женя [option=Пистолет]').run();
        expect(g.publicPost('night 1').join('\n')).not.toMatch(/\d/);
        expect(g.learned('Женя', 'night 1')).toEqual([]);
    });

    it('Госпиталь blocks only * secret abilities: Обыск, explicit and common abilities still work', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]')
            .day('Аня: Обыск → Боря', 'Аня: Амнистия → Вера', 'Аня: Почта → Вера [Сообщение=x]', 'Аня: Арест → Даша [role=Босс]').run();
        expect(g.rejected('day 2').map((r) => r.ability)).toEqual(['Арест']);
    });

    it('Тюрьма blocks every ability (explicit, secret, common); passives go on (Отмаза)', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Боря')
            .night('Боря: Пробить по базе → Аня', 'Боря: Почта → Аня [Сообщение=x]', 'Боря: Оправдательный приговор → Аня', ...plainVotes(7, 'Боря')).run();
        expect(g.rejected('night 1')).toHaveLength(3);
        expect(votes(g, 'night 1')).toEqual({ Боря: 4 });
    });

    it('the dead lose every ability and cannot be in Госпиталь or Тюрьма', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Дробовик]').day('Аня: Обыск → Боря', 'Зоя: Маски-шоу → Аня').run();
        expect(g.rejected('day 2')).toHaveLength(2);
        expect(g.phase('night 1').players.find((p) => p.name === 'Аня')!.statuses).toEqual([]);
    });

    it('the dead get no messages (Почта to the dead is refused)', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Дробовик]').day('Боря: Почта → Аня [Сообщение=x]').run();
        expect(g.rejected('day 2')).toHaveLength(1);
    });
});

describe('guises (000.A.6) and probabilities (000.A.12)', () => {
    it('+1 guise of the secret role at the end of every phase: draws come from 5, 6, 7 guises', async () => {
        const g = await game000().day('Боря: Пробить по базе → Аня').night('Боря: Пробить по базе → Аня').day('Боря: Пробить по базе → Аня').run();
        const base = GUISES['Сыщик'];
        expect(g.learned('Боря', 'day 1')).toEqual([`Аня: ${impliedGuises(g, 'day 1', 'Аня', base)[0]}`]);
        expect(g.learned('Боря', 'night 1')).toEqual([`Аня: ${impliedGuises(g, 'night 1', 'Аня', [...base, 'Сыщик'])[0]}`]);
        expect(g.learned('Боря', 'day 2')).toEqual([`Аня: ${impliedGuises(g, 'day 2', 'Аня', [...base, 'Сыщик', 'Сыщик'])[0]}`]);
    });

    it('the same seed gives the same draws; another seed may not', async () => {
        const a = await game000().withSeed(11).day('Боря: Пробить по базе → Аня').run();
        const b = await game000().withSeed(11).day('Боря: Пробить по базе → Аня').run();
        expect(a.learned('Боря')).toEqual(b.learned('Боря'));
        expect(a.trace('day 1').filter((t) => t.outcome === 'draw').map((t) => t.note)).toEqual(b.trace('day 1').filter((t) => t.outcome === 'draw').map((t) => t.note));
    });

    it('over many seeds every starting guise can be drawn (uniform over the pool)', async () => {
        const seen = new Set<string>();
        for (let seed = 1; seed <= 30; seed++) {
            const g = await game000().withSeed(seed).day('Боря: Пробить по базе → Аня').run();
            seen.add(g.learned('Боря', 'day 1').find((l) => l.startsWith('Аня'))!.slice('Аня: '.length));
        }
        expect([...seen].sort()).toEqual([...GUISES['Сыщик']].sort());
    });
});

describe('public and private information (000.A.9)', () => {
    it('public abilities are posted with their target; secret ones and results are not', async () => {
        const g = await game000().day('Зоя: Проверка документов → Боря', 'Маша: Исповедь → Вера', 'Аня: Обыск → Гоша').run();
        const post = g.publicPost('day 1').join('\n');
        expect(post).toMatch(/Зоя uses “Проверка документов” → Боря/);
        expect(post).not.toMatch(/Исповедь|Обыск/);
        expect(g.phase('day 1').events.filter((e) => e.kind === 'learn').every((e) => !e.public)).toBe(true);
    });

    it('the deal tells each player his two roles, privately, each with its slot', async () => {
        const g = await game000().day().run();
        expect(g.told('Аня', 'day 1')).toContain('Явная роль: Политик. Тайная роль: Сыщик.');
        expect(g.publicPost('day 1').join('\n')).not.toMatch(/Сыщик/);
    });
});

describe('inactivity', () => {
    it('the seed has no inactivity rule: phases without orders or votes change nothing but guises and plans', async () => {
        const g = await game000().day().night().day().night().run();
        expect(g.deaths()).toEqual([]);
        expect(g.result.phases.every((p) => p.rejected.length === 0)).toBe(true);
        expect(g.publicPost('night 2')).toEqual([]);
        expect(g.winner).toBeNull();
    });
});
