// Каталог на русском: те же ключи, что в en.ts (компилятор проверяет). Множественное число —
// {n|одна|несколько|много}: 1 голос, 2 голоса, 5 голосов.
import type { MessageKey } from './en.js';

export const ru: Record<MessageKey, string> = {
    'common.nobody': 'никто',
    'common.votes': '{n|# голос|# голоса|# голосов}',
};
