// Rename refuses what would break the document, with a reason in the editor's language (the
// client's locale, else the rule set's language), and quick fixes are titled in that language too.
// Over real JSON-RPC (`mafia lsp --stdio`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction } from 'vscode-languageserver-protocol';
import { GAME_HEADER, repoRoot, SEED_002 } from './lsp-kit.js';
import { startServer, type StdioServer } from './stdio-server.js';

const SEED_000 = readFileSync(join(repoRoot, 'examples', 'seed-000', 'rules.mafia'), 'utf8');
const NAR = readFileSync(join(repoRoot, 'test', 'fixtures', 'nar', 'actions.mafia'), 'utf8');
const GAME = `${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Петя\n}\n`;
const FILES = { 'rules.mafia': SEED_002, 'seed-000.mafia': SEED_000, 'game-1.mafia': GAME, 'nar.mafia': NAR };

function at(text: string, needle: string, delta: number): { line: number; character: number } {
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes(needle));
    if (line < 0) throw new Error(`${needle} not found`);
    return { line, character: lines[line].indexOf(needle) + delta };
}

async function refusal(lsp: StdioServer, name: string, position: { line: number; character: number }, newName: string): Promise<string> {
    try {
        await lsp.connection.sendRequest('textDocument/rename', { textDocument: { uri: lsp.uri(name) }, position, newName });
    } catch (error) {
        return (error as Error).message;
    }
    throw new Error(`renaming to '${newName}' was accepted`);
}

const PHASE_DAY = at(SEED_002, 'phase day', 'phase '.length + 1);
const PLAYER_PETYA = at(GAME, 'Петя: Мафия', 1);

describe('rename refusals and quick-fix titles in an editor whose locale is ru', () => {
    let lsp: StdioServer;
    beforeAll(async () => {
        lsp = await startServer(FILES, 'ru');
        for (const name of Object.keys(FILES)) await lsp.open(name);
    }, 60_000);
    afterAll(() => lsp.stop());

    it('refuses to rename a phase to a keyword, saying so in Russian', async () => {
        const message = await refusal(lsp, 'rules.mafia', PHASE_DAY, 'self');
        expect(message).toBe("'self' — ключевое слово языка: написанное как имя, оно будет прочитано как ключевое слово. Выберите другое имя.");
        expect(await refusal(lsp, 'rules.mafia', PHASE_DAY, 'night')).toBe("'night' — ключевое слово языка: написанное как имя, оно будет прочитано как ключевое слово. Выберите другое имя.");
    });

    it('refuses to rename the phase `night` that `this night` and `per night` mean, and lets `day` go where nothing relies on it', async () => {
        const night = at(SEED_002, 'phase night', 'phase '.length + 1);
        expect(await refusal(lsp, 'rules.mafia', night, 'Ночная')).toBe(
            "Фаза 'night' — это то, что значат `this night`, `next night`, `per night` и `for N nights` в этом наборе правил: после переименования они не назовут ни одной фазы. Оставьте идентификатор: игроки видят отображаемое имя.");
        const edit = await lsp.connection.sendRequest('textDocument/rename', { textDocument: { uri: lsp.uri('rules.mafia') }, position: PHASE_DAY, newName: 'Дневная' }) as { changes: Record<string, unknown[]> };
        expect(edit.changes[lsp.uri('rules.mafia')].length).toBeGreaterThanOrEqual(1);
    });

    it('refuses a name that is not an identifier, an empty one and one already taken, in Russian', async () => {
        expect(await refusal(lsp, 'rules.mafia', PHASE_DAY, 'Белая ночь')).toBe("'Белая ночь' не может быть именем: пишите буквы, цифры и '_', начиная с буквы.");
        expect(await refusal(lsp, 'rules.mafia', PHASE_DAY, '  ')).toBe('Имя не может быть пустым.');
        const maniac = at(SEED_002, 'role Маньяк', 'role '.length + 1);
        expect(await refusal(lsp, 'rules.mafia', maniac, 'Комиссар')).toBe("Уже есть роль с именем 'Комиссар'.");
    });

    it('refuses to rename a resource to a built-in member or a property `learn` knows', async () => {
        const cards = at(SEED_000, 'resource Карты', 'resource '.length + 1);
        expect(await refusal(lsp, 'seed-000.mafia', cards, 'side')).toContain("'side' — встроенное свойство игрока (`self.side`)");
        expect(await refusal(lsp, 'seed-000.mafia', cards, 'alignment')).toMatch(/^'alignment' — (ключевое слово|свойство, которое `learn` уже знает)/);
    });

    it('refuses to rename a player to a name that differs from another player\'s only by case or ё/е', async () => {
        expect(await refusal(lsp, 'game-1.mafia', PLAYER_PETYA, 'вася')).toBe(
            "На имя 'вася' уже отзывается игрок 'Вася': приказы, голоса и посты сравнивают имена без учёта регистра и ё/е, и у двух игроков оказалось бы одно имя. Выберите другое имя.");
        expect(await refusal(lsp, 'game-1.mafia', PLAYER_PETYA, 'Дядя Фёдор')).toContain("игрок 'Дядя Федор'");
        expect(await refusal(lsp, 'game-1.mafia', PLAYER_PETYA, 'ВАСЯ')).toContain("игрок 'Вася'");
        // A name of its own is still fine.
        const edit = await lsp.connection.sendRequest('textDocument/rename', { textDocument: { uri: lsp.uri('game-1.mafia') }, position: PLAYER_PETYA, newName: 'Пётр' }) as { changes: Record<string, unknown[]> };
        expect(edit.changes[lsp.uri('game-1.mafia')].length).toBeGreaterThanOrEqual(2);
    });

    it('titles the natural-resolution quick fix in Russian, though the rule set is English', async () => {
        const loop = (await lsp.diagnostics('nar.mafia')).find((d) => d.code === 'nar-loop');
        expect(loop).toBeDefined();
        const actions = await lsp.connection.sendRequest('textDocument/codeAction', {
            textDocument: { uri: lsp.uri('nar.mafia') }, range: loop!.range, context: { diagnostics: [loop] },
        }) as CodeAction[];
        expect(actions.map((a) => a.title)).toContain('Правило: петли разрываются по порядку подачи');
    });
});

describe('rename refusals in an editor whose locale is en', () => {
    let lsp: StdioServer;
    beforeAll(async () => {
        lsp = await startServer(FILES, 'en');
        for (const name of ['rules.mafia', 'game-1.mafia']) await lsp.open(name);
    }, 60_000);
    afterAll(() => lsp.stop());

    it('says the same in English', async () => {
        expect(await refusal(lsp, 'rules.mafia', PHASE_DAY, 'night')).toBe("'night' is a keyword of the language: written as a name it would be read as the keyword. Choose another name.");
        expect(await refusal(lsp, 'rules.mafia', PHASE_DAY, 'Ночь')).toBe("Another phase is already named 'Ночь'.");
        expect(await refusal(lsp, 'game-1.mafia', PLAYER_PETYA, 'ВАСЯ')).toMatch(/^Player 'Вася' already answers to 'ВАСЯ'/);
    });
});
