// Каталог на русском: те же ключи, что в en.ts (компилятор проверяет). Множественное число —
// {n|одна|несколько|много}: 1 голос, 2 голоса, 5 голосов.
import type { MessageKey } from './en.js';

export const ru: Record<MessageKey, string> = {
    'common.nobody': 'никто',
    'common.votes': '{n|# голос|# голоса|# голосов}',
    // web playground (web/): the page's own words
    'web.title': 'Mafia Rules: песочница',
    'web.example': 'Пример',
    'web.example.own': '(свои файлы)',
    'web.open': 'Открыть…',
    'web.save': 'Сохранить',
    'web.run': 'Запустить игру ▶',
    'web.reference': 'Справочник языка',
    'web.lang': 'Язык',
    'web.tab.rules': 'Правила',
    'web.tab.game': 'Сценарий игры',
    'web.panel.preview': 'Просмотр фаз',
    'web.preview.empty': 'Напишите или откройте сценарий игры и запустите его: здесь появятся его фазы, шаг за шагом.',
    'web.loading': 'Запускаются редактор и языковой сервер…',
    'web.private': 'Всё остаётся в этом браузере: файлы хранятся здесь, ничего никуда не отправляется.',
    'web.run.running': 'Игра идёт…',
    'web.run.done': '{n|Сыграна # фаза|Сыграны # фазы|Сыграно # фаз} за {ms} мс.',
    'web.run.failed': 'Игру нельзя запустить: {error}',
    'web.run.noServer': 'Языковой сервер не запущен.',
    'web.opened': 'Открыт файл {name}.',
    'web.open.failed': 'Не удалось открыть файл: {error}',
    'web.saved': 'Сохранён файл {name}.',
    'web.save.failed': 'Не удалось сохранить файл: {error}',
    'web.problems': '{errors|# ошибка|# ошибки|# ошибок}, {warnings|# предупреждение|# предупреждения|# предупреждений}',
    'web.failed': 'Песочница не запустилась: {error}',
};
