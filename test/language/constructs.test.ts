// One parse test per construct of language/README.md, each on a line taken from the seed encodings:
// the text parses without errors and yields the AST the construct promises.
import { AstUtils, EmptyFileSystem, type AstNode } from 'langium';
import { clearDocuments, parseHelper } from 'langium/test';
import { afterEach, describe, expect, it } from 'vitest';
import type * as ast from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const { Mafia } = createMafiaServices(EmptyFileSystem);
const parse = parseHelper<ast.RuleSet>(Mafia);

afterEach(() => clearDocuments(Mafia.shared));

/** Parses a rule set; fails the test on any lexer or parser error. */
async function parseRuleSet(body: string): Promise<ast.RuleSet> {
    const document = await parse(`ruleset Т\n${body}\n`);
    const errors = [...document.parseResult.lexerErrors, ...document.parseResult.parserErrors].map((e) => e.message);
    expect(errors).toEqual([]);
    return document.parseResult.value;
}

/** The first node of a type (in document order). */
function first<T extends AstNode>(root: AstNode, type: string): T {
    const node = AstUtils.streamAllContents(root).find((n) => n.$type === type);
    expect(node, `no ${type} in the AST`).toBeDefined();
    return node as T;
}

function all<T extends AstNode>(root: AstNode, type: string): T[] {
    return AstUtils.streamAllContents(root).filter((n) => n.$type === type).toArray() as T[];
}

/** Wraps effect lines in an ability, as they appear in the seeds. */
function inAbility(clauses: string): string {
    return `role Р {\n    ability А {\n        ${clauses}\n    }\n}`;
}

describe('declarations', () => {
    it('ruleset with a display name, and import', async () => {
        const document = await parse('ruleset Вариант "Мафия с маньяком"\nimport "base.mafia"\n');
        expect(document.parseResult.parserErrors).toEqual([]);
        expect(document.parseResult.value.title).toBe('Мафия с маньяком');
        expect(document.parseResult.value.imports.map((i) => i.path)).toEqual(['base.mafia']);
    });

    it('override before every kind of declaration', async () => {
        const root = await parseRuleSet([
            'override role Доктор "Доктор" : Город {}', 'override faction Город "Город" { wins when none alive(Мафия) }',
            'override status Тюрьма', 'override resource ХП per player = 2', 'override tag Новичок', 'override stage Защиты',
            'override phase night', 'override slot Тайная', 'override voting Суд { plurality }', 'override message М "т"',
            'override guise Аноним', 'override common ability Почта { effect announce "т" }',
        ].join('\n'));
        expect(root.elements).toHaveLength(12);
        expect(root.elements.every((e) => (e as { override?: boolean }).override === true)).toBe(true);
    });

    it('setup: every clause', async () => {
        const root = await parseRuleSet(`setup {
    players recommended 10..16
    start day
    orders change once per game
    reveal roles on death when count alive > 10
    win check after each phase
    winners alive
    draw when repeated
}`);
        const setup = first<ast.Setup>(root, 'Setup');
        expect(setup.clauses.map((c) => c.$type)).toEqual([
            'PlayersClause', 'StartClause', 'OrderChangeClause', 'RevealClause', 'WinCheckClause', 'WinnersClause', 'DrawClause',
        ]);
        const players = setup.clauses[0] as ast.PlayersClause;
        expect([players.recommended, players.min, players.max]).toEqual([true, 10, 16]);
        expect((setup.clauses[5] as ast.WinnersClause).scope).toBe('alive');
    });

    it('setup: the other forms of orders, draws and win checks', async () => {
        const root = await parseRuleSet('setup {\n    orders fixed\n    draw when count alive == 0\n    win check after night, day\n    winners all\n}');
        const clauses = first<ast.Setup>(root, 'Setup').clauses;
        expect((clauses[0] as ast.OrderChangeClause).fixed).toBe(true);
        expect((clauses[1] as ast.DrawClause).condition?.$type).toBe('BinaryExpression');
        expect((clauses[2] as ast.WinCheckClause).phases.map((p) => p.$refText)).toEqual(['night', 'day']);
        expect((clauses[3] as ast.WinnersClause).scope).toBe('all');
    });

    it('phases with voting, slots, stages', async () => {
        const root = await parseRuleSet(`phase night "Ночь"
phase day "День" { voting Суд }
slot Явная "Явная роль" unique
stage Убийства "Убийства" simultaneous
stage Гости "Священник" after Засады`);
        expect(all<ast.Phase>(root, 'Phase').map((p) => p.name)).toEqual(['night', 'day']);
        expect(first<ast.PhaseVoting>(root, 'PhaseVoting').voting.$refText).toBe('Суд');
        expect(first<ast.Slot>(root, 'Slot').unique).toBe(true);
        const stages = all<ast.Stage>(root, 'Stage');
        expect(stages[0].simultaneous).toBe(true);
        expect(stages[1].after?.$refText).toBe('Засады');
    });

    it('faction members: wins, knows, leader chain, shared ability, ability, trigger, note', async () => {
        const root = await parseRuleSet(`faction МафияКлан "Мафия" {
    knows МафияКлан
    leader is first of РанговаяМафия, ДвойнойАгент, ЖурналистМафии, Адвокат
    wins when none alive(ДвойнойАгент)
    shared ability ХодБосса "Ход босса мафии" { at night precedence by rank }
    ability ОтметелитьТолпой "Отметелить толпой" { collective target one player param role }
    trigger Выносливость "Выносливость" on deal { effect add 1 to ХП of self }
    note "…"
}`);
        const faction = first<ast.Faction>(root, 'Faction');
        expect(faction.members.map((m) => m.$type)).toEqual([
            'KnowsClause', 'LeaderClause', 'WinClause', 'SharedAbility', 'Ability', 'Trigger', 'NoteClause',
        ]);
        expect((faction.members[1] as ast.LeaderClause).chain.map((r) => r.$refText)).toEqual(['РанговаяМафия', 'ДвойнойАгент', 'ЖурналистМафии', 'Адвокат']);
    });

    it('role header: alias, faction, slot; members', async () => {
        const root = await parseRuleSet(`role РанговаяМафия "Мафия" alias "Ранговая мафия", "1й ранг" : МафияКлан in Тайная {
    ranked
    tagged Убивающая, Боеспособная
    hp 3
    start with 3 ХП
    appears as МирныйЖитель to Проверка
    appears as Маньяк on death
    told as МирныйЖитель
    knows Сержант
    guises (Маньяк, Киллер, Ведьма, Маньяк, Подменыш)
    count 1..3
    wins "DDD" when self.Планы >= 10
    note "…"
}`);
        const role = first<ast.Role>(root, 'Role');
        expect([role.title, role.aliases, role.faction?.$refText, role.slot?.$refText]).toEqual(['Мафия', ['Ранговая мафия', '1й ранг'], 'МафияКлан', 'Тайная']);
        expect(role.members.map((m) => m.$type)).toEqual([
            'RankedClause', 'TagClause', 'HpClause', 'ResourceInit', 'AppearsClause', 'AppearsClause', 'ToldClause', 'KnowsClause',
            'GuisesClause', 'RoleCountClause', 'WinClause', 'NoteClause',
        ]);
        expect((role.members[5] as ast.AppearsClause).onDeath).toBe(true);
        expect((role.members[8] as ast.GuisesClause).guises).toHaveLength(5);
    });

    it('statuses: every clause', async () => {
        const root = await parseRuleSet(`status Госпиталь "Госпиталь" {
    public
    alive only
    blocks marked *
    while holder.ХП <= holder.ПорогГоспиталя
}
status Тюрьма { blocks all except Скользкий  no vote  untargetable at night  lasts next phase }
status Отмазан "Отмазан" { no execution }`);
        const [hospital, jail, cover] = all<ast.Status>(root, 'Status');
        expect(hospital.clauses.map((c) => c.$type)).toEqual(['StatusPublic', 'StatusAliveOnly', 'StatusBlocks', 'StatusWhile']);
        expect((hospital.clauses[2] as ast.StatusBlocks).marks).toEqual(['*']);
        expect(jail.clauses.map((c) => c.$type)).toEqual(['StatusBlocks', 'StatusNoVote', 'StatusUntargetable', 'StatusDuration']);
        expect(cover.clauses.map((c) => c.$type)).toEqual(['StatusNoExecution']);
    });

    it('resources, tags, guise labels, messages', async () => {
        const root = await parseRuleSet(`resource ХП "Жизни" per player = 2 { min 0  max 9  at 1 give Госпиталь  at 0 death  hidden }
resource ВаБанк "Ва-банк сыгран" global = 0
tag Новичок "Впервые играет на форуме"
guise АнонимЛичина "Аноним"
message Смерть on death «{player} отправляется в Морг.»`);
        const [hp, global] = all<ast.Resource>(root, 'Resource');
        expect([hp.perPlayer, hp.initial, hp.clauses.length]).toEqual([true, 2, 5]);
        expect(global.global).toBe(true);
        expect(first<ast.Tag>(root, 'Tag').title).toBe('Впервые играет на форуме');
        expect(first<ast.GuiseLabel>(root, 'GuiseLabel').title).toBe('Аноним');
        const message = first<ast.Message>(root, 'Message');
        expect([message.event, message.text]).toEqual(['death', '{player} отправляется в Морг.']);   // quotes stripped
    });
});

describe('abilities', () => {
    it('header: kind, display name, marks', async () => {
        const root = await parseRuleSet(`role Р {
    passive ability Деспотия "Деспотия" { effect vote weight of self by 1 }
    ability Наган "Наган" marked * { target one player }
}`);
        const [passive, marked] = all<ast.Ability>(root, 'Ability');
        expect([passive.kind, passive.title]).toEqual(['passive', 'Деспотия']);
        expect(marked.marks).toEqual(['*']);
    });

    it('every clause', async () => {
        const root = await parseRuleSet(inAbility(`at night
        target up to three players alive distinct where not (target has Госпиталь)
        param role
        param player Жертва
        stage Урон
        limit once per game
        chance 75%
        public
        usable in Тюрьма
        requires Госпиталь
        options of Арсенал
        instant
        collective
        precedence by vote leader counts 150%
        described as "убивал"
        effect kill target
        option Пистолет "Пистолет" marked * { effect attack target for 1 }
        note "…"`));
        const ability = first<ast.Ability>(root, 'Ability');
        expect(ability.clauses.map((c) => c.$type)).toEqual([
            'PhaseRestriction', 'TargetClause', 'ParamClause', 'ParamClause', 'StageClause', 'LimitClause', 'ChanceClause',
            'VisibilityClause', 'UsableClause', 'UsableClause', 'OptionsOfClause', 'InstantClause', 'CollectiveClause',
            'PrecedenceClause', 'DescribedClause', 'EffectClause', 'OptionDecl', 'NoteClause',
        ]);
        const target = ability.clauses[1] as ast.TargetClause;
        expect([target.count.upTo, target.count.$cstNode?.text, target.filters]).toEqual([true, 'up to three', ['alive', 'distinct']]);
        expect((ability.clauses[3] as ast.ParamClause).kind).toBe('player');
        // PERCENT values are read from the text by the generator and the checks (`75%`).
        expect(ability.clauses[6].$cstNode?.text).toBe('chance 75%');
        expect([(ability.clauses[13] as ast.PrecedenceClause).kind, ability.clauses[13].$cstNode?.text]).toEqual(['vote', 'precedence by vote leader counts 150%']);
    });

    it('phase restrictions and target filters', async () => {
        const root = await parseRuleSet(`role Р {
    ability А { at any phase target one player dead }
    ability Б { at night, day target two players anyone other distinct }
    ability В { target one player self }
    ability Г { target 2 players alive where target has Госпиталь }
}`);
        const abilities = all<ast.Ability>(root, 'Ability');
        expect((abilities[0].clauses[0] as ast.PhaseRestriction).any).toBe(true);
        expect((abilities[1].clauses[0] as ast.PhaseRestriction).phases.map((p) => p.$refText)).toEqual(['night', 'day']);
        const targets = all<ast.TargetClause>(root, 'TargetClause');
        expect(targets.map((t) => t.filters)).toEqual([['dead'], ['anyone', 'other', 'distinct'], ['self'], ['alive']]);
        expect([targets[3].count.value, targets[3].condition?.$type]).toEqual([2, 'HasExpression']);
    });

    it('parameter kinds', async () => {
        const root = await parseRuleSet(inAbility('param role param guise param option param number param text Сообщение param player Цель param faction param ability Действие param deal Расклад'));
        expect(all<ast.ParamClause>(root, 'ParamClause').map((p) => p.kind)).toEqual(['role', 'guise', 'option', 'number', 'text', 'player', 'faction', 'ability', 'deal']);
    });

    it('limits: every kind', async () => {
        const root = await parseRuleSet(inAbility(`limit once per game, 2 per phase, not two nights in a row unless count alive >= 15,
            not same target twice in a row unless count alive <= 3, not same option twice in a row, not same role twice,
            only when self.Карты >= 1, unless when self has Тюрьма, exclusive with Жатва, phases 1..6, 2 options per game`));
        const limits = first<ast.LimitClause>(root, 'LimitClause').limits;
        expect(limits.map((l) => l.$type)).toEqual([
            'PerLimit', 'PerLimit', 'RowLimit', 'SameTargetLimit', 'SameArgLimit', 'SameArgLimit', 'WhenLimit', 'WhenLimit',
            'ExclusiveLimit', 'PhaseWindowLimit', 'OptionCountLimit',
        ]);
        expect((limits[2] as ast.RowLimit).exception).toBeDefined();
        expect((limits[3] as ast.SameTargetLimit).inRow).toBe(true);
        expect((limits[4] as ast.SameArgLimit).arg).toBe('option');
        expect([(limits[6] as ast.WhenLimit).only, (limits[7] as ast.WhenLimit).only]).toEqual([true, false]);
    });

    it('triggers: every event, with of / by / except / phase / when', async () => {
        const root = await parseRuleSet(`role Р {
    trigger А on death of Маньяк { effect kill self }
    trigger Б on dying { limit once per game effect set 1 to ХП of self }
    trigger В on kill phase night { stage Убийства effect kill self }
    trigger Г on lynch { effect kill self }
    trigger Д on targeted of Проклят by Нож except Голосование, Почта when self in alive { effect kill actor }
    trigger Е on learn { effect tell self «{value}» }
    trigger Ж on win { effect defeat those players where (it != self) }
    trigger З on start phase night when self has Заражён { effect kill self }
    trigger И on end { effect add 1 to Планы of self }
    trigger К on condition when self.Промахи >= 2 { effect kill self }
    trigger Л on deal { effect add 1 to ХП of self }
}`);
        const triggers = all<ast.Trigger>(root, 'Trigger');
        expect(triggers.map((t) => t.event.kind)).toEqual(['death', 'dying', 'kill', 'lynch', 'targeted', 'learn', 'win', 'start', 'end', 'condition', 'deal']);
        const targeted = triggers[4];
        expect([targeted.event.subjects.length, targeted.event.sources.length, targeted.event.excluded.length]).toEqual([1, 1, 2]);
        expect(triggers[2].event.phase?.$refText).toBe('night');
    });

    it('common abilities, passive common abilities and common triggers', async () => {
        const root = await parseRuleSet(`common ability Почта "Почта" { target one player param text Сообщение effect tell target «{Сообщение}» }
common passive ability ИммунитетПервойНочи "Иммунитет" { effect protect self from kills this night }
common trigger НоваяЛичина "+1 Личина" on end { effect add guise of self.Тайная to self }`);
        const common = all<ast.CommonAbility>(root, 'CommonAbility');
        expect(common.map((c) => c.ability?.name ?? c.trigger?.name)).toEqual(['Почта', 'ИммунитетПервойНочи', 'НоваяЛичина']);
        expect(common[1].ability?.kind).toBe('passive');
    });
});

/** Parses one effect (inside an ability) and returns it. */
async function effect<T extends ast.Effect>(text: string): Promise<T> {
    const root = await parseRuleSet(inAbility(`effect ${text}`));
    return first<ast.EffectClause>(root, 'EffectClause').effect as T;
}

describe('effects', () => {
    const cases: Array<[string, string, string]> = [
        ['block of effects', '{ learn guise of target  learn guise of self to target }', 'EffectBlock'],
        ['if / else', 'if target is Колдун then damage target for 2 else damage self for 2', 'IfEffect'],
        ['with chance', 'with chance 50% vote silence of target next day', 'ChanceEffect'],
        ['for each', 'for each p in targets kill p', 'ForEachEffect'],
        ['delay until', 'delay until end of next phase learn guise of target', 'DelayEffect'],
        ['apply option', 'apply option', 'ApplyOptionEffect'],
        ['vote follows', 'vote of target follows self next day', 'FollowVoteEffect'],
        ['perform', 'perform Действие', 'PerformEffect'],
        ['host note', 'host "Подкуп Совета: ответьте «да» или «нет»."', 'HostNoteEffect'],
        ['kill', 'kill target bloody revealed unstoppable then kill self', 'KillEffect'],
        ['attack', 'attack target for 3', 'DamageEffect'],
        ['damage', 'damage self for 1', 'DamageEffect'],
        ['heal', 'heal target for 1', 'HealEffect'],
        ['protect', 'protect target from everything except Лечить, Исповедь once unless self has Тюрьма this night', 'ProtectEffect'],
        ['reduce', 'reduce attacks on self by 1 except ОгнешарКолдуна, ОгнешарМага for 2 nights', 'ReduceEffect'],
        ['revive', 'revive target', 'ReviveEffect'],
        ['substitute', 'substitute self for first alive(Маньяк) on execution next day', 'SubstituteEffect'],
        ['execute', 'execute target', 'ExecuteEffect'],
        ['block', 'block target this night', 'BlockEffect'],
        ['cancel', 'cancel attacks by target on self this night', 'CancelEffect'],
        ['extend orders', 'extend orders on self to target this night', 'ExtendEffect'],
        ['redirect', 'redirect target to self', 'RedirectEffect'],
        ['swap orders', 'swap orders on targets', 'SwapEffect'],
        ['swap orders with', 'swap orders on target with self next night', 'SwapEffect'],
        ['retarget orders', 'retarget orders of target to self replacing Жертва', 'RetargetEffect'],
        ['hold orders', 'hold orders of target until next night', 'HoldEffect'],
        ['double orders', 'double orders of target for Лечение next night', 'DoubleEffect'],
        ['immune', 'immune self to secret abilities except damage, protections', 'ImmuneEffect'],
        ['permit', 'permit self to use all from Госпиталь, Тюрьма next night', 'PermitEffect'],
        ['disable', 'disable Аутодафе of self next phase', 'DisableEffect'],
        ['give status', 'give target status Тюрьма next phase', 'GiveStatusEffect'],
        ['remove status', 'remove status ТёмнаяАура from target', 'RemoveStatusEffect'],
        ['resource change', 'add 1 to Карты of target', 'ResourceEffect'],
        ['change role', 'change role of self to Комиссар', 'ChangeRoleEffect'],
        ['count as', 'count self as target.Тайная next phase', 'CountAsEffect'],
        ['copy abilities', 'copy abilities of target.Явная to self for game', 'CopyEffect'],
        ['prolong', 'prolong Имитация next phase', 'ProlongEffect'],
        ['add a fixed guise', 'add guise Маньяк to self times 2', 'GuiseEffect'],
        ['add computed guises', 'add guise of target.Тайная to target times 2', 'GuiseOfEffect'],
        ['replace guises', 'replace guises of self with guises of target next phase', 'ReplaceGuisesEffect'],
        ['learn', 'learn 2 guise of target', 'LearnEffect'],
        ['reveal', 'reveal role of target', 'RevealEffect'],
        ['announce', 'announce «Все персонажи вновь могут использовать Охоту.»', 'AnnounceEffect'],
        ['tell', 'tell self «Наём удался.»', 'TellEffect'],
        ['vote', 'vote weight of self by 2 when voting for', 'VoteEffect'],
        ['win for', 'win for self', 'WinEffect'],
        ['defeat', 'defeat players(Мафия)', 'DefeatEffect'],
    ];
    it.each(cases)('%s', async (_name, text, type) => {
        expect((await effect(text)).$type).toBe(type);
    });

    it('kill flags, then-branch', async () => {
        const kill = await effect<ast.KillEffect>('kill target bloody revealed unstoppable then kill self');
        expect([kill.bloody, kill.reveal, kill.unstoppable, kill.then?.$type]).toEqual([true, 'revealed', true, 'KillEffect']);
        expect((await effect<ast.KillEffect>('kill target hidden')).reveal).toBe('hidden');
    });

    it('protect: scope, sources, exceptions, once, unless, duration', async () => {
        const protect = await effect<ast.ProtectEffect>('protect p from kills by ХодБосса, МафиозноеГолосование except Месть once unless self has Тюрьма this night');
        expect([protect.scope, protect.sources.length, protect.exceptions.length, protect.once, protect.unless?.$type, protect.duration?.$type])
            .toEqual(['kills', 2, 1, true, 'HasExpression', 'ThisPhase']);
    });

    it('immune: statuses, abilities by visibility, guises, execution, named abilities', async () => {
        expect((await effect<ast.ImmuneEffect>('immune self to status Тюрьма except Голосование')).statuses).toHaveLength(1);
        const secret = await effect<ast.ImmuneEffect>('immune self to secret abilities except damage, protections');
        expect([secret.visibility, secret.abilities, secret.exceptions.map((e) => e.kind)]).toEqual(['secret', true, ['damage', 'protections']]);
        expect((await effect<ast.ImmuneEffect>('immune self to guises except ДвойнаяЖизнь for game')).guises).toBe(true);
        expect((await effect<ast.ImmuneEffect>('immune self to execution')).execution).toBe(true);
        expect((await effect<ast.ImmuneEffect>('immune self to Лечить, Сыворотка')).named).toHaveLength(2);
    });

    it('learn: count, except, as, to, unless, anonymously; every property keyword', async () => {
        const learn = await effect<ast.LearnEffect>('learn 2 targets of target except Почта as "x" to players(Комиссар, Сержант) unless self has Тюрьма anonymously');
        expect([learn.count, learn.property, learn.excluded.length, learn.answer?.$type, learn.recipients?.$type, learn.unless?.$type, learn.anonymous])
            .toEqual([2, 'targets', 1, 'StringLiteral', 'PlayerSet', 'HasExpression', true]);
        for (const property of ['role', 'faction', 'guise', 'alignment', 'hp', 'visitors', 'attackers', 'damage', 'actions', 'history', 'Тайная']) {
            expect((await effect<ast.LearnEffect>(`learn ${property} of target`)).property).toBe(property);
        }
    });

    it('vote effects: every kind, amount, side', async () => {
        for (const kind of ['weight', 'silence', 'immunity', 'cancel', 'bonus', 'cap', 'secret']) {
            expect((await effect<ast.VoteEffect>(`vote ${kind} of self`)).kind).toBe(kind);
        }
        const bonus = await effect<ast.VoteEffect>('vote bonus of self by -3');
        expect(bonus.amount?.$type).toBe('UnaryExpression');
        expect((await effect<ast.VoteEffect>('vote weight of self by 1 when voting against')).side).toBe('against');
        const hidden = await effect<ast.VoteEffect>('vote hidden weight of self by 2 when voting for');
        expect([hidden.hidden, hidden.kind, hidden.side]).toEqual([true, 'weight', 'for']);
        expect((await effect<ast.VoteEffect>('vote weight of self by 2')).hidden).toBe(false);
    });

    it('durations', async () => {
        const durations = ['this night', 'next phase', 'for 2 nights', 'for game'];
        const types = [];
        for (const d of durations) types.push((await effect<ast.GiveStatusEffect>(`give self status С ${d}`)).duration?.$type);
        expect(types).toEqual(['ThisPhase', 'NextPhase', 'ForPhases', 'ForGame']);
    });

    it('timing of delays', async () => {
        const timings: Array<[string, (t: ast.Timing) => unknown]> = [
            ['next', (t) => t.next], ['next night', (t) => t.phase?.$refText], ['stage Лечение', (t) => t.stage?.$refText],
            ['in 2 phases', (t) => t.phases], ['end of phase', (t) => t.atEnd], ['end of next phase', (t) => t.following],
            ['next night stage ХодНиндзя', (t) => t.stageAfter?.$refText],
        ];
        const values = [];
        for (const [text, read] of timings) values.push(read((await effect<ast.DelayEffect>(`delay until ${text} kill self`)).timing));
        expect(values).toEqual([true, 'night', 'Лечение', 2, true, true, 'ХодНиндзя']);
    });
});

/** Parses an expression (as an `only when` condition). */
async function expression<T extends ast.Expression>(text: string): Promise<T> {
    const root = await parseRuleSet(inAbility(`limit only when ${text}`));
    return (first<ast.WhenLimit>(root, 'WhenLimit')).condition as T;
}

describe('expressions', () => {
    const cases: Array<[string, string]> = [
        ['count alive > 10', 'BinaryExpression'],
        ['50%', 'PercentLiteral'],
        ['"мафия"', 'StringLiteral'],
        ['true', 'BooleanLiteral'],
        ['players(Комиссар, Сержант)', 'PlayerSet'],
        ['actors', 'ContextVariable'],
        ['ВаБанк', 'NamedReference'],
        ['those alive where (it has Скелет)', 'Aggregate'],
        ['target is Девочка or target is Мент', 'BinaryExpression'],
        ['target is not Мент', 'IsExpression'],
        ['target has Госпиталь', 'HasExpression'],
        ['it targeted by ХодБосса, МафиозноеГолосование', 'ByExpression'],
        ['target uses abilities except Почта on self', 'UsesExpression'],
        ['self uses МагияКрови', 'UsesExpression'],
        ['target in victims', 'InExpression'],
        ['-3', 'UnaryExpression'],
        ['not self.voted', 'UnaryExpression'],
        ['МозговойЦентр.streak % 2 == 0', 'BinaryExpression'],
    ];
    it.each(cases)('%s', async (text, type) => {
        expect((await expression(text)).$type).toBe(type);
    });

    it('aggregates: every function', async () => {
        const fns = [];
        for (const fn of ['count', 'any', 'none', 'all', 'first', 'those']) fns.push((await expression<ast.Aggregate>(`${fn} alive where (it is Нейтралы)`)).fn);
        expect(fns).toEqual(['count', 'any', 'none', 'all', 'first', 'those']);
    });

    it('members after a dot may be keywords (phase.number, МафияКлан.leader, target.targeted)', async () => {
        const members = [];
        for (const text of ['phase.number', 'МафияКлан.leader', 'target.targeted', 'target.guise', 'target.Тайная', 'self.damaged']) {
            members.push((await expression<ast.MemberAccess>(text)).member);
        }
        expect(members).toEqual(['number', 'leader', 'targeted', 'guise', 'Тайная', 'damaged']);
    });

    it('identifiers that start with a keyword stay identifiers (secretary, overrideX)', async () => {
        const root = await parseRuleSet('status secretary\nstatus overrideX\nstatus damaged');
        expect(all<ast.Status>(root, 'Status').map((s) => s.name)).toEqual(['secretary', 'overrideX', 'damaged']);
    });

    it('precedence: and binds tighter than or, comparison tighter than and, * tighter than +', async () => {
        const or = await expression<ast.BinaryExpression>('x == 1 or y == 2 and z == 3');
        expect([or.operator, (or.right as ast.BinaryExpression).operator]).toEqual(['or', 'and']);
        const sum = await expression<ast.BinaryExpression>('1 + 2 * 3 > 4');
        expect([sum.operator, ((sum.left as ast.BinaryExpression).right as ast.BinaryExpression).operator]).toEqual(['>', '*']);
    });
});

describe('voting and win conditions', () => {
    it('voting: every clause', async () => {
        const root = await parseRuleSet(`voting Голосование "Голосование" {
    threshold 40% of alive
    ties first-to-reach
    changes allowed
    missed 2 votes remove as Пропавший
    abstain counts -2
    weight 1
    execution effect { add 1 to Экзекуции of target }
}
voting Суд "Голосование" { signed  execution kill reveal }
voting В { plurality  execution status Тюрьма }`);
        const [threshold, signed, plurality] = all<ast.Voting>(root, 'Voting');
        expect(threshold.clauses.map((c) => c.$type)).toEqual(['VotingModel', 'TieRule', 'VoteChanges', 'MissedVotes', 'AbstainClause', 'VoteWeight', 'ExecutionClause']);
        expect((threshold.clauses[4] as ast.AbstainClause).value).toBe(-2);
        expect((threshold.clauses[6] as ast.ExecutionClause).effect?.$type).toBe('EffectBlock');
        expect((signed.clauses[0] as ast.VotingModel).model).toBe('signed');
        expect((signed.clauses[1] as ast.ExecutionClause).reveal).toBe(true);
        expect((plurality.clauses[1] as ast.ExecutionClause).status?.$refText).toBe('Тюрьма');
    });

    it('win conditions: display name, alone, with allies, with anyone, then', async () => {
        const root = await parseRuleSet(`role Р {
    wins "Не догонишь, не догонишь!" with Закон, Мафия, Маньяк
    wins "Оставьте меня в покое!" when not (self has Тюрьма) with anyone
    wins "Не по Закону, а по Справедливости" when all players(Нейтралы) where (it == self or it in dead) then defeat players(Мафия)
    wins alone when count alive == 1 and self in alive
}`);
        const wins = all<ast.WinClause>(root, 'WinClause');
        expect(wins.map((w) => w.title)).toEqual(['Не догонишь, не догонишь!', 'Оставьте меня в покое!', 'Не по Закону, а по Справедливости', undefined]);
        expect(wins[0].allies).toHaveLength(3);
        expect(wins[1].anyone).toBe(true);
        expect(wins[2].effect?.$type).toBe('DefeatEffect');
        expect(wins[3].alone).toBe(true);
    });
});
