// Validation speed: a generated 20,000-line rule set, validated against bare parsing of the same
// text (aim: the checks cost at most 2x parsing), and the largest seed rule set.
// Run: node --import ./scripts/polyfill.mjs --import tsx bench/validation.bench.ts
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { EmptyFileSystem, URI, type LangiumDocument } from 'langium';
import { NodeFileSystem } from 'langium/node';
import { createMafiaServices } from '../language/mafia-module.js';
import { loadWorkspace } from '../language/cli/workspace.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A rule set of about `lines` lines: blocks of factions, roles, abilities, stages, statuses, resources. */
export function generateRuleSet(lines: number): string {
    const out = ['ruleset Нагрузка "Нагрузочный набор"', 'setup { players 4..400  start day }', 'phase day "День"', 'phase night "Ночь"'];
    const blocks = Math.ceil(lines / 44);
    for (let k = 0; k < blocks; k++) {
        const next = (k + 1) % blocks;
        out.push(
            `stage Ст${k} "Стадия ${k}" simultaneous`,
            `status Метка${k} "Метка ${k}" { blocks marked * }`,
            `resource Очки${k} "Очки ${k}" per player = 0 { min 0  max 5 }`,
            `faction Ф${k} "Фракция ${k}" {`,
            `    wins when none alive(Ф${next}) and any alive(Ф${k})`,
            `    knows Ф${k}`,
            '}',
            `role Р${k}а "Роль ${k}а" : Ф${k} {`,
            '    hp 2',
            `    ability Выстрел${k} "Выстрел ${k}" marked * {`,
            '        at night',
            `        stage Ст${k}`,
            '        target one player alive other',
            '        limit once per night, not same target twice in a row',
            '        chance 75%',
            `        effect { kill target  add 1 to Очки${k} of self }`,
            '    }',
            `    ability Метить${k} "Метить ${k}" {`,
            '        at day',
            `        stage Ст${k}`,
            '        target one player alive',
            '        limit once per game',
            `        effect if target has Метка${k} then learn role of target else give target status Метка${k} next phase`,
            '    }',
            `    trigger Месть${k} "Месть ${k}" on death {`,
            '        effect learn role of first alive to self',
            '    }',
            '}',
            `role Р${k}б "Роль ${k}б" : Ф${k} {`,
            `    appears as Р${k}а to Метить${k}`,
            `    ability Лечение${k} "Лечение ${k}" {`,
            '        at night',
            `        stage Ст${k}`,
            '        target one player alive other',
            '        limit not same target twice in a row',
            `        effect protect target from kills by Выстрел${k}`,
            '    }',
            `    ability Проверка${k} "Проверка ${k}" {`,
            '        at night',
            `        stage Ст${k}`,
            '        target one player alive other',
            `        effect learn role of target unless self has Метка${k}`,
            '    }',
            '}',
        );
    }
    return out.join('\n') + '\n';
}

function ms(start: number): number {
    return performance.now() - start;
}

async function generatedFigures(): Promise<void> {
    const text = generateRuleSet(20_000);
    const lineCount = text.split('\n').length - 1;
    const { Mafia, shared } = createMafiaServices(EmptyFileSystem);
    const factory = shared.workspace.LangiumDocumentFactory;
    const builder = shared.workspace.DocumentBuilder;

    // Warm up the parser, linker and checks once on a smaller text, as an editor session would be.
    const warm = factory.fromString(generateRuleSet(2_000), URI.parse('memory:///warm.mafia'));
    shared.workspace.LangiumDocuments.addDocument(warm);
    await builder.build([warm], { validation: true });

    let start = performance.now();
    const parsed = Mafia.parser.LangiumParser.parse(text);
    const parse = ms(start);
    if (parsed.parserErrors.length > 0 || parsed.lexerErrors.length > 0) {
        throw new Error(`generated rule set does not parse: ${parsed.parserErrors[0]?.message ?? parsed.lexerErrors[0]?.message}`);
    }

    start = performance.now();
    const document = factory.fromString(text, URI.parse('memory:///generated.mafia'));
    shared.workspace.LangiumDocuments.addDocument(document);
    await builder.build([document], { validation: false });
    const parseAndLink = ms(start);

    start = performance.now();
    const diagnostics = await Mafia.validation.DocumentValidator.validateDocument(document);
    const validate = ms(start);

    const errors = diagnostics.filter((d) => d.severity === 1).length;
    console.log(`generated rule set: ${lineCount} lines, ${diagnostics.length} diagnostic(s) (${errors} error(s))`);
    console.log(`  bare parse:            ${parse.toFixed(0)} ms`);
    console.log(`  parse + index + link:  ${parseAndLink.toFixed(0)} ms`);
    console.log(`  validation (all checks): ${validate.toFixed(0)} ms  = ${(validate / parse).toFixed(2)}x bare parse (aim <= 2x)`);
    console.log(`  whole check (parse + link + validate): ${(parseAndLink + validate).toFixed(0)} ms = ${((parseAndLink + validate) / parse).toFixed(2)}x bare parse`);
}

async function largestSeed(): Promise<void> {
    const seeds = readdirSync(join(root, 'examples'))
        .filter((d) => d.startsWith('seed-'))
        .map((d) => join(root, 'examples', d, 'rules.mafia'))
        .filter((f) => { try { return statSync(f).isFile(); } catch { return false; } })
        .sort((a, b) => statSync(b).size - statSync(a).size);
    if (seeds.length === 0) { console.log('no seed rule sets found'); return; }
    const file = seeds[0];
    const lines = readFileSync(file, 'utf8').split('\n').length;
    const services = createMafiaServices(NodeFileSystem).Mafia;
    let start = performance.now();
    const { documents } = await loadWorkspace([file], services);
    const total = ms(start);
    const document = documents[0] as LangiumDocument;
    start = performance.now();
    await services.validation.DocumentValidator.validateDocument(document);
    const validate = ms(start);
    console.log(`largest seed ${file.slice(root.length)} (${lines} lines): load + parse + link + validate ${total.toFixed(0)} ms (first run, cold); validation alone ${validate.toFixed(0)} ms`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
    await generatedFigures();
    await largestSeed();
}
