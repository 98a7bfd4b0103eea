// `mafia/rulesBook`: the rules book of a rule set (or of a game script's rule set) as blocks, for the
// editor's "Mafia: Preview Rules Book" webview; the same builder as `mafia rules-book`.
import { URI } from 'langium';
import type { Connection } from 'vscode-languageserver';
import * as ast from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { rulesBook } from '../posts/rules-book.js';
import type { MafiaServices } from '../services.js';
import { resolveImport } from '../scoping/imports.js';
import { RULES_BOOK_REQUEST, type RulesBookParams, type RulesBookResponse } from './mafia-run-protocol.js';
import { ruleSetLanguage } from './posts-context.js';

export function registerRulesBookRequest(connection: Connection, services: MafiaServices): void {
    connection.onRequest(RULES_BOOK_REQUEST, (params: RulesBookParams) => rulesBookRequest(services, params));
}

/** Never throws: a failure is an `ok: false` answer with a message. */
export async function rulesBookRequest(services: MafiaServices, params: RulesBookParams): Promise<RulesBookResponse> {
    try {
        await services.shared.workspace.WorkspaceLock.read(() => undefined);
        const documents = services.shared.workspace.LangiumDocuments;
        let document = await documents.getOrCreateDocument(URI.parse(params.uri));
        let root = document.parseResult.value;
        if (ast.isGameScript(root)) {
            if (!root.ruleset) return { ok: false, error: 'The game script names no rule set.' };
            document = await documents.getOrCreateDocument(resolveImport(document.uri, root.ruleset));
            root = document.parseResult.value;
        }
        if (!ast.isRuleSet(root)) return { ok: false, error: 'Open a rule set (`ruleset …`) to preview its rules book.' };
        await services.shared.workspace.DocumentBuilder.build([document], { validation: false });
        const lang = params.lang ?? ruleSetLanguage(collectRuleModel(root, documents));
        return { ok: true, title: root.title ?? root.name, lang, blocks: rulesBook(root, documents, lang), rulesUri: document.uri.toString() };
    } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
}
