// User text never reaches generated code unescaped: names and messages with quotes, backticks,
// `${}`, `*/`, line breaks, U+2028 and `</script>` stay data. The generated code is loaded in a
// `vm` context that records any side effect, and must give the names back unchanged.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { EmptyFileSystem } from 'langium';
import { clearDocuments, parseHelper } from 'langium/test';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import type { RuleSet } from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { collectRuleModel } from '../../language/generator/rule-model.js';
import { generateFactory, generateModule } from '../../language/generator/ruleset-generator.js';
import { commentText, lit } from '../../language/generator/string-literal.js';
import * as runtime from '../../engine/index.js';

const repoRoot = join(import.meta.dirname, '..', '..');
const services = createMafiaServices(EmptyFileSystem);
const parse = parseHelper<RuleSet>(services.Mafia);
afterEach(() => clearDocuments(services.shared));

// Each would break out of a string, a template or a comment, or end a <script>, if spliced raw.
const HOSTILE = [
    'quote " and \' end',
    'back`tick`',
    '${globalThis.pwned = "template"}',
    '*/ globalThis.pwned = "comment"; /*',
    'line\nbreak',
    'para\u2028graph\u2029',
    '</script><script>globalThis.pwned = "html"</script>',
    '"+(globalThis.pwned="concat")+"',
    '\\"); globalThis.pwned = "escape"; ("',
];

/** The DSL spelling of a string (the STRING terminal: backslash escapes; raw line breaks allowed). */
const dsl = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function hostileRuleSet(): string {
    return [
        `ruleset Опасный ${dsl(HOSTILE[3])}`,
        'phase night "Ночь"',
        ...HOSTILE.map((h, i) => `message m${i} ${dsl(h)}`),
        `faction Город ${dsl(HOSTILE[0])} { wins when none alive(Зло) }`,
        `faction Зло ${dsl(HOSTILE[6])} { wins when none alive(Город) }`,
        ...HOSTILE.map((h, i) => `role R${i} ${dsl(h)} alias ${dsl(h + '!')} : ${i % 2 ? 'Зло' : 'Город'} {
            ability A${i} ${dsl(h)} { at night target one player alive other effect { announce ${dsl(h)} tell target ${dsl(h)} kill target } }
        }`),
    ].join('\n');
}

describe('the string-literal encoder', () => {
    it.each(HOSTILE)('%j is a JavaScript string literal with the same value', (s) => {
        const code = lit(s);
        expect(code).not.toMatch(/[\n\r\u2028\u2029<>`]/);
        expect(vm.runInNewContext(code)).toBe(s);
    });

    it('comment text cannot close the comment or break the line', () => {
        const text = commentText('a */ b\nc </script>');
        expect(text).not.toContain('*/');
        expect(text).not.toMatch(/[\n<]/);
    });
});

describe('a rule set full of hostile names compiles to inert code', () => {
    it('parses: the names are real display names', async () => {
        const doc = await parse(hostileRuleSet());
        expect(doc.parseResult.parserErrors).toEqual([]);
        expect(doc.parseResult.lexerErrors).toEqual([]);
    });

    it('the generated factory, run in a vm context, only builds data and gives every name back', async () => {
        const doc = await parse(hostileRuleSet());
        const { text } = generateFactory(collectRuleModel(doc.parseResult.value), { fileName: () => HOSTILE[5] + HOSTILE[3] });
        expect(text).not.toContain('</script>');
        expect(text).not.toMatch(/[\u2028\u2029]/);
        const calls: string[] = [];
        // The runtime is a recorder: building the rule set may only intern references.
        const R = new Proxy({}, { get: (_t, name) => (...args: unknown[]) => { calls.push(String(name)); return name === 'refv' ? { ref: args[0] } : undefined; } });
        const sandbox: Record<string, unknown> = { R };
        vm.createContext(sandbox);
        const rs = vm.runInContext(`${text}\ncreateRuleSet(R);`, sandbox) as CompiledRuleSet;
        expect(sandbox.pwned).toBeUndefined();
        expect(new Set(calls)).toEqual(new Set(calls.length ? ['refv'] : []));
        expect(rs.title).toBe(HOSTILE[3]);
        expect(rs.roles.map((r) => r.title)).toEqual(HOSTILE);
        expect(rs.roles.map((r) => r.aliases[0])).toEqual(HOSTILE.map((h) => h + '!'));
        expect(rs.abilities.map((a) => a.title)).toEqual(HOSTILE);
        expect(rs.messages.map((m) => m.text)).toEqual(HOSTILE);
        expect(rs.factions.map((f) => f.title)).toEqual([HOSTILE[0], HOSTILE[6]]);
        expect(rs.roles[0].src.file).toBe(HOSTILE[5] + HOSTILE[3]);
    });

    it('the whole module is valid JavaScript, and playing a game keeps the names as data', async () => {
        const doc = await parse(hostileRuleSet());
        const { text } = generateModule(collectRuleModel(doc.parseResult.value), { fileName: () => 'x.mafia', runtimeImport: './mafia-runtime.mjs', sourceName: HOSTILE[3] + HOSTILE[4] });
        expect(text.split('\n')[0]).toMatch(/^\/\* Engine module generated by `mafia generate` from .* \*\/$/);
        const dir = mkdtempSync(join(tmpdir(), 'mafia-inert-'));
        writeFileSync(join(dir, 'rules.mjs'), text);
        const check = spawnSync(process.execPath, ['--check', join(dir, 'rules.mjs')], { encoding: 'utf8' });
        expect(check.stderr).toBe('');
        expect(check.status).toBe(0);

        // Run the compiled rules for real: the announcements and messages come out verbatim.
        const factory = generateFactory(collectRuleModel(doc.parseResult.value), { fileName: () => 'x.mafia' }).text;
        const sandbox: Record<string, unknown> = { R: runtime };
        vm.createContext(sandbox);
        const rs = vm.runInContext(`${factory}\ncreateRuleSet(R);`, sandbox) as CompiledRuleSet;
        const result = runtime.runGame(rs, {
            players: HOSTILE.map((h, i) => ({ name: `${h}#${i}`, roles: [`R${i}`] })),
            phases: [{ actions: [{ actor: `${HOSTILE[2]}#2`, ability: HOSTILE[2], targets: [`${HOSTILE[6]}#6`] }] }],
        });
        expect(sandbox.pwned).toBeUndefined();
        expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
        const events = result.phases[0].events.filter((e) => !e.deal);
        // (Harm is applied before messages within a batch: see engine/game.ts.)
        expect(events.map((e) => [e.kind, e.text])).toEqual([
            ['death', `Игрок ${HOSTILE[6]}#6 погиб.`],
            ['message', HOSTILE[2]],
            ['message', HOSTILE[2]],
        ]);
        expect(events[2].to).toEqual([`${HOSTILE[6]}#6`]);
    });
});

// The rule set's *file name* is user text too: it reaches the module's comments, its file table
// and its `//# sourceMappingURL=` line. A U+2028 there once ended that comment, and the rest of
// the name ran as code; a `*` made esbuild read the path as a glob (--bundle failed).
describe('hostile rule-set file names stay inert (mafia generate, with and without --bundle)', () => {
    const names = ['x\u2028globalThis.pwned=1;var x={mjs:{}};x', 'a*b', 'y\u2029globalThis.pwned=2;var y={mjs:{}};y', 'z*\u2028globalThis.pwned=3;var z={mjs:{}};z'];
    const seed = readFileSync(join(repoRoot, 'examples', 'seed-002', 'rules.mafia'), 'utf8');
    const game = JSON.parse(readFileSync(join(repoRoot, 'examples', 'seed-002', 'game-town-wins.json'), 'utf8'));

    for (const name of names) {
        for (const bundle of [false, true]) {
            it(`${JSON.stringify(name)}${bundle ? ' --bundle' : ''}: the module imports without side effects and runs a game`, () => {
                const dir = mkdtempSync(join(tmpdir(), 'mafia-name-'));
                writeFileSync(join(dir, `${name}.mafia`), seed);
                const gen = spawnSync(process.execPath, [join(repoRoot, 'bin', 'mafia.cjs'), 'generate', `${name}.mafia`, '-o', 'out', ...(bundle ? ['--bundle'] : [])], { cwd: dir, encoding: 'utf8' });
                expect(gen.stderr).toBe('');
                expect(gen.status).toBe(0);
                const module = pathToFileURL(join(dir, 'out', `${name}.mjs`)).href;
                const script = `import(${JSON.stringify(module)}).then((m) => {
                    const result = m.run(${JSON.stringify(game)});
                    console.log(JSON.stringify({ pwned: globalThis.pwned ?? null, phases: result.phases.length }));
                }, (e) => { console.log(JSON.stringify({ error: String(e) })); })`;
                const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
                expect(run.stderr).toBe('');
                expect(JSON.parse(run.stdout)).toEqual({ pwned: null, phases: 5 });
            });
        }
    }
});
