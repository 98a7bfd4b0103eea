// The tool speaks the rule set's language, or the one `--lang` asks for, in every word it adds:
// `mafia run` (text, JSON `reason`/`text`, `--trace` notes) and `mafia check`, on the three seeds,
// on games with deliberately bad orders and on bad rule sets (examples/diagnostics). The built
// binary runs, as users run it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';
import { foreignCyrillic, foreignLatin, ownWords, withoutQuotes } from './words.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-l10n-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A seed's JSON game with orders and votes a judge must reject added to its first two phases. */
function badGame(seed: '002' | '003'): string {
    const game = JSON.parse(readFileSync(`examples/seed-${seed}/game-town-wins.json`, 'utf8'));
    game.ruleset = resolve(`examples/seed-${seed}/rules.mafia`);
    const [day, night] = game.phases;
    day.votes.push({ voter: 'Никто', target: 'Аня' }, { voter: 'Аня', target: 'Невидимка' });
    day.actions = [...(day.actions ?? []), { actor: 'Аня', ability: 'Проверка', targets: ['Боря'] }];
    day.host = [{ remove: 'Призрак' }];
    night.actions.push(
        { actor: 'Аня', ability: 'Телепортация', targets: ['Боря'] },
        { actor: 'Боря', ability: 'Проверка', targets: ['Аня', 'Вера', 'Гоша'] },
        { actor: 'Незнакомец', ability: 'Проверка', targets: ['Аня'] },
        { actor: 'Аня', targets: ['Нектоневедомый'] },
    );
    night.votes = [{ voter: 'Аня', target: 'Боря' }];
    const file = join(dir, `bad-${seed}.json`);
    writeFileSync(file, JSON.stringify(game));
    return file;
}

const SEEDS = [
    { seed: '000', rules: 'examples/seed-000/rules.mafia', games: ['examples/seed-000/game-law-wins.mafia', 'examples/seed-000/game-mafia-wins.mafia'] },
    { seed: '002', rules: 'examples/seed-002/rules.mafia', games: ['examples/seed-002/game-town-wins.mafia', badGame('002')] },
    { seed: '003', rules: 'examples/seed-003/rules.mafia', games: ['examples/seed-003/game-town-wins.mafia', badGame('003')] },
];

interface Result { phases: Array<{ rejected: Array<{ reason: string }>; events: Array<{ text: string }>; trace?: Array<{ note: string; stage: string }> }> }

/** The words of a JSON result the tool wrote: reasons, texts, notes and stages. */
function toolText(json: string): string {
    const r = JSON.parse(json) as Result;
    return r.phases.flatMap((p) => [...p.rejected.map((x) => x.reason), ...p.events.map((e) => e.text), ...(p.trace ?? []).flatMap((t) => [t.note, t.stage])]).join('\n');
}

describe('mafia run speaks the rule set\'s language, or --lang', () => {
    for (const { seed, rules, games } of SEEDS) {
        for (const game of games) {
            const own = ownWords(rules, game);
            const name = `seed ${seed}: ${game.replace(dir, '…')}`;

            it(`${name}: no English word of the tool's own in Russian (text and JSON, with the trace)`, { timeout: 240_000 }, () => {
                const text = mafiaBinary('run', game, '--trace');
                expect(text.code, text.stderr).toBe(0);
                expect(foreignLatin(text.stdout, own)).toEqual([]);
                // Words that are also keywords of the language, so the scan above lets them through.
                expect(text.stdout).not.toMatch(/win check|· vote\b/);
                const json = mafiaBinary('run', game, '--trace', '--format', 'json');
                expect(foreignLatin(toolText(json.stdout), own)).toEqual([]);
            });

            it(`${name}: --lang en, no Russian word but the rule set's own`, { timeout: 240_000 }, () => {
                const text = mafiaBinary('run', game, '--trace', '--lang', 'en');
                expect(text.code, text.stderr).toBe(0);
                expect(foreignCyrillic(text.stdout, own)).toEqual([]);
                const json = mafiaBinary('run', game, '--trace', '--format', 'json', '--lang', 'en');
                expect(foreignCyrillic(toolText(json.stdout), own)).toEqual([]);
                // The same adjudication in both languages: only the words differ.
                const ru = JSON.parse(mafiaBinary('run', game, '--format', 'json').stdout) as Result;
                const en = JSON.parse(json.stdout) as Result;
                expect(en.phases.map((p) => p.rejected.length)).toEqual(ru.phases.map((p) => p.rejected.length));
            });
        }
    }

    it('the bad orders are rejected with reasons in Russian, and in English with --lang en', () => {
        const game = badGame('002');
        const ru = (JSON.parse(mafiaBinary('run', game, '--format', 'json').stdout) as Result).phases[1].rejected.map((r) => r.reason);
        expect(ru).toContain("неизвестная способность 'Телепортация'");
        const en = (JSON.parse(mafiaBinary('run', game, '--format', 'json', '--lang', 'en').stdout) as Result).phases[1].rejected.map((r) => r.reason);
        expect(en).toContain("unknown ability 'Телепортация'");
    });

    it('a player\'s grammatical gender reads right: «Даша погибла», neutral wording without one', () => {
        const game = JSON.parse(readFileSync('examples/seed-002/game-town-wins.json', 'utf8'));
        game.ruleset = resolve('examples/seed-002/rules.mafia');
        const file = join(dir, 'gender.json');
        const text = () => mafiaBinary('run', file, '--phases', '1').stdout;
        writeFileSync(file, JSON.stringify(game));
        expect(text()).toContain('По итогам голосования казнён игрок Даша (6 голосов).');
        expect(text()).toContain('Игрок Даша погиб.');
        game.players.find((p: { name: string }) => p.name === 'Даша').gender = 'f';
        writeFileSync(file, JSON.stringify(game));
        expect(text()).toContain('По итогам голосования казнена Даша (6 голосов).');
        expect(text()).toContain('Даша погибла.');
    });
});

describe('mafia check speaks the rule set\'s language, or --lang', () => {
    interface Checked { files: Array<{ file: string; diagnostics: Array<{ severity: string; code: string; message: string }> }> }
    const check = (...args: string[]) => JSON.parse(mafiaBinary('check', '--format', 'json', ...args).stdout) as Checked;

    it('diagnostics of the bad rule sets: Russian messages, keywords quoted as written, codes unchanged', () => {
        const ru = check('examples/diagnostics');
        const en = check('examples/diagnostics', '--lang', 'en');
        const all = ru.files.flatMap((f) => f.diagnostics.map((d) => ({ ...d, file: f.file })));
        expect(all.length).toBeGreaterThan(50);
        for (const d of all) {
            const own = ownWords(d.file);
            expect(foreignLatin(withoutQuotes(d.message), own), `${d.file}: ${d.message}`).toEqual([]);
        }
        // The same diagnostics, severity and code in English; only the words differ.
        expect(en.files.map((f) => f.diagnostics.map((d) => `${d.severity} ${d.code}`))).toEqual(ru.files.map((f) => f.diagnostics.map((d) => `${d.severity} ${d.code}`)));
        for (const f of en.files) for (const d of f.diagnostics) {
            expect(foreignCyrillic(withoutQuotes(d.message), ownWords(f.file)), `${f.file}: ${d.message}`).toEqual([]);
        }
    });

    it('text output: headings and the summary in Russian; English with --lang en', () => {
        const ru = mafiaBinary('check', 'examples/diagnostics/conflicting-limits.mafia');
        expect(ru.stdout).toContain("error [conflicting-limits] 'twice per night' противоречит 'once per night'");
        expect(ru.stdout).toMatch(/Проверено файлов: 1; ошибок: 1/);
        const en = mafiaBinary('check', '--lang', 'en', 'examples/diagnostics/conflicting-limits.mafia');
        expect(en.stdout).toContain("error [conflicting-limits] 'twice per night' contradicts 'once per night'");
        expect(en.stdout).toMatch(/1 file\(s\) checked: 1 error\(s\)/);
    });

    it('a syntax error in a Russian rule set is worded in Russian, also while the rule set is broken', () => {
        const file = join(dir, 'broken.mafia');
        writeFileSync(file, 'ruleset Сломано "Сломанные правила"\nrole Житель "Мирный житель" {\n    ability\n');
        const ru = check(file).files[0].diagnostics;
        expect(ru.length).toBeGreaterThan(0);
        for (const d of ru) expect(foreignLatin(withoutQuotes(d.message.replace(/\[[^\]]*\]/g, ' ')), ownWords(file)), d.message).toEqual([]);
        const en = check(file, '--lang', 'en').files[0].diagnostics;
        expect(en[0].message).toMatch(/^Expecting/);
    });

    it('setup { language en } makes a Russian rule set speak English; an unknown language is an error', () => {
        const text = readFileSync('examples/diagnostics/conflicting-limits.mafia', 'utf8').replace('ruleset ConflictingLimits', 'ruleset ConflictingLimits\nsetup { language en }');
        const file = join(dir, 'english.mafia');
        writeFileSync(file, text);
        expect(check(file).files[0].diagnostics.find((d) => d.code === 'conflicting-limits')!.message).toMatch(/contradicts/);
        writeFileSync(file, text.replace('language en', 'language de'));
        expect(check(file).files[0].diagnostics.map((d) => d.code)).toContain('unknown-value');
    });
});

describe('--lang reaches the rule set\'s diagnostics in every command that reads a rule set', () => {
    const bad = 'examples/diagnostics/unknown-reference.mafia';   // a Russian rule set with an unknown phase
    const players = join(dir, 'players.txt');
    writeFileSync(players, 'Аня\nБоря\nВера\n');
    // A page that can be read: a missing one is bad input before the rule set is read (exit 2).
    const page = 'test/fixtures/threads/phpbb3/seed-002-day-2-page-1.html';
    for (const [command, ...rest] of [['rules-book'], ['deal', '--players', players], ['simulate', '--games', '1'], ['votes', page, '--players', 'Аня,Боря']]) {
        it(`${command}: the diagnostic and the summary in English with --lang en, in Russian without`, () => {
            const argv = command === 'votes' ? [command, ...rest, '--rules', bad] : [command, bad, ...rest];
            const en = mafiaBinary(...argv, '--lang', 'en');
            expect(en.code, en.stderr).toBe(1);
            expect(en.stderr).toContain("Unknown phase 'nigth'");
            expect(foreignCyrillic(withoutQuotes(en.stderr), ownWords(bad))).toEqual([]);
            const ru = mafiaBinary(...argv);
            expect(ru.stderr).toContain("Неизвестно: фаза 'nigth'");
        });
    }
});
