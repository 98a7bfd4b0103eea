// Issue 11 §2: every effect, learn property and condition form the grammar accepts is carried out by
// the engine. The lists are read from the grammar itself (the AST's Effect and Expression subtypes,
// the keywords of LearnProperty, of `by` relations, aggregates, player sets and context variables), so
// a construct added to the grammar without a case here fails; each case plays a small real game and
// asserts what a host would see. A construct not covered yet is an `it.todo` with the reason.
import { AstUtils, GrammarAST } from 'langium';
import { describe, expect, it } from 'vitest';
import { MafiaAstReflection } from '../../language/generated/ast.js';
import { MafiaGrammar } from '../../language/generated/grammar.js';
import { FRAME, play, rules } from './inline.js';

type Played = ReturnType<typeof play>;
/** A case: the Тест role's abilities, the orders of each phase, and what must hold after. */
interface Case { abilities: string; extra?: string; phases: string[][]; check: (r: Played) => void }

const grammar = MafiaGrammar();
const reflection = new MafiaAstReflection();

/** The keywords an assignment (`feature=(...)`) of a rule may take. */
function keywordsOf(ruleName: string, feature?: string): string[] {
    const rule = grammar.rules.find((r) => r.name === ruleName);
    if (!rule) throw new Error(`no rule ${ruleName}`);
    const out = new Set<string>();
    for (const node of AstUtils.streamAllContents(rule)) {
        if (!GrammarAST.isKeyword(node)) continue;
        const assignment = AstUtils.getContainerOfType(node, GrammarAST.isAssignment);
        if (feature ? assignment?.feature === feature : !assignment) out.add(node.value);
    }
    return [...out];
}

const BASE = `ruleset Lab
    ${FRAME}
    stage Рано "Рано"
    stage Поздно "Поздно" after Рано
    stage Итог "Итог" after Поздно
    status Метка "Метка" { public }
    resource ХП "ХП" per player = 2 { at 0 death }
    resource Очки "Очки" per player = 0
    role Житель "Житель" : Город {}
    role Бандит "Бандит" : Банда {
        ability Нож "Нож" { at night target one player alive other stage Поздно effect kill target }
        ability Пинок "Пинок" { at night target one player alive other stage Поздно effect attack target for 1 }
    }`;
const DEAL = { Аня: 'Тест', Боря: 'Житель', Вера: 'Житель', Гоша: 'Бандит', Дима: 'Житель' };

/** An ability of the Тест role: at night, one other living target, in stage Рано unless `clauses` says. */
const ab = (name: string, effect: string, clauses = 'stage Рано') =>
    `ability ${name} "${name}" { at night target one player alive other ${clauses} effect ${effect} }`;

const row = (r: Played, i: number, name: string) => r.phases[i].players.find((p) => p.name === name)!;
const events = (r: Played, i: number) => r.phases[i].events;
const told = (r: Played, name: string, i?: number) =>
    (i === undefined ? r.phases.flatMap((p) => p.events) : events(r, i)).filter((e) => !e.public && !e.deal && e.to?.includes(name)).map((e) => e.text);
const learned = (r: Played, name: string, i?: number) =>
    (i === undefined ? r.phases.flatMap((p) => p.events) : events(r, i)).filter((e) => e.kind === 'learn' && !e.deal && e.to?.includes(name)).map((e) => `${e.subject}: ${e.value}`);
const dead = (r: Played, i: number) => events(r, i).filter((e) => e.kind === 'death').map((e) => e.subject);

const EFFECTS: Record<string, Case | string> = {
    KillEffect: { abilities: ab('X', 'kill target'), phases: [['Аня: X → Боря']], check: (r) => expect(dead(r, 0)).toEqual(['Боря']) },
    DamageEffect: { abilities: ab('X', 'damage target for 1'), phases: [['Аня: X → Боря']], check: (r) => expect(row(r, 0, 'Боря').hp).toBe(1) },
    HealEffect: {
        abilities: ab('X', 'heal target for 1'), phases: [['Гоша: Пинок → Боря'], [], ['Аня: X → Боря']],
        check: (r) => expect([row(r, 0, 'Боря').hp, row(r, 2, 'Боря').hp]).toEqual([1, 2]),
    },
    ProtectEffect: { abilities: ab('X', 'protect target from kills'), phases: [['Аня: X → Боря', 'Гоша: Нож → Боря']], check: (r) => expect(dead(r, 0)).toEqual([]) },
    BlockEffect: { abilities: ab('X', 'block target'), phases: [['Аня: X → Гоша', 'Гоша: Нож → Боря']], check: (r) => expect(dead(r, 0)).toEqual([]) },
    GiveStatusEffect: { abilities: ab('X', 'give target status Метка for game'), phases: [['Аня: X → Боря']], check: (r) => expect(row(r, 0, 'Боря').statuses).toEqual(['Метка']) },
    RemoveStatusEffect: {
        abilities: ab('X', 'give target status Метка for game') + ab('Y', 'remove status Метка from target'), phases: [['Аня: X → Боря'], [], ['Аня: Y → Боря']],
        check: (r) => expect([row(r, 0, 'Боря').statuses, row(r, 2, 'Боря').statuses]).toEqual([['Метка'], []]),
    },
    TellEffect: { abilities: ab('X', 'tell target "Привет"'), phases: [['Аня: X → Боря']], check: (r) => expect(told(r, 'Боря', 0)).toEqual(['Привет']) },
    AnnounceEffect: { abilities: ab('X', 'announce "Объявление"'), phases: [['Аня: X → Боря']], check: (r) => expect(events(r, 0).filter((e) => e.public).map((e) => e.text)).toContain('Объявление') },
    HostNoteEffect: { abilities: ab('X', 'host "Вопрос ведущему"'), phases: [['Аня: X → Боря']], check: (r) => expect(events(r, 0).filter((e) => e.kind === 'host').map((e) => e.text)).toEqual(['Вопрос ведущему']) },
    LearnEffect: { abilities: ab('X', 'learn role of target'), phases: [['Аня: X → Гоша']], check: (r) => expect(learned(r, 'Аня', 0)).toEqual(['Гоша: Бандит']) },
    RevealEffect: { abilities: ab('X', 'reveal role of target'), phases: [['Аня: X → Гоша']], check: (r) => expect(events(r, 0).filter((e) => e.public && e.text.includes('Бандит'))).not.toEqual([]) },
    ChangeRoleEffect: { abilities: ab('X', 'change role of target to Бандит'), phases: [['Аня: X → Боря']], check: (r) => expect(row(r, 0, 'Боря').roles).toEqual(['Бандит']) },
    ReviveEffect: {
        abilities: ab('X', 'revive target', 'stage Рано') .replace('alive other', 'dead'), phases: [['Гоша: Нож → Боря'], [], ['Аня: X → Боря']],
        check: (r) => expect([row(r, 0, 'Боря').alive, row(r, 2, 'Боря').alive]).toEqual([false, true]),
    },
    WinEffect: { abilities: ab('X', 'win for self'), phases: [['Аня: X → Боря']], check: (r) => expect(r.winner).toMatchObject({ players: ['Аня'] }) },
    DefeatEffect: {
        abilities: ab('X', '{ defeat target  kill first alive(Банда) }'), phases: [['Аня: X → Боря']],
        check: (r) => expect(r.winner).toMatchObject({ players: ['Аня', 'Вера', 'Дима'] }),
    },
    ExecuteEffect: {
        abilities: ab('X', 'execute target'), phases: [['Аня: X → Боря']],
        check: (r) => expect(events(r, 0).filter((e) => e.kind === 'execution').map((e) => e.subject)).toEqual(['Боря']),
    },
    VoteEffect: {
        abilities: ab('X', 'vote silence of target next day'), phases: [['Аня: X → Боря'], ['Боря → Гоша']],
        check: (r) => expect(r.phases[1].rejected.map((x) => x.actor)).toEqual(['Боря']),
    },
    GuiseEffect: { abilities: ab('X', '{ add guise Бандит to target  learn guise of target }'), phases: [['Аня: X → Боря']], check: (r) => expect(learned(r, 'Аня', 0)).toEqual(['Боря: Бандит']) },
    GuiseOfEffect: { abilities: ab('X', '{ add guise of target.role to self  learn guise of self }'), phases: [['Аня: X → Гоша']], check: (r) => expect(learned(r, 'Аня', 0)).toEqual(['Аня: Бандит']) },
    ReplaceGuisesEffect: {
        abilities: 'guises (Житель) ' + ab('X', 'add guise Бандит to target') + ab('Y', 'replace guises of self with guises of target for game') + ab('Z', 'learn guise of self'),
        phases: [['Аня: X → Гоша'], [], ['Аня: Y → Гоша'], [], ['Аня: Z → Гоша']],
        check: (r) => expect(learned(r, 'Аня', 4)).toEqual(['Аня: Бандит']),
    },
    RedirectEffect: 'the reference and the engine disagree on what `redirect` moves (issue 11 §3, a separate item)',
    CopyEffect: {
        abilities: ab('X', 'copy abilities of target to self for game'), phases: [['Аня: X → Гоша'], [], ['Аня: Нож → Боря']],
        check: (r) => expect(dead(r, 2)).toEqual(['Боря']),
    },
    ImmuneEffect: {
        abilities: ab('X', 'immune target to status Метка for game') + ab('Y', 'give target status Метка for game', 'stage Поздно'), phases: [['Аня: X → Боря'], [], ['Аня: Y → Боря']],
        check: (r) => expect(row(r, 2, 'Боря').statuses).toEqual([]),
    },
    ReduceEffect: { abilities: ab('X', 'reduce attacks on target by 1'), phases: [['Аня: X → Боря', 'Гоша: Пинок → Боря']], check: (r) => expect(row(r, 0, 'Боря').hp).toBe(2) },
    CancelEffect: { abilities: ab('X', 'cancel Нож on target'), phases: [['Аня: X → Боря', 'Гоша: Нож → Боря']], check: (r) => expect(dead(r, 0)).toEqual([]) },
    DisableEffect: { abilities: ab('X', 'disable Нож of target'), phases: [['Аня: X → Гоша', 'Гоша: Нож → Боря']], check: (r) => expect(dead(r, 0)).toEqual([]) },
    PermitEffect: {
        abilities: ab('X', '{ give target status Тюрьма for game  permit target to use all from Тюрьма for game }') + ab('Y', 'give target status Тюрьма for game'),
        extra: 'status Тюрьма "Тюрьма" { blocks all }',
        phases: [['Аня: X → Гоша'], [], ['Гоша: Нож → Боря'], [], ['Аня: Y → Гоша'], [], ['Гоша: Нож → Вера']],
        check: (r) => expect([dead(r, 2), r.phases[6].rejected.map((x) => x.actor)]).toEqual([['Боря'], []]),
    },
    SubstituteEffect: { abilities: ab('X', 'substitute self for target on kills this night'), phases: [['Аня: X → Боря', 'Гоша: Нож → Боря']], check: (r) => expect(dead(r, 0)).toEqual(['Аня']) },
    CountAsEffect: {
        abilities: ab('X', 'count target as Бандит for game') + ab('Y', 'if target.faction == Банда then tell self "банда" else tell self "город"', 'stage Поздно'),
        phases: [['Аня: X → Боря'], [], ['Аня: Y → Боря']],
        check: (r) => expect(told(r, 'Аня', 2)).toEqual(['банда']),
    },
    ProlongEffect: {
        abilities: ab('X', 'copy abilities of target to self this night') + ab('Y', 'prolong X next night', 'stage Поздно'),
        phases: [['Аня: X → Гоша', 'Аня: Y → Гоша'], [], ['Аня: Нож → Боря']],
        check: (r) => expect(dead(r, 2)).toEqual(['Боря']),
    },
    ExtendEffect: { abilities: ab('X', 'extend orders on target to self'), phases: [['Аня: X → Боря', 'Гоша: Нож → Боря']], check: (r) => expect(dead(r, 0).sort()).toEqual(['Аня', 'Боря']) },
    ResourceEffect: { abilities: ab('X', 'add 2 to Очки of target'), phases: [['Аня: X → Боря']], check: (r) => expect(row(r, 0, 'Боря').resources['Очки']).toBe(2) },
    ForEachEffect: {
        abilities: `ability X "X" { at night target two players alive other distinct stage Рано effect for each p in targets tell p "Привет" }`, phases: [['Аня: X → Боря, Вера']],
        check: (r) => expect([told(r, 'Боря', 0), told(r, 'Вера', 0)]).toEqual([['Привет'], ['Привет']]),
    },
    PerformEffect: {
        abilities: ab('X', 'perform Y') + `ability Y "Y" { target one player alive other effect tell target "Через Y" }`, phases: [['Аня: X → Боря']],
        check: (r) => expect(told(r, 'Боря', 0)).toEqual(['Через Y']),
    },
    ApplyOptionEffect: {
        abilities: `ability X "X" { at night target one player alive other stage Рано option О1 "О1" { effect tell target "опция" } effect { tell target "до"  apply option } }`,
        phases: [['Аня: X → Боря [option=О1]']],
        check: (r) => expect(told(r, 'Боря', 0)).toEqual(['до', 'опция']),
    },
    IfEffect: { abilities: ab('X', 'if target is Бандит then tell self "да" else tell self "нет"'), phases: [['Аня: X → Гоша'], [], ['Аня: X → Боря']], check: (r) => expect(told(r, 'Аня')).toEqual(['да', 'нет']) },
    ChanceEffect: { abilities: ab('X', 'with chance 100% tell self "повезло"'), phases: [['Аня: X → Боря']], check: (r) => expect(told(r, 'Аня', 0)).toEqual(['повезло']) },
    DelayEffect: { abilities: ab('X', 'delay until next day tell target "позже"'), phases: [['Аня: X → Боря'], []], check: (r) => expect([told(r, 'Боря', 0), told(r, 'Боря', 1)]).toEqual([[], ['позже']]) },
    EffectBlock: { abilities: ab('X', '{ tell self "а"  tell self "б" }'), phases: [['Аня: X → Боря']], check: (r) => expect(told(r, 'Аня', 0)).toEqual(['а', 'б']) },
};

async function playCase(c: Case): Promise<Played> {
    const rs = await rules(`${BASE}\n    role Тест "Тест" : Город { ${c.abilities} }\n    ${c.extra ?? ''}`);
    const r = play(rs, DEAL, c.phases);
    expect(r.phases.flatMap((p) => p.rejected).filter((x) => x.actor === 'Аня'), 'the case\'s own orders are accepted').toEqual([]);
    return r;
}

describe('every effect of the grammar is carried out', () => {
    const effects = reflection.getAllSubTypes('Effect').filter((t) => t !== 'Effect').sort();
    it('the grammar has effects (the list is read from it)', () => expect(effects.length).toBeGreaterThan(30));
    for (const type of effects) {
        const c = EFFECTS[type];
        if (typeof c === 'string') { it.todo(`${type}: ${c}`); continue; }
        it(type, async () => {
            expect(c, `no case for ${type}: add one to EFFECTS`).toBeDefined();
            c.check(await playCase(c));
        });
    }
    // Known gap: status records carry no ability key (Game.addStatus), so `prolong` finds no status to extend.
    it.fails('ProlongEffect on a status the ability gave (known gap: fails until statuses record their ability)', async () => {
        const r = await playCase({
            abilities: ab('X', 'give target status Метка this night') + ab('Y', 'prolong X of target next phase', 'stage Поздно'),
            phases: [['Аня: X → Боря', 'Аня: Y → Боря'], []], check: () => {},
        });
        expect(row(r, 1, 'Боря').statuses).toEqual(['Метка']);
    });
    it('every case names an effect of the grammar', () => expect(Object.keys(EFFECTS).filter((k) => !effects.includes(k))).toEqual([]));
});

