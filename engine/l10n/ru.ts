// Каталог на русском: те же ключи, что в en.ts (компилятор проверяет). Множественное число —
// {n|одна|несколько|много}: 1 голос, 2 голоса, 5 голосов.
import type { MessageKey } from './en.js';

export const ru: Record<MessageKey, string> = {
    'common.nobody': 'никто',
    'common.votes': '{n|# голос|# голоса|# голосов}',
    // mafiascum (модификаторы, визиты, голоса над голосами): engine/stacking.ts, engine/voting.ts
    'ms.vote.follows': 'голос следует за голосом {leader} (голос украден)',
    'ms.vote.followsNobody': 'голос {voter} следует за голосом {leader}, а тот не голосует: {voter} не голосует',
    'ms.vote.followed': 'голос {voter} следует за голосом {leader}: против {target}',
    'ms.deal.modifierAlone': '{modifier} — модификатор: он добавляется к базовой роли, а у {player} её нет',
    'ms.deal.twoBases': 'у {player} две базовые роли ({roles}): у игрока одна базовая роль и любые модификаторы',
    'ms.deal.modifierTwice': 'у {player} модификатор {modifier} дважды',
    'ms.deal.unknownModifier': 'неизвестная роль или модификатор «{name}»',
    'ms.mustAct.made': '{player} обязан действовать и не дал заявки: движок заявляет {ability} на {targets}',
    'ms.diag.modifier.faction': 'У модификатора «{name}» есть фракция: модификатор добавляется к базовой роли игрока, фракцию даёт она. Уберите фракцию или объявите роль.',
    'ms.diag.modifier.slot': 'У модификатора «{name}» есть слот: модификатор добавляется к базовой роли игрока, слот у неё. Уберите слот или объявите роль.',
    'ms.diag.modifier.base': 'Модификатор «{name}» раздаётся как другая роль (from): так можно только роли. Уберите from или объявите роль.',
    'ms.diag.modifier.member': 'У модификатора «{name}» есть «{clause}»: победы, количества и ранги бывают только у базовых ролей.',
    'ms.diag.fromModifier': '«{name}» раздаётся как «{base}», а это модификатор: from называет базовую роль.',
    'ms.diag.fromItself': '«{name}» раздаётся как сама себя (from идёт по кругу).',
};
