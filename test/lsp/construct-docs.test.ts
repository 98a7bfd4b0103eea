// Editor help in the chosen language, over the in-process language server: every keyword that begins a
// construct of the grammar (a declaration, a clause, an effect, an expression form) is offered with a
// one-line description and an example in Russian or English; `learn`'s properties say what they tell,
// in completion and on hover; an empty file offers the whole skeleton, and the skeleton with the
// declaration snippets put into it checks clean.
import { GrammarAST } from 'langium';
import { expectCompletion } from 'langium/test';
import type { CompletionItem, CompletionList, Hover } from 'vscode-languageserver';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isMessageKey, say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';
import { declarationSnippets, skeleton } from '../../language/lsp/mafia-snippets.js';
import { createKit } from './lsp-kit.js';

const kit = createKit();
const complete = expectCompletion(kit.Mafia);
const URI = 'file:///docs/rules.mafia';
afterEach(async () => { await kit.clear(); });
afterAll(() => { setMessageLanguage({ explicit: 'en' }); });

const CYRILLIC = /[\p{Script=Cyrillic}]/u;
const expand = (body: string) => body.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, '$1').replace(/\$\d/g, '');

/** The keywords a construct of these grammar rules may begin with. */
function constructKeywords(): Set<string> {
    const rules = new Map(kit.Mafia.Grammar.rules.filter(GrammarAST.isParserRule).map((r) => [r.name, r]));
    const first = (el: GrammarAST.AbstractElement, seen: Set<string>): string[] => {
        if (GrammarAST.isKeyword(el)) return [el.value];
        if (GrammarAST.isAlternatives(el)) return el.elements.flatMap((e) => first(e, seen));
        if (GrammarAST.isGroup(el)) {
            const out: string[] = [];
            for (const e of el.elements) { out.push(...first(e, seen)); if (!GrammarAST.isAction(e) && e.cardinality !== '?' && e.cardinality !== '*') break; }
            return out;
        }
        if (GrammarAST.isAssignment(el)) return first(el.terminal, seen);
        if (GrammarAST.isRuleCall(el) && GrammarAST.isParserRule(el.rule.ref) && !seen.has(el.rule.ref.name)) { seen.add(el.rule.ref.name); return first(el.rule.ref.definition, seen); }
        return [];
    };
    const unions = ['Element', 'SetupClause', 'FactionMember', 'RoleMember', 'AbilityClause', 'Effect', 'Limit', 'StatusClause', 'VotingClause', 'ResourceClause', 'VotePostClause', 'Primary'];
    const words = unions.flatMap((u) => first(rules.get(u)!.definition, new Set([u])));
    // The infix forms of expressions.
    words.push('is', 'has', 'in', 'uses', 'targeted', 'killed', 'hit', 'protected', 'and', 'or', 'not', 'where');
    const trivial = new Set(['one', 'two', 'three', 'true', 'false', 'color', 'tag', 'chosen', 'phase', 'players', 'actors']);
    return new Set(words.filter((w) => /^[a-z][a-z-]*$/.test(w) && !trivial.has(w)));
}

async function itemsAt(text: string, lang: Lang): Promise<CompletionItem[]> {
    setMessageLanguage({ explicit: lang });
    let items: CompletionItem[] = [];
    await complete({ text, index: 0, parseOptions: { documentUri: URI }, disposeAfterCheck: true, assert: (list: CompletionList) => { items = list.items; } });
    return items;
}

const RULES = expand(skeleton('ru').body);
// Places where constructs begin, each a rule set with `<|>` at the cursor.
const PLACES = [
    `${RULES}\n<|>`,
    RULES.replace('setup {', 'setup {\n    <|>'),
    RULES.replace('    plurality', '    <|>\n    plurality'),
    RULES.replace('        at night\n        target one player alive\n', '        <|>\n        at night\n        target one player alive\n'),
    RULES.replace('effect protect target from kills', 'effect <|>'),
    RULES.replace('limit not same target twice in a row', 'limit <|>'),
    RULES.replace('    wins when none alive(Мафия)', '    <|>\n    wins when none alive(Мафия)'),
    RULES.replace('role Мафиози "Мафиози" : Мафия {}', 'role Мафиози "Мафиози" : Мафия {\n    <|>\n}'),
    RULES.replace('wins when none alive(Мафия)', 'wins when <|>'),
    RULES.replace('wins when none alive(Мафия)', 'wins when self <|>'),
    RULES.replace('wins when none alive(Мафия)', 'wins when count alive where (it <|>) > 0'),
    `${RULES}\nstatus Избит "Избит" {\n    <|>\n}`,
    `${RULES}\nresource Патроны "Патроны" per player = 1 {\n    <|>\n}`,
];

describe('completion documents every construct', () => {
    it('the catalogue has a description and an example of each construct keyword in both languages', () => {
        const keywords = constructKeywords();
        expect(keywords.size).toBeGreaterThan(100);
        const missing = [...keywords].filter((k) => !isMessageKey(`complete.kw.${k}`) || !isMessageKey(`complete.ex.${k}`));
        expect(missing).toEqual([]);
        for (const k of keywords) {
            expect(say('ru', `complete.kw.${k}` as never), k).toMatch(CYRILLIC);
            expect(say('en', `complete.kw.${k}` as never), k).not.toMatch(CYRILLIC);
        }
    });

    for (const lang of ['ru', 'en'] as const) {
        it(`the keywords offered where constructs begin carry the description and the example (${lang})`, async () => {
            const keywords = constructKeywords();
            const offered = new Set<string>();
            for (const place of PLACES) {
                for (const item of await itemsAt(place, lang)) {
                    if (item.kind !== 14 /* Keyword */ || !keywords.has(item.label)) continue;
                    offered.add(item.label);
                    const doc = typeof item.documentation === 'object' ? item.documentation.value : '';
                    expect(item.detail, item.label).toBe(say(lang, `complete.kw.${item.label}` as never));
                    expect(doc, item.label).toContain(say(lang, 'complete.example'));
                    expect(doc, item.label).toContain(say(lang, `complete.ex.${item.label}` as never));
                }
            }
            // Most constructs are reached from these places (the rest need a context of their own).
            expect(offered.size).toBeGreaterThan(keywords.size * 0.6);
        });
    }
});

describe('learn properties', () => {
    for (const lang of ['ru', 'en'] as const) {
        it(`completion after \`learn\` offers every property and the slots, saying what each tells (${lang})`, async () => {
            const text = RULES.replace(/^(ruleset[^\n]*)\n/, '$1\nslot Тайная "Тайная роль"\n').replace('effect protect target from kills', 'effect learn <|> of target');
            const items = await itemsAt(text, lang);
            const byLabel = new Map(items.map((i) => [i.label, i]));
            for (const p of ['role', 'faction', 'alignment', 'guise', 'hp', 'visitors', 'visits', 'attackers', 'damage', 'allVisitors', 'actions', 'history', 'Тайная']) {
                const item = byLabel.get(p);
                expect(item, p).toBeDefined();
                const doc = typeof item!.documentation === 'object' ? item!.documentation.value : '';
                expect(doc, p).toContain(say(lang, 'complete.learn.title', { property: `\`${p}\`` }));
                if (lang === 'ru') expect(item!.detail, p).toMatch(CYRILLIC); else expect(item!.detail, p).not.toMatch(CYRILLIC);
            }
            expect(byLabel.get('history')!.detail).toBe(say(lang, 'complete.learn.history'));
            expect(byLabel.get('Тайная')!.detail).toBe(say(lang, 'complete.learn.slot'));
        });

        it(`hover on a learn property says what it tells (${lang})`, async () => {
            setMessageLanguage({ explicit: lang });
            const text = RULES.replace('effect protect target from kills', 'effect learn visitors of target');
            const doc = await kit.parse(text, { documentUri: URI });
            const offset = text.indexOf('visitors of target') + 2;
            const hover: Hover | undefined = await kit.Mafia.lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri: URI }, position: doc.textDocument.positionAt(offset) });
            const value = (hover?.contents as { value: string } | undefined)?.value ?? '';
            expect(value).toContain(say(lang, 'complete.learn.visitors'));
        });
    }
});

describe('hover on a construct keyword', () => {
    for (const lang of ['ru', 'en'] as const) {
        it(`shows the description and example completion gives (${lang})`, async () => {
            setMessageLanguage({ explicit: lang });
            const doc = await kit.parse(RULES, { documentUri: URI });
            for (const [at, keyword] of [['limit not same', 'limit'], ['wins when', 'wins'], ['none alive(', 'none'], ['protect target', 'protect']] as const) {
                const hover = await kit.Mafia.lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri: URI }, position: doc.textDocument.positionAt(RULES.indexOf(at) + 1) });
                const value = (hover?.contents as { value: string } | undefined)?.value ?? '';
                expect(value, keyword).toContain(say(lang, `complete.kw.${keyword}` as never));
                expect(value, keyword).toContain(say(lang, `complete.ex.${keyword}` as never));
            }
        });
    }
});

describe('snippets', () => {
    for (const lang of ['ru', 'en'] as const) {
        it(`an empty file offers the skeleton; with the role, ability and faction snippets in it, it checks clean (${lang})`, async () => {
            const items = await itemsAt('<|>', lang);
            const ruleset = items.find((i) => i.label === 'ruleset' && i.kind === 15 /* Snippet */);
            expect(ruleset?.insertText).toBe(skeleton(lang).body);
            const [role, ability, faction] = ['role', 'ability', 'faction'].map((l) => expand(declarationSnippets(lang, []).find((s) => s.label === l)!.body));
            const text = `${expand(skeleton(lang).body)}\n${role.replace(/\t\n/, `${ability}\n`)}\n${faction}\n`;
            const doc = await kit.parse(text, { documentUri: URI, validation: true });
            const errors = (doc.diagnostics ?? []).filter((d) => d.severity === 1).map((d) => d.message);
            expect(doc.parseResult.parserErrors.map((e) => e.message)).toEqual([]);
            expect(errors).toEqual([]);
        });
    }
});
