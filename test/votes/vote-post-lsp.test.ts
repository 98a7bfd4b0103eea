// The editor knows the vote-post rules: hover inside `post { … }` says them in words (in the rule
// set's language), completion offers the clauses and, after `colour`, the colours the reader knows.
import { clearDocuments, expectCompletion } from 'langium/test';
import type { CompletionList } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { at, createKit, RULES_URI, SEED_002 } from '../lsp/lsp-kit.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

const kit = createKit();
const complete = expectCompletion(kit.Mafia);
afterEach(async () => { await kit.clear(); });

async function hoverAt(text: string): Promise<string> {
    const { text: clean, offset } = at(text);
    const doc = await kit.parse(clean, { documentUri: RULES_URI });
    const result = await kit.Mafia.lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri: RULES_URI }, position: doc.textDocument.positionAt(offset) });
    await clearDocuments(kit.services.shared, [doc]);
    return (result?.contents as { value: string } | undefined)?.value ?? '';
}

async function labelsAt(text: string): Promise<string[]> {
    let labels: string[] = [];
    await complete({ text, index: 0, parseOptions: { documentUri: RULES_URI }, disposeAfterCheck: true, assert: (list: CompletionList) => { labels = list.items.map((i) => i.label); } });
    return labels;
}

describe('vote-post rules in the editor', () => {
    it('hover on seed 002\'s post rules tells them in Russian: phrase, red against, argued, the first vote counts, host decides', async () => {
        // The kit asks for English (lsp-kit.ts); with no choice, a Russian rule set's hover is Russian.
        const before = setMessageLanguage({ explicit: null });
        const value = await hoverAt(SEED_002.replace('colour red against  argued', 'colour red against  argu|ed')).finally(() => setMessageLanguage(before));
        expect(value).toContain('**Как пишется голос в теме** — «мой голос – ник жертвы»');
        expect(value).toContain('голос начинается словами «Мой голос»');
        expect(value).toContain('ник цветом «красный» — голос против');
        expect(value).toContain('хотя бы 3 слова');
        expect(value).toContain('засчитывается первый голос');
        expect(value).toContain('ведущий может принять или отклонить голос');
    });

    it('completion offers the post clauses and the colours', async () => {
        const base = SEED_002.replace(/ {4}post "мой голос – ник жертвы" \{[^}]*\} \}[^\n]*/, '    post { <|> } }');
        expect(await labelsAt(base)).toEqual(expect.arrayContaining(['phrase', 'colour', 'argued', 'tag', 'quotes', 'host']));
        const colours = await labelsAt(base.replace('post { <|> }', 'post { colour <|> }'));
        expect(colours).toEqual(expect.arrayContaining(['red', 'blue', 'green']));
    });
});
