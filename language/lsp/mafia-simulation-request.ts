// `mafia/simulationCode`: a rule set compiled for the balance simulation, as the generator's factory
// code (the text `mafia simulate` hands its worker threads): the playground plays the games in a web
// worker of its own (web/src/sim.worker.ts), so the language server keeps answering meanwhile.
import { AstUtils, URI, type AstNode } from 'langium';
import type { Connection } from 'vscode-languageserver';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import * as ast from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { generateFactory } from '../generator/ruleset-generator.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { chosenLang } from '../l10n/message-lang.js';
import type { MafiaServices } from '../services.js';

export const SIMULATION_CODE_REQUEST = 'mafia/simulationCode';

export interface SimulationCodeParams { uri: string }

export type SimulationCodeResponse =
    | { ok: true; factory: string; title: string; lang: Lang }
    | { ok: false; error: string };

export function registerSimulationCodeRequest(connection: Connection, services: MafiaServices): void {
    connection.onRequest(SIMULATION_CODE_REQUEST, (params: SimulationCodeParams) => simulationCode(services, params));
}

/** Never throws: a rule set with errors (or no rule set) is an `ok: false` answer. */
export async function simulationCode(services: MafiaServices, params: SimulationCodeParams): Promise<SimulationCodeResponse> {
    try {
        await services.shared.workspace.WorkspaceLock.read(() => undefined);
        const documents = services.shared.workspace.LangiumDocuments;
        const document = await documents.getOrCreateDocument(URI.parse(params.uri));
        const root = document.parseResult.value;
        const lang = chosenLang() ?? langOfRoot(root);
        if (!ast.isRuleSet(root)) return { ok: false, error: say(lang, 'web.sim.notRules') };
        await services.shared.workspace.DocumentBuilder.build([document], { validation: true });
        const errors = (document.diagnostics ?? []).filter((d) => d.severity === 1).length;
        if (errors > 0) return { ok: false, error: say(lang, 'cli.simulate.errors', { n: errors }) };
        const fileName = (node: AstNode): string => {
            try { return AstUtils.getDocument(node).uri.path.split('/').pop() ?? ''; } catch { return ''; }
        };
        const { text } = generateFactory(collectRuleModel(root, documents), { fileName });
        return { ok: true, factory: text, title: root.title ?? root.name, lang };
    } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
}
