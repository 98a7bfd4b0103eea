// The shipped encodings of the three seeds: they parse and validate without errors, the parser reports
// no ambiguity while reading them, and every role (and, for seed 000, every ability) the seed names is
// declared under that name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AstUtils, EmptyFileSystem, URI, type LangiumDocument } from 'langium';
import { clearDocuments } from 'langium/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbility, isOptionDecl, isRole, isTrigger, isVoting, isWinClause, type RuleSet } from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { normalizeName } from '../../language/validation/edit-distance.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const { shared } = createMafiaServices(EmptyFileSystem);
const examples = fileURLToPath(new URL('../../examples/', import.meta.url));

afterEach(() => clearDocuments(shared));

async function load(path: string): Promise<LangiumDocument<RuleSet>> {
    const text = readFileSync(`${examples}${path}`, 'utf8');
    const document = shared.workspace.LangiumDocumentFactory.fromString<RuleSet>(text, URI.file(`${examples}${path}`));
    shared.workspace.LangiumDocuments.addDocument(document);
    await shared.workspace.DocumentBuilder.build([document], { validation: true });
    return document;
}

function errorsOf(document: LangiumDocument): string[] {
    return (document.diagnostics ?? []).filter((d) => d.severity === 1)
        .map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} [${String(d.code)}] ${d.message}`);
}

/** Every name a rule set accepts for its roles: identifiers, display names and aliases, normalised. */
function roleNames(ruleSet: RuleSet): Set<string> {
    const names = new Set<string>();
    for (const role of ruleSet.elements.filter(isRole)) {
        for (const name of [role.name, role.title, ...role.aliases]) if (name) names.add(normalizeName(name));
    }
    return names;
}

/** Display names of abilities, options, triggers, votings and named win conditions anywhere in the rule set. */
function abilityNames(ruleSet: RuleSet): Set<string> {
    const names = new Set<string>();
    for (const node of AstUtils.streamAllContents(ruleSet)) {
        if (isAbility(node) || isOptionDecl(node) || isTrigger(node) || isVoting(node)) names.add(normalizeName(node.title ?? node.name));
        else if (isWinClause(node) && node.title) names.add(normalizeName(node.title));
    }
    return names;
}

const seeds = ['seed-000/rules.mafia', 'seed-002/rules.mafia', 'seed-003/rules.mafia'];

describe('the seed encodings', () => {
    it.each(seeds)('%s parses and validates without errors', async (path) => {
        const document = await load(path);
        expect(document.parseResult.lexerErrors).toEqual([]);
        expect(document.parseResult.parserErrors).toEqual([]);
        expect(errorsOf(document)).toEqual([]);
    });

    it('the parser reports no ambiguous alternatives while reading them', async () => {
        // chevrotain-allstar logs "Ambiguous Alternatives Detected" through console.log during prediction.
        const log = vi.spyOn(console, 'log');
        const warn = vi.spyOn(console, 'warn');
        try {
            for (const path of seeds) await load(path);
            const messages = [...log.mock.calls, ...warn.mock.calls].map((args) => args.join(' '));
            expect(messages.filter((m) => /ambiguous/i.test(m))).toEqual([]);
        } finally {
            log.mockRestore();
            warn.mockRestore();
        }
    });
});

// Role names copied from the seed texts (shared/seeds/*.txt).
const seed000Roles = [
    // «Явные роли» 1–16
    'Политик', 'Адвокат', 'Прокурор', 'Мародер', 'Мститель', 'Юрист', 'Журналист', 'Комиссар', 'Миллионер',
    'Пенсионер', 'Электрик', 'Священник', 'Повар', 'Здоровяк', 'Анонимус', 'Доктор',
    // Тайные роли 1–16 under «Закон», «Мафия», «Нейтралы», «Прочие»
    'Сыщик', 'Полицейский', 'Вигиланте', 'Мирный житель', 'Босс', 'Киллер', 'Маг', 'Колдун', 'Ведьма', 'Маньяк',
    'Инквизитор', 'Лепрекон', 'Злой Гений', 'Подменыш', 'Джокер', 'Социопат',
];
const seed002Roles = [
    'Мирный житель', 'Комиссар', 'Сержант', 'Ниндзя', 'Реаниматор', 'Внебрачный сын босса мафии', 'ВСБ',
    'Мафия', 'Громила', 'Камикадзе', 'Маньяк', 'Некромант', 'Священник',
];
const seed003Roles = [
    // Мафия
    'Ранговая мафия', 'Мафия', '1й ранг', '2й ранг', '3й ранг', 'Журналист (мафиозный)', 'Адвокат',
    // the maniac's side and those who play for themselves
    'Маньяк', 'Путана', 'Фанат', 'Оборотень', 'Некромант', 'Джокер', 'Агент', 'Двойной агент', 'Снайпер', 'Горец', 'Шулер',
    // Город
    'Комиссар', 'Доктор', 'Девочка', 'Мент', 'Городской журналист', 'Священник', 'Хохол', 'Сержант', 'Шахид', 'Повеса',
    'Наемник', 'Шериф', 'Свидетель', 'Бомж', 'Реаниматор', 'Детектив', 'Прокурор', 'Идиот',
    // implied by the seed («полноценным мирным», the serum's «мирный»)
    'Мирный житель',
];

describe('every role the seed names is declared (by display name or alias)', () => {
    it.each([
        ['seed-000/rules.mafia', seed000Roles, 32],
        ['seed-002/rules.mafia', seed002Roles, 12],
        ['seed-003/rules.mafia', seed003Roles, 33],
    ] as const)('%s', async (path, roles, declared) => {
        const ruleSet = (await load(path)).parseResult.value;
        const names = roleNames(ruleSet);
        expect(roles.filter((r) => !names.has(normalizeName(r)))).toEqual([]);
        expect(ruleSet.elements.filter(isRole)).toHaveLength(declared);
    });

    it('seed 000: explicit roles are in the unique explicit slot, secret roles in the secret slot with five guises', async () => {
        const ruleSet = (await load('seed-000/rules.mafia')).parseResult.value;
        const roles = ruleSet.elements.filter(isRole);
        expect(roles.filter((r) => r.slot?.ref?.name === 'Явная')).toHaveLength(16);
        const secret = roles.filter((r) => r.slot?.ref?.name === 'Тайная');
        expect(secret).toHaveLength(16);
        for (const role of secret) {
            const guises = role.members.flatMap((m) => (m.$type === 'GuisesClause' ? m.guises : []));
            expect(guises, role.name).toHaveLength(5);
            expect(guises.map((g) => g.ref?.name), role.name).toContain(role.name);
        }
    });

    it('seed 003: the ranked mafia is one ranked role of the mafia, and the boss chain follows the seed', async () => {
        const ruleSet = (await load('seed-003/rules.mafia')).parseResult.value;
        const ranked = ruleSet.elements.filter(isRole).find((r) => r.title === 'Мафия')!;
        expect(ranked.members.some((m) => m.$type === 'RankedClause')).toBe(true);
        expect(ranked.faction?.ref?.title).toBe('Мафия');
        const mafia = ranked.faction!.ref!;
        const leader = mafia.members.find((m) => m.$type === 'LeaderClause');
        expect(leader && 'chain' in leader ? leader.chain.map((r) => r.ref?.title) : [])
            .toEqual(['Мафия', 'Двойной агент', 'Журналист (мафиозный)', 'Адвокат']);
    });
});

// Seed 000's abilities, option choices and named win conditions, copied from the seed.
const seed000Abilities = [
    'Голосование', 'Ход', 'Пас', 'Банк', 'Блеф', 'Мизер', 'Охота', 'Защита', 'Маскировка', 'Проверка', 'Атака', 'Почта',
    'Деспотия', 'Амнистия', 'Оправдательный приговор', 'Отмаза', 'Обвинительный приговор', 'Привычка обвинять',
    'Гробокопательство', 'Экстумация', 'Запрещённые препараты', 'Жажда действий', 'Влияние', 'Изучение дела',
    'Расследование', 'Свобода слова', 'Маски-шоу', 'Проверка документов', 'VIP', 'Взятка', 'Бдительность', 'Наблюдение',
    'Диверсия', 'Напиться', 'Исповедь', 'Уважение', 'Карательная кулинария', 'Спасительная кулинария', 'ЗОЖ', 'Угрожать',
    'Особый цинизм', 'Аноним', 'Операция', 'Осмотр',
    'Закон', 'Отметелить толпой', 'Обыск', 'Арест', 'Пробить по базе', 'Наган', 'Отравление', 'В свои руки', 'Помощь следствию',
    'Клептократия', 'Контакты', 'Звонок', 'Мозговой центр', 'Подстава', 'Мафия Бессмертна!', 'Арсенал', 'Пистолет',
    'Снайперская винтовка', 'Пистолет с глушителем', 'Дробовик', 'Лечение',
    'Выносливость', 'Магия', 'Исцеление', 'Огнешар', 'Аура', 'Магический щит', 'Светлый ритуал', 'Магия крови', 'Порча',
    'Высасывание души', 'Победа сил зла', 'Алхимия', 'Проклятие', 'Ловец снов', 'Жатва', 'Заражение', 'Wunschpunsch',
    'Скользкий ублюдок', 'Двойная жизнь', 'Нападение', 'Кровавая баня', 'Слежка', 'Свой порядок',
    'Никто не ждал испанскую инквизицию!', 'Аутодафе', 'Не по Закону, а по Справедливости', 'Скопить золото',
    'Не догонишь, не догонишь!', 'Хитрый план', 'Похищение', 'Зомбирование', 'Информатор', 'DDD', 'Имитация', 'Продление',
    'Чужие заслуги', 'Раздача', 'Хит', 'Баст', 'Крупье', 'Ва-банк', 'Уйти в тень', 'Нож', 'Оставьте меня в покое!',
];

describe('seed 000: every ability, option and win condition the seed names is declared', () => {
    it('under its own name', async () => {
        const ruleSet = (await load('seed-000/rules.mafia')).parseResult.value;
        const names = abilityNames(ruleSet);
        expect(seed000Abilities.filter((a) => !names.has(normalizeName(a)))).toEqual([]);
    });
});
