// Seed 003 test kit: the rule set path and a full table with every role of the FLG catalogue once
// (two ranked mafiosi, so the boss succession can be watched; two civilians). 33 players: roles are
// revealed on death (more than 10 alive). The Двойной агент and the Агент change the mafia's kill
// and the win checks, so they are dealt only in the tests about them (`game003({ ... })`).
import { scenario } from './scenario.js';

export const SEED_003 = 'examples/seed-003/rules.mafia';

export const CAST_003: Record<string, string> = {
    Аня: 'Мафия',           // 1й ранг: the boss
    Боря: 'Мафия',          // 2й ранг
    Вера: 'Журналист (мафиозный)',
    Гоша: 'Адвокат',
    Даша: 'Маньяк',
    Егор: 'Путана',
    Женя: 'Фанат',
    Зоя: 'Оборотень',
    Илья: 'Некромант',
    Катя: 'Джокер',
    Лёва: 'Снайпер',
    Маша: 'Горец',
    Нина: 'Шулер',
    Олег: 'Комиссар',
    Петя: 'Сержант',
    Рита: 'Доктор',
    Саша: 'Девочка',
    Таня: 'Мент',
    Уля: 'Городской журналист',
    Федя: 'Священник',
    Харитон: 'Хохол',
    Циля: 'Шахид',
    Чарли: 'Повеса',
    Шура: 'Наемник',
    Эля: 'Шериф',
    Юра: 'Свидетель',
    Яна: 'Бомж',
    Алла: 'Реаниматор',
    Влад: 'Детектив',
    Глеб: 'Прокурор',
    Дима: 'Идиот',
    Ева: 'Мирный житель',
    Жора: 'Мирный житель',
};

/** A game on the full table; `changes` swaps some players' roles (or adds players). */
export const game003 = (changes: Record<string, string> = {}) => scenario(SEED_003).deal({ ...CAST_003, ...changes });

/** A small table: exactly these players. */
export const table003 = (roles: Record<string, string>) => scenario(SEED_003).deal(roles);

/** Blue («синий», for) votes: `'Аня → Боря (за)'` in a day's votes is a vote in Боря's defence. */
export const FOR = (voter: string, target: string) => `${voter} → ${target} (за)`;

type Played = Awaited<ReturnType<ReturnType<typeof scenario>['run']>>;

/** Private messages and learns a player got in a phase, the deal's messages left out. */
export const privately = (g: Played, player: string, label: string) =>
    g.phase(label).events.filter((e) => !e.public && !e.deal && e.to?.includes(player)).map((e) => e.text);

/** The day's tally: player → signed score (only players with a non-zero score are listed). */
export const scores = (g: Played, label: string) =>
    Object.fromEntries(g.phase(label).events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value]));

/** The winning players (none while the game goes on or after a draw). */
export const winners = (g: Played): string[] => (g.winner && 'players' in g.winner ? g.winner.players : []);
