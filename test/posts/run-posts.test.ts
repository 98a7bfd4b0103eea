// `mafia run --format bbcode|markdown` on every seed game in examples/: each post is BBCode a phpBB
// forum renders (checked with a BBCode parser from npm: every tag closed, only standard tags), seed
// 000's binding part sits in its orange «Комментарий» block, the tally names who voted, and every
// private message of the run reaches its recipient's own block.
import { parse } from '@bbob/parser';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia, repoRoot } from '../cli/run-cli.js';

/** What phpBB 3 ships as standard BBCodes (a forum may add more; we use none of those). */
const PHPBB_TAGS = new Set(['b', 'i', 'u', 'quote', 'code', 'list', '*', 'url', 'img', 'email', 'size', 'color', 'attachment', 'flash']);

const games = ['seed-000', 'seed-002', 'seed-003'].flatMap((dir) =>
    readdirSync(join(repoRoot, 'examples', dir)).filter((f) => f.startsWith('game-')).map((f) => join('examples', dir, f)));

interface TagNode { tag: string; attrs: Record<string, string>; content: Node[]; end?: unknown }
type Node = string | TagNode;

function walk(nodes: Node[], visit: (n: TagNode) => void): void {
    for (const n of nodes) if (typeof n !== 'string' && n) { visit(n); walk(n.content ?? [], visit); }
}

function text(nodes: Node[]): string {
    return nodes.map((n) => (typeof n === 'string' ? n : text(n.content ?? []))).join('');
}

/** The output's blocks: a `──── label ────` line, then the block's text. */
function blocks(out: string): Array<{ label: string; body: string }> {
    const result: Array<{ label: string; body: string }> = [];
    for (const line of out.split('\n')) {
        const m = /^──── (.*) ────$/.exec(line);
        if (m) result.push({ label: m[1], body: '' });
        else if (result.length > 0) result[result.length - 1].body += `${line}\n`;
    }
    return result;
}

describe('mafia run --format bbcode', () => {
    it('finds the seed games', () => { expect(games.length).toBeGreaterThanOrEqual(8); });

    for (const game of games) {
        it(`${game}: every post parses as balanced, standard phpBB BBCode`, () => {
            const run = mafia(['run', game, '--format', 'bbcode']);
            expect(run.stderr).toBe('');
            expect(run.code).toBe(0);
            const json = JSON.parse(mafia(['run', game, '--format', 'json']).stdout) as { phases: Array<{ events: Array<{ public: boolean; to?: string[]; text: string; kind: string; subject?: string }> }> };
            const parts = blocks(run.stdout);
            const publicPosts = parts.filter((p) => p.label.endsWith('публичный пост'));
            expect(publicPosts).toHaveLength(json.phases.length);
            for (const part of parts) {
                const tree = parse(part.body) as Node[];
                walk(tree, (n) => {
                    expect(PHPBB_TAGS, `${part.label}: [${n.tag}]`).toContain(n.tag);
                    if (n.tag !== '*') expect(n.end, `${part.label}: [${n.tag}] is closed`).toBeDefined();
                });
            }
            // Each phase is its public post and the PM blocks after it; each private message is in its recipient's block.
            const phases: Array<typeof parts> = [];
            for (const part of parts) {
                if (part.label.endsWith('публичный пост')) phases.push([]);
                phases[phases.length - 1].push(part);
            }
            json.phases.forEach((phase, k) => {
                for (const e of phase.events.filter((x) => !x.public && x.text)) {
                    for (const to of e.to ?? []) {
                        // `to: ['host']`: the host's own notes (a hidden weight's real count), his block.
                        const block = phases[k].find((p) => p.label.endsWith(to === 'host' ? 'для ведущего' : `ЛС — ${to}`));
                        expect(block, `a PM block for ${to}`).toBeDefined();
                        expect(text(parse(block!.body) as Node[])).toContain(e.text);
                    }
                }
            });
        });
    }

    it('seed 000: the binding part of a post is the orange «Комментарий», the tally names the voters', () => {
        const run = mafia(['run', 'examples/seed-000/game-law-wins.mafia', '--format', 'bbcode']);
        const first = blocks(run.stdout).find((p) => p.label.endsWith('публичный пост'))!;
        const tree = parse(first.body) as Node[];
        const orange: string[] = [];
        walk(tree, (n) => { if (n.tag === 'color' && Object.values(n.attrs).includes('orange')) orange.push(text(n.content)); });
        expect(text(tree)).toContain('Комментарий:');
        // seed-000/game-law-wins.mafia, day 1: Боря, Вера and Гоша vote against Даша; she is executed.
        expect(orange.some((t) => t.startsWith('Даша: 4 голоса') && t.includes('Боря, Вера, Гоша'))).toBe(true);
        expect(orange).toContain('Даша подвергается экзекуции.');
    });

    it('seed 003: the signed tally shows who voted for and against', () => {
        const run = mafia(['run', 'examples/seed-003/game-town-wins.mafia', '--format', 'bbcode']);
        const day = blocks(run.stdout).filter((p) => p.label.endsWith('публичный пост'))[1];
        const tree = parse(day.body) as Node[];
        // No orange block: seed 003 has no binding part.
        walk(tree, (n) => expect(n.tag).not.toBe('color'));
        expect(text(tree)).toMatch(/Аня: -7 голосов \(/);
    });

    it('a player named like a tag stays text', () => {
        // phpBB has no escape: a nickname «[color=red]Аня» must not open a tag in the host's post.
        const source = JSON.parse(readFileSync(join(repoRoot, 'examples/seed-002/game-town-wins.json'), 'utf8')) as { ruleset: string };
        const text = JSON.stringify({ ...source, ruleset: join(repoRoot, 'examples/seed-002', source.ruleset) }).replace(/"Аня"/g, '"[color=red]Аня"');
        const dir = mkdtempSync(join(tmpdir(), 'mafia-posts-'));
        writeFileSync(join(dir, 'game.json'), text);
        const run = mafia(['run', join(dir, 'game.json'), '--format', 'bbcode']);
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toContain('Аня');
        for (const part of blocks(run.stdout)) walk(parse(part.body) as Node[], (n) => expect(n.tag).not.toBe('color'));
        // The separator lines between the posts name the player too: pasted whole, nothing opens a tag.
        expect(run.stdout).toMatch(/──── .*ЛС — \[\u200Bcolor=red\]Аня ────/);
        walk(parse(run.stdout) as Node[], (n) => expect(n.tag).not.toBe('color'));
    });
});

describe('mafia run --format markdown', () => {
    for (const game of games) {
        it(`${game}: one public post per phase, no BBCode`, () => {
            const run = mafia(['run', game, '--format', 'markdown']);
            expect(run.code).toBe(0);
            const json = JSON.parse(mafia(['run', game, '--format', 'json']).stdout) as { phases: unknown[] };
            const parts = blocks(run.stdout);
            expect(parts.filter((p) => p.label.endsWith('публичный пост'))).toHaveLength(json.phases.length);
            expect(run.stdout).not.toMatch(/\[\/?(b|color|list|size)\b/);
            expect(run.stdout).toMatch(/^## /m);
        });
    }
});
