// `mafia votes` on the pages of the outside audit (/work/audit-votes-REPORT.md, copied into
// test/fixtures/threads/audit): a nickname with «=» in --players (F15), a vote struck through by an
// edit where changes are forbidden (F10), a previous day without `until` on the same page (F11), the
// boss's silently cancelled vote in seed 003's public tally (F8), and the wording items W1–W12.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';
import { slotsOf } from '../../language/votes/roster-check.js';
import { usageLang } from '../../language/cli/usage-lang.js';

const A = 'test/fixtures/threads/audit';
const T = 'test/fixtures/threads';
const SEED2 = 'examples/seed-002/rules.mafia';
const SEED3 = 'examples/seed-003/rules.mafia';
const ELEVEN = 'Аня,Боря,Вера,Гоша,Даша,Женя,Зоя,Илья,Катя,Лёва,Маша';

interface Report {
    votes: Array<{ voter: string; target: string; post: string }>;
    invalid: Array<{ author: string; post: string; reason: string }>;
    not_voted: string[]; warnings: string[];
    tally: Array<{ target: string; votes: number; for?: string[]; against?: string[] }>;
    executed?: string[]; thread: { engine: string; name: string };
}

function votes(...args: string[]): Report & { stderr: string } {
    const r = mafiaBinary('votes', ...args);
    expect(r.code, r.stderr).toBe(0);
    return { ...(JSON.parse(r.stdout) as Report), stderr: r.stderr };
}

const pairs = (r: Report) => r.votes.map((v) => `${v.voter} → ${v.target}`);

describe('F15: a nickname with «=» in --players', () => {
    it('«-=Dark=-» is one player: Аня votes for him and his own vote counts', () => {
        const r = votes(`${A}/eq-nickname.html`, '--rules', SEED2, '--players', 'Аня,-=Dark=-', '--format', 'json');
        expect(pairs(r)).toEqual(['Аня → -=Dark=-', '-=Dark=- → Аня']);
        expect(r.invalid).toEqual([]);
        expect(r.not_voted).toEqual([]);
    });

    it('«=» still gives a substitute between names; «\\=» is an «=» inside a name', () => {
        expect(slotsOf(['Петя=Коля', '-=Dark=-', '=Ghost=', 'Dark\\=Knight', 'Dark\\=Knight=Коля'])).toEqual([
            { name: 'Петя', posters: ['Коля'] },
            { name: '-=Dark=-', posters: [] },
            { name: '=Ghost=', posters: [] },
            { name: 'Dark=Knight', posters: [] },
            { name: 'Dark=Knight', posters: ['Коля'] },
        ]);
        // The substitute posts for the slot: -=Dark=-'s vote posted by another account is the slot's vote.
        const page = readFileSync(`${A}/eq-nickname.html`, 'utf8');
        const file = join(mkdtempSync(join(tmpdir(), 'mafia-eq-')), 'page.html');
        writeFileSync(file, page.replaceAll('>-=Dark=-</a>', '>Dark=Knight</a>'));
        const r = votes(file, '--rules', SEED2, '--players', 'Аня,-\\=Dark\\=-=Dark\\=Knight', '--format', 'json');
        expect(pairs(r)).toEqual(['Аня → -=Dark=-', '-=Dark=- → Аня']);
    });
});

describe('F10: seed 002 («менять голос нельзя»), a vote struck through by a later edit', () => {
    it('the struck vote was cast: it stands, the next vote is a forbidden change, with a warning', () => {
        const r = votes(`${A}/struck-by-edit.html`, '--rules', SEED2, '--players', 'Аня,Боря,Вера,Гоша,Катя', '--format', 'json', '--lang', 'en');
        expect(pairs(r)).toEqual(['Аня → Гоша', 'Боря → Гоша']);
        expect(r.invalid.map((x) => `${x.post} ${x.reason}`)).toEqual([expect.stringMatching(/^102 vote changes are not allowed: the first vote \(post 101, for Гоша\) stands/)]);
        expect(r.warnings.join('\n')).toMatch(/Аня, post 101: the vote was struck through by an edit after posting/);
    });

    it('where changes are allowed the strike-through withdraws the vote, as before', () => {
        const rules = join(mkdtempSync(join(tmpdir(), 'mafia-allowed-')), 'rules.mafia');
        writeFileSync(rules, readFileSync(SEED2, 'utf8').replace(/changes forbidden/, 'changes allowed'));
        const r = votes(`${A}/struck-by-edit.html`, '--rules', rules, '--players', 'Аня,Боря,Вера,Гоша,Катя', '--format', 'json');
        expect(pairs(r)).toEqual(['Аня → Катя', 'Боря → Гоша']);
    });
});

describe('F11: the day before has no `until` in the game script', () => {
    const page = `${T}/phpbb3/seed-002-days-1-2.html`;
    it('the host\'s «Наступил день 2» post begins the day: day 1\'s votes on the page do not count, with a warning', () => {
        const r = votes(page, '--rules', SEED2, '--game', `${T}/seed-002-game.mafia`, '--format', 'json', '--lang', 'en');
        expect(pairs(r)).toEqual(['Аня → Гоша', 'Боря → Катя']);
        expect(r.invalid.map((x) => `${x.post} ${x.reason}`)).toEqual([
            expect.stringMatching(/^2102 posted before the host's post that began day 2 \(post 2105\)/),
            expect.stringMatching(/^2103 posted before the host's post that began day 2 \(post 2105\)/),
        ]);
        expect(r.warnings.join('\n')).toMatch(/День 1 has no until in the game script: day 2 is taken to begin at the host's post 2105 \(«Наступил день 2\.»\)/);
        // The same as with day 1's deadline recorded.
        expect(pairs(votes(page, '--rules', SEED2, '--game', `${T}/seed-002-days-game.mafia`, '--format', 'json'))).toEqual(pairs(r));
    });

    it('no post of the host begins the day: a warning (Russian by default) that yesterday\'s votes may count', () => {
        const file = join(mkdtempSync(join(tmpdir(), 'mafia-days-')), 'page.html');
        writeFileSync(file, readFileSync(page, 'utf8').replace('Наступил день 2.', 'Наступило утро.'));
        const r = votes(file, '--rules', SEED2, '--game', `${T}/seed-002-game.mafia`, '--format', 'json');
        expect(r.warnings.join('\n')).toMatch(/День 1 записан в сценарии без until, а сообщения ведущего о начале дня 2 на страницах нет: голоса прошлого дня/);
    });
});

describe('F8: seed 003, the boss\'s silently cancelled vote in the public tally', () => {
    it('Егор\'s row adds up (Аня\'s red shown as cast: −1 + 1 − 2 = −2); the real count still decides', () => {
        const r = votes(`${A}/seed-003-day-1.xenforo.html`, '--rules', SEED3, '--game', `${A}/seed-003-game.mafia`, '--format', 'json');
        expect(r.tally.find((t) => t.target === 'Егор')).toMatchObject({ votes: -2, against: ['Аня'], for: ['Зоя'] });
        expect(r.executed).toEqual(['Маша']);
        const bb = mafiaBinary('votes', `${A}/seed-003-day-1.xenforo.html`, '--rules', SEED3, '--game', `${A}/seed-003-game.mafia`, '--format', 'bbcode');
        expect(bb.stdout).toContain('[b]Егор[/b]: −2 ([color=red]против[/color]: Аня; [color=blue]за[/color]: Зоя; не голосовал: −2)');
    });
});

describe('W items: reasons and wording', () => {
    it('W1: a vote for a dead player and a dead player\'s post read differently; W6: the engine by its name', () => {
        const r = mafiaBinary('votes', `${A}/day-2-dead.html`, '--rules', SEED2, '--game', `${A}/day-2-dead-game.mafia`);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain('Даша [сообщение 1107]: Даша уже не в игре: выбывшие не голосуют');
        expect(r.stdout).toContain('Аня [сообщение 1108]: Даша уже не в игре: голос за выбывшего не засчитывается');
        expect(r.stdout).toMatch(/^Мафия — игровая тема \(phpBB 3, 14 сообщений\)/);
    });

    it('W2: «Мой голос – [red]за [black]Гоша[/black][/red]» is rejected for the black nickname, one reason', () => {
        const r = votes(`${A}/nested-black-in-red.html`, '--rules', SEED2, '--players', ELEVEN, '--format', 'json');
        expect(r.votes).toEqual([]);
        expect(r.invalid.map((x) => `${x.author} ${x.reason}`)).toEqual(['Аня ник «Гоша» выделен цветом «чёрный»; голос пишется так: красный — против']);
    });

    it('W3: a post that counts is not also in `invalid` («…Гоша, а не Катя», «Снимаю голос с Кати. Мой голос – Гоша»)', () => {
        for (const page of ['two-red', 'unvote-then-vote']) {
            const r = votes(`${A}/${page}.html`, '--rules', SEED2, '--players', ELEVEN, '--format', 'json');
            expect(pairs(r)).toEqual(['Аня → Гоша']);
            expect(r.invalid).toEqual([]);
        }
    });

    it('W4: the look-alike warning names no wrong alphabet', () => {
        const r = votes(`${T}/phpbb3/seed-002-day-2-page-1.html`, `${T}/phpbb3/seed-002-day-2-page-2.html`, '--rules', SEED2, '--game', `${T}/seed-002-game.mafia`, '--format', 'json');
        expect(r.warnings).toContain('«Гoшa» в сообщении 9008 прочитано как Гоша (похожие буквы латиницы и кириллицы)');
    });

    it('W5: without --rules and --lang, a Russian page or Russian names get the error and the help in Russian', () => {
        const r = mafiaBinary('votes', `${A}/eq-nickname.html`, '--players', 'A');
        expect(r.code).toBe(2);
        expect(r.stderr).toContain("ошибка: не указан обязательный параметр '--rules <ruleset>'");
        expect(mafiaBinary('votes', 'missing.html', '--players', 'Аня').stderr).toContain('ошибка:');
        expect(mafiaBinary('votes', `${A}/eq-nickname.html`, '--help').stdout).toMatch(/^Использование: mafia votes/);
        expect(usageLang(['votes', 'missing.html', '--players', 'Ann'], {})).toBe('en');
        expect(usageLang(['votes', 'x.html', '--players=Аня'], {})).toBe('ru');
    });

    it('W7: a rule set whose voting says nothing of how a vote is written (seed 000) is exit 2, not «nobody voted»', () => {
        const r = mafiaBinary('votes', `${T}/phpbb3/seed-002-day-2-page-1.html`, '--rules', 'examples/seed-000/rules.mafia', '--players', 'Аня,Боря,Вера,Гоша', '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/does not say how a vote is written in the thread, so no vote can be read from the pages/);
        expect(r.stdout).toBe('');
    });

    it('W8: a page saved as MHTML is exit 2 with how to save it', () => {
        const r = mafiaBinary('votes', `${A}/saved-as-mhtml.mhtml`, '--rules', SEED2, '--players', 'Аня,Боря');
        expect(r.code).toBe(2);
        expect(r.stderr).toContain('страница сохранена как MHTML («Веб-страница, один файл»); сохраните её как «Веб-страница, полностью»');
    });

    it('W9: an --until before the day began is warned about', () => {
        const r = votes(`${A}/day-2-dead.html`, '--rules', SEED2, '--game', `${A}/day-2-dead-game.mafia`, '--until', '2026-11-29 10:00', '--format', 'json', '--lang', 'en');
        expect(r.warnings).toContain('--until 2026-11-29 10:00 +03:00 is before this day began (2026-11-29 21:00 +03:00): no post of this day is before the deadline');
        expect(votes(`${A}/day-2-dead.html`, '--rules', SEED2, '--game', `${A}/day-2-dead-game.mafia`, '--format', 'json', '--lang', 'en').warnings.join('\n')).not.toMatch(/before this day began/);
    });

    it('W12: a post without an author element is reported as such, not as a spectator\'s', () => {
        const r = votes(`${A}/no-author.html`, '--rules', SEED2, '--players', 'Аня,Гоша', '--format', 'json', '--lang', 'en');
        expect(r.invalid).toEqual([{ author: '', post: '101', reason: 'the post has no author (the page saved incompletely or damaged?)' }]);
        expect(mafiaBinary('votes', `${A}/no-author.html`, '--rules', SEED2, '--players', 'Аня,Гоша').stdout).toContain('(без автора) [сообщение 101]: у сообщения нет автора');
    });
});
