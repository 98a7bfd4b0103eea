// Which language the checker and the language server speak. One choice per process, by strength:
// an explicit one (`--lang` on the command line, the `mafia.language` editor setting) > the editor's
// display language (the LSP client's `locale`) > the document's own language (document-lang.ts).
// The explicit setting wins over the locale: a host who asks for English diagnostics in a Russian
// VS Code gets English; with no setting, VS Code's display language decides over the rule set's.
import type { AstNode } from 'langium';
import type { Lang } from '../../engine/l10n/lang.js';
import { langOfNode } from './document-lang.js';

const preference: { explicit: Lang | null; locale: Lang | null } = { explicit: null, locale: null };

/** Sets what the user asked for (null = not given); returns the previous choice (tests restore it). */
export function setMessageLanguage(choice: { explicit?: Lang | null; locale?: Lang | null }): { explicit: Lang | null; locale: Lang | null } {
    const before = { ...preference };
    if (choice.explicit !== undefined) preference.explicit = choice.explicit;
    if (choice.locale !== undefined) preference.locale = choice.locale;
    return before;
}

/** The language of the messages about `node` (or, with no node, of the user's choice, else Russian). */
export function messageLang(node?: AstNode): Lang {
    return preference.explicit ?? preference.locale ?? (node ? langOfNode(node) : 'ru');
}

/** What the user asked for, explicit or the editor's locale; null = the rule set decides (the engine's default). */
export function chosenLang(): Lang | null {
    return preference.explicit ?? preference.locale;
}
