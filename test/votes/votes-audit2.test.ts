// `mafia votes` on pages a black-box audit wrote in phpBB 3's markup (test/fixtures/threads/audit):
// a nickname that itself begins and ends with punctuation («[Ghost]») voted for in seed 002's red
// text, a tie that seed 002 breaks by who reached the most votes first, with and without the game,
// «не снимаю голос» (not a withdrawal), and a --rules that is not the game's own rule set.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';

const A = 'test/fixtures/threads/audit';
const SEED2 = 'examples/seed-002/rules.mafia';

function votes(...args: string[]) {
    const r = mafiaBinary('votes', ...args);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { votes: Array<{ voter: string; target: string }>; invalid: Array<{ author: string; reason: string }>; tally: Array<{ target: string; votes: number }> };
}

describe('mafia votes: punctuation that is part of a nickname', () => {
    it('«[Ghost]» in red is a vote for [Ghost]; «Mr.Smith» is not Mr. Smith but gets him as a suggestion', () => {
        const r = votes(`${A}/bracketed-nickname.html`, '--rules', SEED2, '--players', 'Аня,Гоша,Mr. Smith,[Ghost],Аня_1', '--format', 'json', '--lang', 'en');
        expect(r.votes.map((v) => `${v.voter} → ${v.target}`)).toEqual(['Аня → Mr. Smith', 'Гоша → [Ghost]', 'Mr. Smith → Аня_1']);
        expect(r.invalid.map((x) => x.author)).toEqual(['Аня_1']);
        expect(r.invalid[0].reason).toMatch(/Mr\. Smith\?/);
    });
});

describe('mafia votes: a tie broken by the first to reach the most votes (seed 002)', () => {
    // 601 Аня → Гоша, 602 Боря → Катя, 603 Вера → Катя (Катя has 2), 604 Гоша → Гоша (Гоша has 2): Катя is hanged.
    it('heads the tally with the player hanged, from the vote rules alone and with the game', () => {
        const alone = votes(`${A}/first-to-reach-tie.html`, '--rules', SEED2, '--players', 'Аня,Боря,Вера,Гоша,Катя', '--format', 'json');
        expect(alone.tally.map((t) => `${t.target} ${t.votes}`)).toEqual(['Катя 2', 'Гоша 2']);
        const game = votes(`${A}/first-to-reach-tie.html`, '--rules', SEED2, '--game', 'test/fixtures/threads/seed-002-game.mafia', '--format', 'json');
        expect(game.tally.map((t) => `${t.target} ${t.votes}`)).toEqual(['Катя 2', 'Гоша 2']);
    });
});

describe('mafia votes: «не снимаю голос» keeps the vote', () => {
    it('where changes are allowed, «Я не снимаю голос…» and «Никогда не отзываю свой голос…» withdraw nothing', () => {
        // Seed 002 with `changes allowed` (the common variant: the last vote counts).
        const dir = mkdtempSync(join(tmpdir(), 'mafia-votes-'));
        const rules = join(dir, 'rules.mafia');
        writeFileSync(rules, readFileSync(SEED2, 'utf8').replace(/changes forbidden/, 'changes allowed'));
        const r = votes(`${A}/not-withdrawn.html`, '--rules', rules, '--players', 'Аня,Боря,Вера,Гоша,Даша,Женя,Зоя,Илья,Катя,Лёва,Маша', '--format', 'json');
        expect(r.votes.map((v) => `${v.voter} → ${v.target}`)).toEqual(['Аня → Гоша', 'Боря → Гоша']);
        expect(r.invalid).toEqual([]);
    });
});

describe('mafia votes --game: --rules must be the game\'s rule set', () => {
    it('another rule set is bad usage (exit 2), naming both; the game\'s own is accepted', () => {
        const r = mafiaBinary('votes', `${A}/first-to-reach-tie.html`, '--rules', 'examples/seed-003/rules.mafia', '--game', 'test/fixtures/threads/seed-002-game.mafia', '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toContain('--rules examples/seed-003/rules.mafia is not the rule set of the game test/fixtures/threads/seed-002-game.mafia: it is played by');
        expect(r.stderr).toContain('seed-002/rules.mafia');
        expect(mafiaBinary('votes', `${A}/first-to-reach-tie.html`, '--rules', resolve(SEED2), '--game', 'test/fixtures/threads/seed-002-game.mafia').code).toBe(0);
        // A copy of the game's rule set elsewhere is the same rule set.
        const copy = join(mkdtempSync(join(tmpdir(), 'mafia-rules-')), 'rules.mafia');
        writeFileSync(copy, readFileSync(SEED2, 'utf8'));
        expect(mafiaBinary('votes', `${A}/first-to-reach-tie.html`, '--rules', copy, '--game', 'test/fixtures/threads/seed-002-game.mafia').code).toBe(0);
    });
});

describe('mafia votes: posts the players do not see, pages of two zones', () => {
    const PLAYERS = 'Аня,Боря,Вера,Гоша,Даша,Женя,Зоя,Илья,Катя,Лёва,Маша';
    it('phpBB: a post waiting for a moderator\'s approval (prosilver `.post-notice.unapproved`) does not count', () => {
        const r = votes(`${A}/phpbb-unapproved.html`, '--rules', SEED2, '--players', PLAYERS, '--format', 'json', '--lang', 'en');
        expect(r.votes).toEqual([]);
        expect(r.invalid.map((x) => `${x.author}: ${x.reason}`)).toEqual([expect.stringMatching(/^Аня: the post is deleted, hidden or awaiting approval/)]);
    });

    it('pages saved under UTC+3 and UTC+5: the same votes and deadline whatever the file order, with a warning', () => {
        // Аня 20:30 on the UTC+3 page, Боря 22:40 on the UTC+5 one (20:40 at UTC+3): both before 21:00 UTC+3.
        const runs = [['vb4-zone-3', 'vb4-zone-5'], ['vb4-zone-5', 'vb4-zone-3']].map((files) => {
            const r = mafiaBinary('votes', ...files.map((f) => `${A}/${f}.html`), '--rules', SEED2, '--players', PLAYERS, '--until', '2026-11-30 21:00', '--format', 'json', '--lang', 'en');
            expect(r.code, r.stderr).toBe(0);
            expect(r.stderr).toMatch(/the pages state different time zones \(.*vb4-zone-\d\.html UTC\+\d, .*vb4-zone-\d\.html UTC\+\d\).*in UTC\+3, the zone of .*vb4-zone-3\.html/);
            const j = JSON.parse(r.stdout) as { votes: Array<{ voter: string }>; deadline: string };
            return { voters: j.votes.map((v) => v.voter), deadline: j.deadline };
        });
        expect(runs[0]).toEqual({ voters: ['Аня', 'Боря'], deadline: '2026-11-30 21:00 +03:00' });
        expect(runs[1]).toEqual(runs[0]);
    });
});

describe('mafia votes --game, seed 003 (signed voting): a score of 0 is a row of the tally', () => {
    it('Аня, one vote for (Вера) and one against (Даша), scores 0 with both listed, as without the game', () => {
        const r = votes(`${A}/seed-003-day-1.xenforo.html`, '--rules', 'examples/seed-003/rules.mafia', '--game', `${A}/seed-003-game.mafia`, '--format', 'json');
        expect(r.tally.find((t) => t.target === 'Аня')).toEqual({ target: 'Аня', votes: 0, voters: ['Вера', 'Даша'], for: ['Вера'], against: ['Даша'] });
    });
});

describe('mafia votes: colours as editors write them', () => {
    it('seed 003: CKEditor 5\'s hsl() red and blue are «против» and «за»', () => {
        const r = votes(`${A}/hsl-colours.xenforo.html`, '--rules', 'examples/seed-003/rules.mafia', '--players', 'Аня,Гоша', '--format', 'json');
        expect(r.votes.map((v) => `${v.voter} ${(v as { kind?: string }).kind} ${v.target}`)).toEqual(['Аня against Гоша', 'Гоша for Гоша']);
    });
});

describe('mafia votes: markup deeper than the call stack', () => {
    it('a vote inside 20,000 nested spans (copy-paste in a WYSIWYG editor) is read, not a crash', () => {
        const page = readFileSync(`${A}/first-to-reach-tie.html`, 'utf8');
        const vote = 'Мой голос – <span style="color:#FF0000">Гоша</span>, он вчера много врал всем нам.';
        const deep = page.replace(vote, '<span>'.repeat(20_000) + vote + '</span>'.repeat(20_000));
        expect(deep).not.toBe(page);
        const file = join(mkdtempSync(join(tmpdir(), 'mafia-deep-')), 'deep.html');
        writeFileSync(file, deep);
        const r = votes(file, '--rules', SEED2, '--players', 'Аня,Боря,Вера,Гоша,Катя', '--format', 'json');
        expect(r.votes.map((v) => `${v.voter} → ${v.target}`)).toEqual(['Аня → Гоша', 'Боря → Катя', 'Вера → Катя', 'Гоша → Гоша']);
    });
});

describe('mafia votes: two saves of a page, the later showing the post deleted', () => {
    it('the vote does not count whatever the file order, and the copies are said to differ', () => {
        for (const files of [['before', 'after'], ['after', 'before']]) {
            const r = mafiaBinary('votes', ...files.map((f) => `${A}/phpbb3-${f}-delete.html`), '--rules', SEED2, '--players', 'Аня,Боря,Гоша,Катя', '--format', 'json', '--lang', 'en');
            expect(r.code, r.stderr).toBe(0);
            const j = JSON.parse(r.stdout) as { votes: Array<{ post: string }>; invalid: Array<{ post: string; reason: string }>; warnings: string[] };
            expect(j.votes.map((v) => v.post)).not.toContain('2201');
            expect(j.invalid.find((x) => x.post === '2201')?.reason).toMatch(/deleted, hidden or awaiting approval/);
            expect(j.warnings.join('\n')).toMatch(/2201/);
        }
    });
});

describe('mafia votes --game: the day\'s outcome as the engine adjudicates it', () => {
    it('seed 003: the Doctor\'s hidden triple vote hangs Гоша although the public tally shows no lead; a first-to-reach tie hangs Катя', () => {
        const hidden = mafiaBinary('votes', `${A}/seed-003-doctor.html`, '--rules', 'examples/seed-003/rules.mafia', '--game', `${A}/seed-003-doctor-game.mafia`, '--lang', 'en');
        expect(hidden.code, hidden.stderr).toBe(0);
        expect(hidden.stdout).toContain("By the game's rules these votes execute: Гоша");
        const json = votes(`${A}/seed-003-doctor.html`, '--rules', 'examples/seed-003/rules.mafia', '--game', `${A}/seed-003-doctor-game.mafia`, '--format', 'json') as unknown as { executed: string[] };
        expect(json.executed).toEqual(['Гоша']);
        const tie = mafiaBinary('votes', `${A}/first-to-reach-tie.html`, '--rules', SEED2, '--game', 'test/fixtures/threads/seed-002-game.mafia');
        expect(tie.stdout).toContain('По правилам игры с этими голосами казнён: Катя');
    });
});

describe('mafia votes: a smiley after the nickname, inside the colour', () => {
    it('«Гоша 8-)» (phpBB\'s smiley image), «Гоша xD», «Гоша <3», «Гоша 100%», «Гоша)))», «Гоша (мафия)» are votes for Гоша', () => {
        const r = votes(`${A}/smileys.html`, '--rules', SEED2, '--players', 'Гоша,P0,P1,P2,P3,P4,P5,P6,P7,P8,P9', '--format', 'json');
        expect(r.invalid).toEqual([]);
        expect(r.votes.map((v) => v.voter)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9']);
        expect(new Set(r.votes.map((v) => v.target))).toEqual(new Set(['Гоша']));
    });
});
