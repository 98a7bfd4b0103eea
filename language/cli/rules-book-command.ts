// `mafia rules-book RULESET [--format bbcode|markdown|html|text] [--lang ru|en]`: the rules post
// generated from the rule set (language/posts/rules-book.ts), ready to paste (html: a whole page).
import { isLang } from '../../engine/l10n/lang.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import { render, type MarkupFormat } from '../../engine/posts/markup.js';
import { rulesBook } from '../posts/rules-book.js';
import { rulesBookPage } from '../posts/rules-book-page.js';
import { loadRuleSet } from './load-rule-set.js';

export interface RulesBookOptions { format?: MarkupFormat; lang?: string }

export async function rulesBookCommand(file: string, opts: RulesBookOptions, out: (s: string) => void): Promise<number> {
    const { root, documents, compiled } = await loadRuleSet(file, isLang(opts.lang) ? opts.lang : undefined);
    const lang = isLang(opts.lang) ? opts.lang : ruleSetLang(compiled);
    const blocks = rulesBook(root, documents, lang);
    const format = opts.format ?? 'bbcode';
    out(format === 'html' ? rulesBookPage(root.title ?? root.name, render(blocks, 'html'), lang) : render(blocks, format));
    return 0;
}
