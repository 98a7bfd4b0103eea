// The Run Phase Preview page speaks the run's language (`response.lang`): its labels («Публичный
// пост», «Кому: Боря», жив/мёртв, «Победа»), the words of the result and the HTML shell. The page's
// script is rendered with a minimal DOM that records text and the attributes a reader sees.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../engine/run.js';
import type { GameInput } from '../../engine/model/game-input.js';
import { previewHtml } from '../../extension/preview-html.js';
import { renderView } from '../../extension/webview/preview-view.js';
import type { RunGameResponse } from '../../extension/preview-protocol.js';
import { compiledRules } from '../engine/compile.js';
import { foreignCyrillic, foreignLatin, keywords, ownWords } from './words.js';
import { readFileSync } from 'node:fs';

interface FakeNode { text?: string; attrs: Record<string, string>; children: FakeNode[] }

function installFakeDocument(): void {
    const element = (): FakeNode & Record<string, unknown> => {
        const node: FakeNode & Record<string, unknown> = {
            attrs: {}, children: [], className: '', value: '',
            setAttribute(name: string, value: string) { node.attrs[name] = value; },
            addEventListener() { /* inert */ },
            appendChild(child: FakeNode) { node.children.push(child); return child; },
            replaceChildren() { node.children = []; },
        };
        return node;
    };
    (globalThis as { document?: unknown }).document = {
        createElement: element,
        createTextNode: (text: string) => ({ text, attrs: {}, children: [] }),
    };
}

/** What a reader sees: the text, and the titles and labels of controls. */
function visible(node: FakeNode): string {
    const own = [node.text ?? '', node.attrs.title ?? '', node.attrs['aria-label'] ?? ''].filter(Boolean);
    return [...own, ...node.children.map(visible)].join(' ');
}

const GAME = 'examples/seed-002/game-town-wins.json';

async function page(lang: 'ru' | 'en'): Promise<string> {
    installFakeDocument();
    const rs = await compiledRules('examples/seed-002/rules.mafia');
    const game = JSON.parse(readFileSync(GAME, 'utf8')) as GameInput;
    // Bad orders too: the rejected list is on the page.
    game.phases![1].actions!.push({ actor: 'Аня', ability: 'Телепортация', targets: ['Боря'] });
    const result = runGame(rs, game, { trace: true, lang });
    const response: RunGameResponse = { ok: true, result, deal: result.deal!, seed: result.seed, rulesUri: 'file:///rules.mafia', lang };
    let text = '';
    for (let phase = 0; phase < result.phases.length; phase++) {
        const root = renderView({ fileName: 'game-town-wins.mafia', response, phase, step: 0, busy: false }, {
            goToPhase: () => undefined, goToStep: () => undefined, reveal: () => undefined, rerun: () => undefined, copy: () => undefined, rerender: () => undefined,
        }) as unknown as FakeNode;
        text += visible(root) + '\n';
    }
    return text;
}

describe('the preview page speaks the run\'s language', () => {
    // The bad order's ability is the game's own word; key names in tooltips stay as keyboards write them.
    const own = new Set([...ownWords('examples/seed-002/rules.mafia', GAME), 'телепортация']);
    // BBCode is the forum markup's own name (the copy buttons' format), not a word to translate.
    const keys = new Set([...keywords(), 'PageUp', 'PageDown', 'Enter', 'BBCode']);

    it('Russian: labels and words in Russian, no English word of the tool\'s own', async () => {
        const text = await page('ru');
        expect(text).toContain('Публичный пост');
        expect(text).toContain('Кому: Аня');
        expect(text).toContain('жив');
        expect(text).toContain("неизвестная способность 'Телепортация'");
        expect(foreignLatin(text, own, keys)).toEqual([]);
        const html = previewHtml({ cspSource: 'x', nonce: 'QUJDREVGR0hJSktMTU5PUA==', scriptUri: 'a.js', styleUri: 'a.css', lang: 'ru' });
        expect(html).toContain('<html lang="ru">');
        expect(html).toContain('Игра разыгрывается…');
    });

    it('English: labels and words in English, no Russian word but the rule set\'s own', async () => {
        const text = await page('en');
        expect(text).toContain('Public post');
        expect(text).toContain('To Аня');
        expect(text).toContain("unknown ability 'Телепортация'");
        expect(foreignCyrillic(text, own)).toEqual([]);
    });
});
