// Каталог на русском: те же ключи, что в en.ts (компилятор проверяет). Множественное число —
// {n|одна|несколько|много}: 1 голос, 2 голоса, 5 голосов.
import type { MessageKey } from './en.js';

export const ru: Record<MessageKey, string> = {
    'common.nobody': 'никто',
    'common.votes': '{n|# голос|# голоса|# голосов}',
    // ---- posts, rules book, deal (branch posts): keys post.*, book.*, deal.*
    'deal.problem.mixedSlots': "в выборке смешаны роли разных слотов: {roles}",
    'deal.problem.inSlot': " (слот «{slot}»)",
    'deal.problem.twoRests': "остаток мест забирают две строки{where}",
    'deal.problem.size': "{n|# игрок|# игрока|# игроков}, а расклад даёт {count|# роль|# роли|# ролей}{where}",
    'deal.problem.pool': "{n|# игрок|# игрока|# игроков}: нужно выбрать {want|# роль|# роли|# ролей} из {pool} ({roles})",
    'deal.problem.count': "{n|# игрок|# игрока|# игроков}: роль {role} выдаётся {k} раз, правила допускают {min}..{max}",
    'deal.diag.cannotDeal': "Этот расклад нельзя раздать на {counts} игроков: {problem}.",
    'deal.diag.overlap': "Два расклада на {counts} игроков: используется первый.",
    'deal.diag.poolKind': "«{name}» — не роль, не фракция и не слот: в выборке перечисляются роли (фракция или слот — все их роли).",
    // ---- end of posts, rules book, deal
};
