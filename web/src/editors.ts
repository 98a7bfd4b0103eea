// The editor: Monaco (monaco-vscode-api, "classic" mode) with the Mafia language server in a web
// worker behind monaco-languageclient, so every feature of `mafia lsp` (diagnostics, completion,
// hover, definition, rename, formatting, quick fixes, semantic tokens) reaches the page unchanged.
// Two documents, the rule set and the game script, share one editor view (tabs switch models).
import { createModelReference } from '@codingame/monaco-vscode-api/monaco';
import * as monaco from '@codingame/monaco-vscode-editor-api';
import { LanguageClientWrapper } from 'monaco-languageclient/lcwrapper';
import { MonacoVscodeApiWrapper } from 'monaco-languageclient/vscodeApiWrapper';
import type { Lang } from '../../engine/l10n/lang.js';
import { SIMULATION_CODE_REQUEST, type SimulationCodeResponse } from '../../language/lsp/mafia-simulation-request.js';
import { THREAD_VOTES_REQUEST, type ThreadVotesParams, type ThreadVotesResponse } from '../../language/lsp/mafia-votes-request.js';
import { CAN_EVAL_REQUEST, type CanEvalResponse } from '../../language/lsp/eval-check.js';
import { RULES_BOOK_REQUEST, RUN_GAME_REQUEST, type RulesBookResponse, type RunGameParams, type RunGameResponse } from '../../language/lsp/mafia-run-protocol.js';
import { LANGUAGE_ID, languageConfiguration, monarchTokens } from './mafia-language.js';
import { t } from './i18n.js';
import type { FileSlot, WorkFile } from './storage.js';

/** The documents' URIs: one folder, so the script's `rules "rules.mafia"` finds the rule set tab. */
const FOLDER = 'file:///playground/';
export const URIS: Record<FileSlot, string> = { rules: `${FOLDER}rules.mafia`, game: `${FOLDER}game.mafia` };

export interface Editors {
    editor: monaco.editor.IStandaloneCodeEditor;
    models: Record<FileSlot, monaco.editor.ITextModel>;
    show(slot: FileSlot): void;
    /** Shows `line` (1-based) of the document at `path` (a trace entry's file: the URI's path). */
    reveal(path: string, line: number): void;
    run(params: Omit<RunGameParams, 'uri'>): Promise<RunGameResponse>;
    /** The rules book of the rule set tab (`mafia/rulesBook`, as `mafia rules-book` builds it). */
    rulesBook(lang: Lang): Promise<RulesBookResponse>;
    /** The rule set tab compiled for the balance simulation (`mafia/simulationCode`). */
    simulationCode(): Promise<SimulationCodeResponse>;
    /** The day's votes in saved thread pages for the game script tab (`mafia/threadVotes`). */
    threadVotes(pages: ThreadVotesParams['pages']): Promise<ThreadVotesResponse>;
    /** Whether the server may compile rule sets under this site's CSP (`mafia/canEval`). */
    canEval(): Promise<CanEvalResponse>;
    /** The language of the server's diagnostics, hovers and completions (the `mafia.language` setting). */
    setLanguage(lang: Lang): void;
    /** Called with every change of a document's text. */
    onChange(listener: (slot: FileSlot) => void): void;
    /** Called when the editor shows the other document (a tab, a step's rule line, a definition). */
    onShown(listener: (slot: FileSlot) => void): void;
    /** Called each time the language server publishes a document's diagnostics (after each build). */
    onDiagnostics(listener: (slot: FileSlot) => void): void;
}

export async function startEditors(container: HTMLElement, files: Record<FileSlot, WorkFile>, show: FileSlot, lang: Lang): Promise<Editors> {
    let editor: monaco.editor.IStandaloneCodeEditor | undefined;
    const api = new MonacoVscodeApiWrapper({
        $type: 'classic',
        viewsConfig: {
            $type: 'EditorService',
            // Go to definition in the other file: the one editor shows that file at the place.
            openEditorFunc: async (reference, options) => {
                const model = reference.object.textEditorModel;
                if (!editor || !model) return undefined;
                editor.setModel(model);
                const selection = (options as { selection?: { startLineNumber: number; startColumn: number; endLineNumber?: number; endColumn?: number } } | undefined)?.selection;
                if (selection) {
                    const range = new monaco.Range(selection.startLineNumber, selection.startColumn, selection.endLineNumber ?? selection.startLineNumber, selection.endColumn ?? selection.startColumn);
                    editor.setSelection(range);
                    editor.revealRangeInCenter(range);
                }
                editor.focus();
                return editor;
            },
        },
        userConfiguration: {
            json: JSON.stringify({
                'workbench.colorTheme': 'Default Light Modern',
                'editor.semanticHighlighting.enabled': true,
                'editor.wordBasedSuggestions': 'off',
                'editor.lightbulb.enabled': 'on',
            }),
        },
        // Monaco's own worker, created from this site's file: the default factory wraps workers
        // in blob: URLs, which the page's worker-src 'self' refuses.
        monacoWorkerFactory: () => {
            const environment = (self as unknown as { MonacoEnvironment?: monaco.Environment });
            environment.MonacoEnvironment = {
                ...environment.MonacoEnvironment,
                getWorker: (_id: string, label: string) => {
                    if (label === 'editorWorkerService') {
                        return new Worker(new URL('@codingame/monaco-vscode-editor-api/esm/vs/editor/editor.worker.js', import.meta.url), { type: 'module' });
                    }
                    throw new Error(`no worker for ${label}`);
                },
            };
        },
    });
    await api.start();

    monaco.languages.register({ id: LANGUAGE_ID, extensions: ['.mafia'], aliases: ['Mafia Rules', 'mafia'] });
    monaco.languages.setLanguageConfiguration(LANGUAGE_ID, languageConfiguration());
    monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, monarchTokens());

    // Text file models (not bare editor models): monaco-vscode-api's file service owns them, so
    // nothing it does on an edit (dirty state, working copies) looks for a file on a disk.
    const open = async (slot: FileSlot): Promise<monaco.editor.ITextModel> => {
        const reference = await createModelReference(monaco.Uri.parse(URIS[slot]), files[slot].text);
        const model = reference.object.textEditorModel;
        if (!model) throw new Error(`no model for ${URIS[slot]}`);
        return model;
    };
    const models: Record<FileSlot, monaco.editor.ITextModel> = { rules: await open('rules'), game: await open('game') };
    editor = monaco.editor.create(container, {
        model: models[show],
        automaticLayout: true,
        minimap: { enabled: false },
        fontSize: 14,
        tabSize: 4,
        'semanticHighlighting.enabled': true,
        fixedOverflowWidgets: true,
    });

    const diagnosed: Array<(slot: FileSlot) => void> = [];
    const worker = new Worker(new URL('./server.worker.ts', import.meta.url), { type: 'module', name: 'mafia-language-server' });
    const client = new LanguageClientWrapper({
        languageId: LANGUAGE_ID,
        connection: { options: { $type: 'WorkerDirect', worker } },
        clientOptions: {
            documentSelector: [LANGUAGE_ID],
            middleware: {
                handleDiagnostics(uri, diagnostics, next) {
                    next(uri, diagnostics);
                    const slot = (Object.keys(URIS) as FileSlot[]).find((s) => URIS[s] === uri.toString());
                    if (slot) diagnosed.forEach((l) => l(slot));
                },
            },
            // The page's language switch is the server's `mafia.language` setting (language/lsp/message-language-setting.ts).
            initializationOptions: { language: lang },
        },
    });
    await client.start();

    const listeners: Array<(slot: FileSlot) => void> = [];
    for (const slot of ['rules', 'game'] as const) {
        models[slot].onDidChangeContent(() => listeners.forEach((l) => l(slot)));
    }
    const view = editor;
    const slotOf = (path: string): FileSlot => (models.game.uri.path === path ? 'game' : 'rules');
    const shown: Array<(slot: FileSlot) => void> = [];
    // Go to definition across the files sets the other model too: every change of model is told.
    view.onDidChangeModel(() => {
        const slot = view.getModel() === models.game ? 'game' : 'rules';
        shown.forEach((l) => l(slot));
    });
    return {
        editor: view,
        models,
        show(slot) {
            if (view.getModel() !== models[slot]) view.setModel(models[slot]);
        },
        reveal(path, line) {
            const slot = slotOf(path);
            if (view.getModel() !== models[slot]) view.setModel(models[slot]);
            view.revealLineInCenter(line);
            view.setSelection(new monaco.Selection(line, 1, line, models[slot].getLineMaxColumn(line)));
            view.focus();
        },
        async run(params) {
            const lc = client.getLanguageClient();
            if (!lc) return { ok: false, error: t('web.run.noServer'), problems: [] };
            return lc.sendRequest<RunGameResponse>(RUN_GAME_REQUEST, { ...params, uri: URIS.game });
        },
        async rulesBook(bookLang) {
            const lc = client.getLanguageClient();
            if (!lc) return { ok: false, error: t('web.run.noServer') };
            return lc.sendRequest<RulesBookResponse>(RULES_BOOK_REQUEST, { uri: URIS.rules, lang: bookLang });
        },
        async simulationCode() {
            const lc = client.getLanguageClient();
            if (!lc) return { ok: false, error: t('web.run.noServer') };
            return lc.sendRequest<SimulationCodeResponse>(SIMULATION_CODE_REQUEST, { uri: URIS.rules });
        },
        async threadVotes(pages) {
            const lc = client.getLanguageClient();
            if (!lc) return { ok: false, error: t('web.run.noServer') };
            return lc.sendRequest<ThreadVotesResponse>(THREAD_VOTES_REQUEST, { uri: URIS.game, pages });
        },
        async canEval() {
            const lc = client.getLanguageClient();
            if (!lc) return { ok: false, error: t('web.run.noServer') };
            return lc.sendRequest<CanEvalResponse>(CAN_EVAL_REQUEST);
        },
        setLanguage(next) {
            void client.getLanguageClient()?.sendNotification('workspace/didChangeConfiguration', { settings: { mafia: { language: next } } });
        },
        onChange(listener) {
            listeners.push(listener);
        },
        onShown(listener) {
            shown.push(listener);
        },
        onDiagnostics(listener) {
            diagnosed.push(listener);
        },
    };
}

/** Error and warning counts over both documents, for the status line. */
export function markerCounts(): { errors: number; warnings: number } {
    const markers = monaco.editor.getModelMarkers({});
    return {
        errors: markers.filter((m) => m.severity === monaco.MarkerSeverity.Error).length,
        warnings: markers.filter((m) => m.severity === monaco.MarkerSeverity.Warning).length,
    };
}

export function onMarkers(listener: () => void): void {
    monaco.editor.onDidChangeMarkers(listener);
}

/** A command the language server's code lenses and quick fixes may name. */
export function registerCommand(id: string, run: (...args: never[]) => void): void {
    monaco.editor.registerCommand(id, (_accessor, ...args: unknown[]) => (run as (...a: unknown[]) => void)(...args));
}
