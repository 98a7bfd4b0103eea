// Каталог на русском: те же ключи, что в en.ts (компилятор проверяет). Множественное число —
// {n|одна|несколько|много}: 1 голос, 2 голоса, 5 голосов.
import type { MessageKey } from './en.js';

export const ru: Record<MessageKey, string> = {
    'common.nobody': 'никто',
    'common.votes': '{n|# голос|# голоса|# голосов}',
    // sim.: симулятор баланса в редакторе (Mafia: Simulate Balance)
    'sim.noRuleSet': 'Mafia: откройте набор правил, чтобы проверить его баланс.',
    'sim.cliMissing': 'Mafia: в этой установке нет симулятора ({path}).',
    'sim.players.title': 'Баланс {file}',
    'sim.players.prompt': 'Число игроков: N или A..B (пусто — диапазон из правил)',
    'sim.players.invalid': 'Напишите число N или диапазон A..B, например 10..16',
    'sim.games.placeholder': 'Партий на каждое число игроков',
    'sim.games.item': '{n|# партия|# партии|# партий} на каждое число игроков',
    'sim.policy.placeholder': 'Как играют боты',
    'sim.policy.random': 'роли раздаются случайно, случайные допустимые заявки, голос — равновероятно среди живых',
    'sim.policy.informed': 'игроки действуют по тому, что узнали; знающие друг друга фракции действуют сообща',
    'sim.progress.title': 'Симуляция {file}',
    'sim.progress.games': '{done} из {total} партий',
    'sim.cancelled': 'Mafia: симуляция отменена.',
    'sim.failed': 'Mafia: симуляция не удалась: {reason}',
    'sim.ruleErrors': 'Mafia: в правилах есть ошибки; исправьте их перед симуляцией (см. вывод).',
    'sim.panel.title': 'Баланс: {file}',
    'sim.panel.heading': '{title}: {games} партий на каждое число игроков, боты: {policy}',
    'sim.table.players': '{n|# игрок|# игрока|# игроков}',
    'sim.table.faction': 'Фракция',
    'sim.table.wins': 'Побед',
    'sim.table.rate': 'Доля побед',
    'sim.table.interval': '95% интервал',
    'sim.table.draws': 'ничьих {n}',
    'sim.table.unfinished': 'не закончено (предел фаз) {n}',
    'sim.table.phases': 'фаз: медиана {p50}, 90-й процентиль {p90}',
    'sim.chart.label': 'Доля побед в зависимости от числа игроков, полоса — 95% интервал',
};
