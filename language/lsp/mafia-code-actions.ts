import type { LangiumDocument, MaybePromise } from 'langium';
import type { CodeActionProvider } from 'langium/lsp';
import { CodeActionKind, type CodeAction, type CodeActionParams, type Command, type Diagnostic } from 'vscode-languageserver';
import { isGameScript } from '../generated/ast.js';
import { IDENTIFIER, quotedName } from '../parser/mafia-names.js';
import type { IssueData } from '../validation/report.js';
import { say } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';

/**
 * Quick fixes. Checks compute their fixes where they find the problem and put them in the
 * diagnostic's `data.fixes`; unknown names (references, members) carry `data.suggestions` (nearest
 * names by edit distance, Cyrillic included), each offered as "Change to ..." over the name.
 */
export class MafiaCodeActionProvider implements CodeActionProvider {
    getCodeActions(document: LangiumDocument, params: CodeActionParams): MaybePromise<Array<Command | CodeAction> | undefined> {
        const actions: CodeAction[] = [];
        for (const diagnostic of params.context.diagnostics) {
            const data = diagnostic.data as Partial<IssueData> | undefined;
            if (!data?.code) continue;
            actions.push(...this.suggestionActions(document, diagnostic, data.suggestions ?? []));
            for (const fix of data.fixes ?? []) {
                actions.push({
                    title: fix.title,
                    kind: CodeActionKind.QuickFix,
                    diagnostics: [diagnostic],
                    isPreferred: actions.length === 0,
                    edit: { changes: { [document.textDocument.uri]: fix.edits } },
                });
            }
        }
        return actions.length > 0 ? actions : undefined;
    }

    private suggestionActions(document: LangiumDocument, diagnostic: Diagnostic, suggestions: readonly string[]): CodeAction[] {
        // Game scripts accept quoted names ("Мирный житель"); rule sets only identifiers.
        const quoting = isGameScript(document.parseResult.value);
        const actions: CodeAction[] = [];
        for (const name of suggestions) {
            const text = IDENTIFIER.test(name) ? name : quoting ? quotedName(name) : undefined;
            if (text === undefined) continue;
            actions.push({
                title: say(messageLang(document.parseResult.value), 'fix.change-to', { name }),
                kind: CodeActionKind.QuickFix,
                diagnostics: [diagnostic],
                isPreferred: actions.length === 0,
                edit: { changes: { [document.textDocument.uri]: [{ range: diagnostic.range, newText: text }] } },
            });
        }
        return actions;
    }
}
