import type { LangiumDocument, LangiumDocuments, MaybePromise } from 'langium';
import type { CodeLensProvider, LangiumServices } from 'langium/lsp';
import type { CodeLens, CodeLensParams } from 'vscode-languageserver';
import { say } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';
import { isGameScript } from '../generated/ast.js';
import { gamePhaseIndex, phaseCycle, ruleSetRoots } from './mafia-declarations.js';
import { RUN_PHASE_PREVIEW_COMMAND, type RunPhaseArgs } from './mafia-run-protocol.js';

export { RUN_PHASE_PREVIEW_COMMAND, type RunPhaseArgs };

/** The client command that starts the debugger stopped where a phase begins (extension/debug-adapter.ts). */
export const DEBUG_PHASE_COMMAND = 'mafia.debugPhase';

/**
 * Over each phase of a game script: "▶ Run phase N (night 1)", opening the preview on that phase,
 * and "Debug phase N", starting the debugger stopped where that phase begins.
 */
export class MafiaCodeLensProvider implements CodeLensProvider {
    private readonly documents: LangiumDocuments;

    constructor(services: LangiumServices) {
        this.documents = services.shared.workspace.LangiumDocuments;
    }

    provideCodeLens(document: LangiumDocument, _params: CodeLensParams): MaybePromise<CodeLens[]> {
        const root = document.parseResult.value;
        if (!isGameScript(root)) return [];
        const cycle = phaseCycle(ruleSetRoots(document, this.documents));
        const uri = document.uri.toString();
        // The editor's choice (setting, locale), else the rule set's language (language/l10n/message-lang.ts).
        const lang = messageLang(root);
        return root.phases.flatMap((phase, position) => {
            if (!phase.$cstNode || !phase.kind) return [];
            const index = gamePhaseIndex(cycle, phase.kind.ref, phase.number) ?? position + 1;
            const kind = (phase.kind.ref?.name ?? phase.kind.$refText).toLowerCase();
            const args: RunPhaseArgs = { uri, index, kind, number: phase.number };
            // The phase's display name («День»), as the preview and `mafia status` name it; else its identifier.
            const shown = phase.kind.ref?.title ?? phase.kind.$refText;
            const start = phase.$cstNode.range.start;
            return [{
                range: { start, end: start },
                command: { title: say(lang, 'lens.run', { index, kind: shown, number: phase.number }), command: RUN_PHASE_PREVIEW_COMMAND, arguments: [args] },
            }, {
                range: { start, end: start },
                command: { title: say(lang, 'debug.lens', { index, kind: shown, number: phase.number }), command: DEBUG_PHASE_COMMAND, arguments: [args] },
            }];
        });
    }
}
