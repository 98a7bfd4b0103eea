import { clearDocuments, expectHover } from 'langium/test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER, GAME_URI, RULES_URI, SEED_002, at, ordinal, seedClause, seedEffect, stagePosition } from './lsp-kit.js';

const kit = createKit();
const hover = expectHover(kit.Mafia);

beforeEach(async () => { await kit.loadRules(); });
afterEach(async () => { await kit.clear(); });

/** The hover's Markdown at `|` in `text` (a document at `uri`). */
async function hoverAt(text: string, uri = GAME_URI): Promise<string> {
    const { text: clean, offset } = at(text);
    if (uri === RULES_URI) await kit.clear(); // the text replaces the loaded rule set
    const doc = await kit.parse(clean, { documentUri: uri });
    const result = await kit.Mafia.lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri }, position: doc.textDocument.positionAt(offset) });
    await clearDocuments(kit.services.shared, [doc]);
    return (result?.contents as { value: string } | undefined)?.value ?? '';
}

describe('hover cards', () => {
    it('shows an ability\'s card on an order in a game script: owner, phase, stage, targets, limits, effects', async () => {
        const value = await hoverAt(`${GAME_HEADER}\nnight 1 {\n    Вася: Про|верка -> Петя\n}`);
        expect(value).toContain('**ability** **Проверка**');
        expect(value).toContain('role Комиссар · faction Мирные');
        expect(value).toContain('| Phase | night «Ночь» |');
        const { index, count } = stagePosition('Проверки'); // Засады, Гости, Избиения, Проверки, ...
        expect(value).toContain(`| Stage | Проверки — ${ordinal(index)} of ${count} |`);
        expect(value).toContain('| Targets | `one player alive other` |');
        expect(value).toContain('| Limits | `once per night` |');
        expect(value).toContain('```mafia\n' + seedEffect('Проверка') + '\n```');
        expect(seedEffect('Проверка')).toMatch(/^learn role of target to \w+\(Комиссар, Сержант\) unless self killed by Выстрел/);
    });

    it('shows a shared ability as the faction\'s, with its target condition', async () => {
        const value = await hoverAt(`${GAME_HEADER}\nnight 1 {\n    Петя: Выст|рел -> Маша\n}`);
        expect(value).toContain('shared by faction МафияКлан «Мафия»');
        expect(value).toContain('`' + seedClause('shared ability Выстрел', 'target') + '`');
        expect(seedClause('shared ability Выстрел', 'target')).toMatch(/^one player alive other where not \(target is ВСБ/);
        const { index, count } = stagePosition('Убийства');
        expect(value).toContain(`| Stage | Убийства — ${ordinal(index)} of ${count} |`);
    });

    it('keeps a multi-line effect\'s lines, without its comments', async () => {
        const value = await hoverAt(`${GAME_HEADER}\nnight 1 {\n    Оля: Бесе|ды -> Маша\n}`);
        expect(value).toContain('«Беседы о вечном»');
        expect(value).toContain('if target has ВЗасаде then delay until stage Убийства kill self\n');
        expect(value).toContain('give target status Гость this night');
        expect(value).not.toContain('«При попытке'); // the seed quotation in the comment
    });

    it('shows a role\'s card with faction, aliases, known roles and abilities (in the rule set itself)', async () => {
        await kit.clear();
        await hover({
            text: SEED_002.replace('role Комиссар "Комиссар"', 'role Ком<|>иссар "Комиссар"'),
            index: 0,
            parseOptions: { documentUri: RULES_URI },
            hover: /\*\*role\*\* \*\*Комиссар\*\*\nalso called «коми»[\s\S]*\| Faction \| Мирные \|[\s\S]*\| Knows \| Сержант \|[\s\S]*\*\*Abilities\*\*\n\n- Проверка · Ночь · stage Проверки · one player alive other · once per night/,
        });
    });

    it('shows the role card on a player\'s role written by display name, and lists the faction\'s shared ability', async () => {
        const civilian = await hoverAt(GAME_HEADER.replace('"Мирный житель"', '"Мирный| житель"') + '\n');
        expect(civilian).toContain('**role** **МирныйЖитель** «Мирный житель»');
        const mafia = await hoverAt(GAME_HEADER.replace('Петя: Мафия', 'Петя: Маф|ия') + '\n');
        expect(mafia).toContain('| Faction | МафияКлан «Мафия» |');
        expect(mafia).toContain('- Выстрел · Ночь · stage Убийства');
        expect(mafia).toContain('(shared by МафияКлан «Мафия»)');
    });

    it('shows a player\'s roles and factions', async () => {
        const value = await hoverAt(`${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Пе|тя\n}`);
        expect(value).toContain('**player** **Петя**');
        expect(value).toContain('| Role | Мафия · МафияКлан «Мафия» |');
    });

    it('shows a faction\'s roles and win condition, and a status\'s rules and sources', async () => {
        const faction = await hoverAt(SEED_002.replace('role Мафия "Мафия" : МафияКлан', 'role Мафия "Мафия" : Мафия|Клан'), RULES_URI);
        expect(faction).toContain('| Roles | Мафия, Громила |');
        // As written, and in words below it.
        expect(faction).toContain('| Wins | `when ' + seedClause('faction МафияКлан', 'wins when') + '`<br>there are living players of faction Мафия, the number of');
        const status = await hoverAt(SEED_002.replace('give target status Гость this night', 'give target status Го|сть this night'), RULES_URI);
        expect(status).toContain('**status** **Гость** «Гость Священника»');
        expect(status).toContain('| Rule | `blocks all` |');
        expect(status).toContain('| Given by | Беседы «Беседы о вечном» (Священник) |');
    });

    it('shows a stage\'s place in the night and the abilities resolving in it', async () => {
        const value = await hoverAt(SEED_002.replace('stage Убийства "Убийства" simultaneous', 'stage Уби|йства "Убийства" simultaneous'), RULES_URI);
        const { index, count } = stagePosition('Убийства');
        expect(value).toContain(`| Order | ${ordinal(index)} of ${count} |`);
        expect(value).toContain('simultaneous');
        expect(value).toContain('Выстрел (МафияКлан «Мафия»), УбийствоНиндзя «Убийство» (Ниндзя), Подрыв (Камикадзе), УбийствоМаньяка «Убийство» (Маньяк)');
    });

    it('escapes Markdown and HTML in user names', async () => {
        await kit.clear();
        const value = await hoverAt('ruleset X\nrole Шут "<img src=x onerror=alert(1)> *жирный* `код`" {}\nrole Б { appears as Ш|ут }', 'file:///x/rules.mafia');
        expect(value).toContain('«&lt;img src=x onerror=alert(1)&gt; \\*жирный\\* \\`код\\`»');
        expect(value).not.toContain('<img');
    });

    it('has nothing to say on keywords and punctuation', async () => {
        await hover({ text: `${GAME_HEADER}\nnight 1 {\n    Вася:<|> -> Проверка Петя\n}`, index: 0, parseOptions: { documentUri: GAME_URI }, hover: undefined });
    });
});

describe('hover on a member', () => {
    it('shows the member catalogue\'s entry (engine/members.ts): its type and meaning', async () => {
        const rules = `ruleset H
    setup { start night }
    phase night "Ночь"
    faction Город "Город" { wins when count alive == 0 }
    role Сыщик "Сыщик" : Город {
        ability Осмотр "Осмотр" { at night target one player alive effect if count target.vis|itors > 0 then tell self "был гость" }
    }`;
        const value = await hoverAt(rules, RULES_URI);
        expect(value).toBe('**member** `visitors` of a player: players\n\nwho visited him this phase: carried out an order on him (he himself too; hidden visits not counted)');
    });
});

describe('hover on a voting', () => {
    it('shows its clauses and their meaning, the tie rule included (`ties last-by-name`)', async () => {
        const rules = 'ruleset M\nphase day "День" { voting Суд }\nfaction Город "Город" { wins when count alive == 0 }\nrole Житель "Житель" : Город {}\nvoting С|уд "Lynch" {\n    plurality\n    ties last-by-name\n    execution kill\n}';
        const value = await hoverAt(rules, RULES_URI);
        expect(value).toContain('| Rule | `ties last-by-name` |');
        expect(value).toContain('on a tie, the tied player whose name sorts last');
    });
});
