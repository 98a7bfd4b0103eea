// The audit of the host's workflow (audit-flow): what the deal PMs and the rules post tell the players,
// on the audit's own cases (test/fixtures/audit-flow/: its copies of the seed rule sets and players files).
import { describe, expect, it } from 'vitest';
import { say, type MessageKey } from '../../engine/l10n/catalogue.js';
import { mafia } from '../cli/run-cli.js';

const F = 'test/fixtures/audit-flow';
const S003_ROLES = 'Мафия:3,Журналист (мафиозный):1,Маньяк:1,Комиссар:1,Сержант:1,Доктор:1,Девочка:1,Мент:1,Священник:1,Мирный житель:3';

interface DealJson { players: Array<{ name: string; roles: string[] }>; pms: Array<{ to: string; text: string }> }

function dealJson(args: string[]): DealJson {
    const r = mafia(['deal', ...args, '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as DealJson;
}

const pmOf = (d: DealJson, name: string) => d.pms.find((p) => p.to === name)!.text;

describe('deal PMs (audit-flow)', () => {
    it('F2: seed 003 mafia PMs list every option of the shared «Ход босса мафии»', () => {
        const d = dealJson([`${F}/s003/rules.mafia`, '--players', `${F}/s003/players.txt`, '--seed', 'audit-flow-seed-003-fixed-14', '--roles', S003_ROLES]);
        const mafia = d.players.filter((p) => p.roles.some((r) => r === 'Мафия' || r === 'Журналист (мафиозный)'));
        expect(mafia.length).toBe(4);
        for (const p of mafia) {
            const pm = pmOf(d, p.name);
            for (const option of ['Убить', 'Запугать население', 'Запугать и убить', 'Подкуп Совета']) expect(pm).toContain(`Ход босса мафии / ${option}`);
            expect(pm).toContain('до 2 игроков');
        }
    });

    it('F12: seed 000 deal PMs carry what the `on deal` triggers tell (the Boss and the Killer know each other) and the Здоровяк\'s start HP', () => {
        const d = dealJson([`${F}/s000/rules.mafia`, '--players', `${F}/s000/players.txt`, '--seed', 'audit-flow-seed-000-game-10']);
        const holder = (role: string) => d.players.find((p) => p.roles.includes(role))!.name;
        const boss = holder('Босс');
        const killer = holder('Киллер');
        expect(pmOf(d, boss)).toContain(`Контакты: ${killer} — Киллер.`);
        expect(pmOf(d, killer)).toContain(`Контакты: ${boss} — Босс.`);
        // Nobody else is told.
        for (const p of d.players) if (p.name !== boss && p.name !== killer) expect(pmOf(d, p.name)).not.toContain('Контакты:');
        expect(pmOf(d, holder('Здоровяк'))).toContain('«Жизни»: 3');
    });

    it('F3: seed 003 ranked mafiosi are told their rank and the order of succession (deal order, the chain of `leader is first of`)', () => {
        const d = dealJson([`${F}/s003/rules.mafia`, '--players', `${F}/s003/players.txt`, '--seed', 'audit-flow-seed-003-fixed-14', '--roles', S003_ROLES]);
        const ranked = d.players.filter((p) => p.roles.includes('Мафия')).map((p) => p.name);
        const journalist = d.players.find((p) => p.roles.includes('Журналист (мафиозный)'))!.name;
        expect(ranked).toHaveLength(3);
        // `leader is first of РанговаяМафия, ДвойнойАгент, ЖурналистМафии, Адвокат`: the ranked in deal order, then the journalist.
        const order = `1. ${ranked[0]}, 2. ${ranked[1]}, 3. ${ranked[2]}, 4. ${journalist}`;
        ranked.forEach((name, k) => {
            expect(pmOf(d, name)).toContain(`Ваш ранг во фракции «Мафия»: ${k + 1} из 3.`);
            expect(pmOf(d, name)).toContain(order);
        });
        expect(pmOf(d, journalist)).not.toContain('Ваш ранг');
        expect(pmOf(d, journalist)).toContain(order);
        for (const p of d.players) if (!ranked.includes(p.name) && p.name !== journalist) expect(pmOf(d, p.name)).not.toContain('старшинству');
    });

    it('F13: the Фанат is announced as the Маньяк on death only, not for checks (rules post and PM)', () => {
        const book = mafia(['rules-book', `${F}/s003/rules.mafia`, '--format', 'text']);
        expect(book.code).toBe(0);
        expect(book.stdout).not.toContain('Для проверок выглядит как «Маньяк»');
        expect(book.stdout).toContain('При смерти объявляется как «Маньяк»');
        const d = dealJson([`${F}/s003/rules.mafia`, '--players', `${F}/s003/players.txt`, '--seed', 'audit-flow-were-14-xxxxx', '--roles', 'Мафия:3,Маньяк:1,Оборотень:1,Комиссар:1,Сержант:1,Доктор:1,Фанат:1,Мирный житель:5', '--lang', 'en']);
        const fan = d.players.find((p) => p.roles.includes('Фанат'))!.name;
        expect(pmOf(d, fan)).toContain('Announced as Маньяк on death');
    });

    it('F10: no raw template syntax in the rules post or the PMs: placeholders as words, gender choices by the neutral form', () => {
        const raw = /\{[\p{L}\p{N}_.-]+[|}]/u;
        for (const lang of ['ru', 'en']) {
            for (const set of ['s000', 's003']) {
                const book = mafia(['rules-book', `${F}/${set}/rules.mafia`, '--format', 'text', '--lang', lang]);
                expect(book.code).toBe(0);
                expect(book.stdout).not.toMatch(raw);
            }
        }
        const book = mafia(['rules-book', `${F}/s003/rules.mafia`, '--format', 'text']).stdout;
        expect(book).toContain('«Игрок ‹цель› лишён голоса на два дня.»');
        expect(book).toContain('«Сыворотку правды вколол доктор: ‹исполнитель›.»');
        expect(mafia(['rules-book', `${F}/s000/rules.mafia`, '--format', 'text', '--lang', 'en']).stdout).toContain('«У вас узнали Личину: ‹value›.»');
        const d = dealJson([`${F}/s003/rules.mafia`, '--players', `${F}/s003/players.txt`, '--seed', 'audit-flow-seed-003-fixed-14', '--roles', S003_ROLES]);
        for (const pm of d.pms) expect(pm.text).not.toMatch(raw);
    });

    it('F19: deal messages in Russian without English words, «игрок» by its plural form (ru and en)', () => {
        const warn = mafia(['deal', 'bench/vanilla.mafia', '--players', `${F}/ten.txt`, '--seed', 'abcdefghijklmnopq']);
        expect(warn.code).toBe(0);
        expect(warn.stderr).toContain('в правилах нет расклада на 10 игроков: раздача по умолчанию');
        expect(warn.stderr).not.toMatch(/default deal/);
        const one = mafia(['deal', `${F}/s000/rules.mafia`, '--players', `${F}/s000/players.txt`, '--roles', 'Политик:1,Босс:1']);
        expect(one.code).toBe(2);
        expect(one.stderr).toContain('--roles раздаёт роли на 1 игрока, а в списке 10');
        expect(mafia(['deal', `${F}/s000/rules.mafia`, '--players', `${F}/s000/players.txt`, '--roles', 'Политик:1,Босс:1', '--lang', 'en']).stderr).toContain('--roles deals 1 player, the players file lists 10');
        const forms: Array<[MessageKey, string]> = [['deal.err.noSetup', 'n'], ['deal.warn.default', 'n'], ['usage.cannotDeal', 'players'], ['setup.cannotDeal', 'n'], ['deal.diag.cannotDeal', 'counts'], ['deal.err.rolesCount', 'roles']];
        for (const [key, param] of forms) {
            const p = (n: number | string) => ({ n: 0, players: 0, roles: 0, ranges: '10..14', problems: '…', problem: '…', counts: 0, [param]: n });
            expect(say('ru', key, p(21))).toContain('на 21 игрока');
            expect(say('ru', key, p(1))).toContain('на 1 игрока');
            expect(say('ru', key, p(5))).toContain('на 5 игроков');
            expect(say('ru', key, p(3))).toContain('на 3 игроков');
            expect(say('en', key, p(1))).toMatch(/\b1 player\b/);
            expect(say('en', key, p(21))).toContain('21 players');
        }
        expect(say('ru', 'deal.diag.cannotDeal', { counts: '10..14', problem: '…' })).toContain('на 10..14 игроков');
    });

    it('F15: deal and check warn of a role dealt with no way to win for want of a tag (Lyncher, Детектив); not when it is held or another clause can hold', () => {
        const lyncher = mafia(['deal', `${F}/ms/rules.mafia`, '--players', `${F}/ms/players.txt`, '--seed', 'audit-flow-ms-default-xx']);
        expect(lyncher.code).toBe(0);
        expect(lyncher.stderr).toContain('the role Lyncher cannot win: nobody holds the tag «Lyncher Target»');
        const ru = mafia(['deal', `${F}/ms/rules.mafia`, '--players', `${F}/ms/players.txt`, '--seed', 'audit-flow-ms-default-xx', '--lang', 'ru']);
        expect(ru.stderr).toContain('роль «Lyncher» не сможет победить: ни у кого нет метки «Lyncher Target»');
        const det = mafia(['deal', `${F}/s003/rules.mafia`, '--players', `${F}/s003/players.txt`, '--seed', 'audit-flow-det-14-xxxxxx', '--roles', 'Мафия:3,Маньяк:1,Детектив:1,Путана:1,Комиссар:1,Доктор:1,Мирный житель:6']);
        expect(det.code).toBe(0);
        expect(det.stderr).toContain('роль «Детектив» не сможет победить: ни у кого нет меток «Детектив города», «Детектив мафии», «Детектив маньяка»');
        // The Путана also wins one against one untagged; the Маньяк's side merely counts the tag.
        expect(det.stderr).not.toMatch(/«Путана» не сможет|«Маньяк» не сможет/);
        // No Lyncher, no warning.
        expect(mafia(['deal', `${F}/s003/rules.mafia`, '--players', `${F}/s003/players.txt`, '--seed', 'audit-flow-seed-003-fixed-14', '--roles', S003_ROLES]).stderr).not.toMatch(/не сможет победить/);
        const check = mafia(['check', `${F}/ms/lyn.mafia`]);
        expect(check.stdout).toMatch(/lyn\.mafia:\d+:\d+: warning \[invalid-deal\] the role Lyncher cannot win/);
        expect(mafia(['check', `${F}/ms/lyn2.mafia`]).stdout).not.toMatch(/cannot win/);
        expect(mafia(['check', `${F}/s003/det.mafia`]).stdout).toMatch(/warning \[invalid-deal\] роль «Детектив» не сможет победить/);
    });

    it('F6: the rules post and the PMs keep a rule\'s exceptions (`unless`, `except`, `once`, `learn … to`, `kill … then`)', () => {
        const book = mafia(['rules-book', `${F}/s002/rules.mafia`, '--format', 'text']).stdout;
        // Реаниматор: «если мафия и маньяк решат выстрелить по одному и тому же человеку, реаниматор бессилен».
        expect(book).toMatch(/Защищает от убийств со стороны: Выстрел, Убийство: цель \(не действует, если цель стала целью способности «Выстрел» в этой фазе и цель стала целью способности «Убийство» в этой фазе\)/);
        // Комиссар: the result to him and the Sergeant, lost when he is shot or beaten.
        expect(book).toMatch(/Узнаёт роль: цель \(узнают: [^)]*«Комиссар» и «Сержант»\) \(не действует, если сам игрок погиб от способности «Выстрел»[^)]*«Избиение»/);
        // Некромант: once, not from the harakiri.
        expect(book).toMatch(/защищает от убийств: p \(кроме: «Харакири»\) \(один раз\)/);
        // Ниндзя: the count of peaceful kills behind the harakiri.
        expect(book).toMatch(/Убивает: цель; затем: если [^.]*прибавляет 1 к: «Промахи»/);
        const en = mafia(['rules-book', `${F}/s003/rules.mafia`, '--format', 'text', '--lang', 'en']).stdout;
        expect(en).toMatch(/protects from everything: the target \(except «Лечить», [^)]*«Убить с особой жестокостью»/);
        const d = dealJson([`${F}/s003/rules.mafia`, '--players', `${F}/s003/players.txt`, '--seed', 'audit-flow-seed-003-fixed-14', '--roles', S003_ROLES]);
        const ment = d.players.find((p) => p.roles.includes('Мент'))!.name;
        expect(pmOf(d, ment)).toContain('(кроме: «Лечить»');
    });
});
