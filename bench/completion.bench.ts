// Completion speed on a huge rule set: a generated 5,000-line one (bench/validation.bench.ts), completion
// asked at the end of the file, after `stage ` and after `effect ` deep inside it. Each request used to
// re-parse the text before the cursor three times and rebuild the declaration snippets once per keyword
// (about 2 s a request); now it parses from the declaration around the cursor (tens of ms).
// Run: node --import ./scripts/polyfill.mjs --import tsx bench/completion.bench.ts
import { performance } from 'node:perf_hooks';
import { EmptyFileSystem } from 'langium';
import { parseHelper } from 'langium/test';
import { createMafiaServices } from '../language/mafia-module.js';
import type { Document } from '../language/generated/ast.js';
import { generateRuleSet } from './validation.bench.js';

const services = createMafiaServices(EmptyFileSystem);
const text = generateRuleSet(5000);
const uri = 'file:///bench/rules.mafia';
const document = await parseHelper<Document>(services.Mafia)(text, { documentUri: uri, validation: true });
const spots: Record<string, number> = {
    'end of file': text.length,
    'after `stage `': text.lastIndexOf('        stage Ст') + '        stage '.length,
    'after `effect `': text.lastIndexOf('effect { kill') + 'effect '.length,
};
console.log(`completion on a ${text.split('\n').length}-line rule set (median of 9 requests after 1 warm-up)`);
for (const [name, offset] of Object.entries(spots)) {
    const position = document.textDocument.positionAt(offset);
    const times: number[] = [];
    let items = 0;
    for (let i = 0; i < 10; i++) {
        const start = performance.now();
        const list = await services.Mafia.lsp.CompletionProvider!.getCompletion(document, { textDocument: { uri }, position });
        if (i > 0) times.push(performance.now() - start);
        items = list?.items.length ?? 0;
    }
    times.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(18)} ${times[4].toFixed(1).padStart(7)} ms  (${items} items)`);
}
