// `mafia rules-book`: for each seed rule set, every role, ability (options and triggers included)
// and faction the AST declares appears in the rules post, in each format; the BBCode parses as
// balanced standard phpBB tags; the HTML page escapes and runs no script; `--lang en` speaks English.
import { parse } from '@bbob/parser';
import { AstUtils } from 'langium';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ast from '../../language/generated/ast.js';
import { loadWorkspace } from '../../language/cli/workspace.js';
import { mafia, repoRoot } from '../cli/run-cli.js';

const seeds = ['seed-000', 'seed-002', 'seed-003'];

interface Declared { kind: string; title: string }

async function declared(seed: string): Promise<Declared[]> {
    const { documents } = await loadWorkspace([join(repoRoot, 'examples', seed, 'rules.mafia')]);
    const out: Declared[] = [];
    for (const node of AstUtils.streamAst(documents[0].parseResult.value)) {
        if (ast.isRole(node) || ast.isFaction(node) || ast.isAbility(node) || ast.isOptionDecl(node) || ast.isTrigger(node)) {
            out.push({ kind: node.$type, title: node.title ?? node.name });
        }
    }
    return out;
}

interface TagNode { tag: string; content: Array<string | TagNode>; end?: unknown }

describe('mafia rules-book', () => {
    for (const seed of seeds) {
        it(`${seed}: every role, ability and faction of the AST is in the book (bbcode, markdown, html)`, async () => {
            const names = await declared(seed);
            expect(names.filter((n) => n.kind === 'Role').length).toBeGreaterThan(10);
            const file = `examples/${seed}/rules.mafia`;
            const bb = mafia(['rules-book', file, '--format', 'bbcode']);
            expect(bb.code, bb.stderr).toBe(0);
            const md = mafia(['rules-book', file, '--format', 'markdown']);
            const html = mafia(['rules-book', file, '--format', 'html']);
            const plainMd = md.stdout.replace(/\\(.)/g, '$1');
            const plainHtml = html.stdout.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
            const missing = names.filter((n) => !bb.stdout.includes(n.title) || !plainMd.includes(n.title) || !plainHtml.includes(n.title));
            expect(missing).toEqual([]);
            // The BBCode: balanced, standard tags only.
            const walk = (nodes: Array<string | TagNode>): void => {
                for (const n of nodes) {
                    if (typeof n === 'string' || !n) continue;
                    expect(['b', 'i', 'size', 'list', '*', 'color']).toContain(n.tag);
                    if (n.tag !== '*') expect(n.end).toBeDefined();
                    walk(n.content ?? []);
                }
            };
            walk(parse(bb.stdout) as Array<string | TagNode>);
            expect(html.stdout).toMatch(/^<!DOCTYPE html>/);
            expect(html.stdout).not.toMatch(/<script/i);
        });
    }

    it('seed 002: the book says what an ability does, its limits and the voting rules, in Russian', () => {
        const run = mafia(['rules-book', 'examples/seed-002/rules.mafia', '--format', 'text']);
        expect(run.code).toBe(0);
        // Комиссар's check: at night, one other living player, learns the role.
        expect(run.stdout).toMatch(/Проверка — Фаза: Ночь; цель: 1 игрок \(живой, не себя\); 1 раз за ночь\. Узнаёт роль: цель \(узнают: живые игроки с ролями «Комиссар» и «Сержант»\) \(не действует, если сам игрок погиб от способности «Выстрел» в этой фазе/);
        expect(run.stdout).toContain('Порядок резолва');
        expect(run.stdout).toContain('при равенстве — тот, кто первым набрал максимум');
        // How a vote is written in the thread: the `post { … }` rules.
        expect(run.stdout).toContain('голос пишется в теме так: «мой голос – ник жертвы»; в нём обязательно «Мой голос»; ник голоса против выделен красным; голос должен быть аргументирован; принять ли голос, решает ведущий.');
        expect(run.stdout).toContain('Расклад');
    });

    it('the game frame: reveal on death, draws, win checks, winners and order changes as the setup says', () => {
        const book = (seed: string, lang = 'ru') => mafia(['rules-book', `examples/${seed}/rules.mafia`, '--format', 'markdown', '--lang', lang]).stdout;
        const s003 = book('seed-003');
        expect(s003).toContain('Роли погибших раскрываются, пока верно: число живых игроков больше 10');
        expect(s003).toContain('Ничья, когда число живых игроков равно 0');
        expect(s003).toContain('Победа проверяется после каждой фазы');
        const s000 = book('seed-000');
        expect(s000).toContain('Ничья, если положение в игре повторилось');
        expect(s000).toContain('Побеждают только живые игроки победившей стороны');
        expect(book('seed-002')).toContain('Заявку на ход можно изменить 1 раз за игру');
        expect(book('seed-002', 'en')).toContain('An order may be changed 1 time per game');
        expect(book('seed-003', 'en')).toContain('The roles of the dead are revealed while this holds: the number of living players is more than 10');
    });

    it('--lang en: the same book in English', () => {
        const run = mafia(['rules-book', 'examples/seed-002/rules.mafia', '--format', 'text', '--lang', 'en']);
        expect(run.code).toBe(0);
        expect(run.stdout).toContain('Resolution order');
        expect(run.stdout).toContain('the nickname in red for a vote against; a vote must be argued');
        expect(run.stdout).toMatch(/Проверка — Phase: Ночь; target: one player \(alive, not themselves\); once per night\. Learns the role: the target \(told to: living players with roles Комиссар or Сержант\) \(not if the player was killed by Выстрел this phase/);
        expect(run.stdout).not.toContain('Порядок резолва');
    });

    it('bad input: a missing file is exit 2, a rule set with errors exit 1', () => {
        expect(mafia(['rules-book', 'examples/nope.mafia']).code).toBe(2);
        const bad = mafia(['rules-book', 'examples/diagnostics/unknown-reference.mafia']);
        expect(bad.code).toBe(1);
        expect(bad.stderr).toContain('unknown-reference');
    });
});
