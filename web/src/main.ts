// The web playground's page: the editor with its two files, the examples, opening and saving
// files, the language switch and the side panels. Everything runs in this tab.
import './page.css';
import { isLang, type Lang } from '../../engine/l10n/lang.js';
import type { PhaseFocus } from '../../extension/preview-protocol.js';
import { RUN_PHASE_PREVIEW_COMMAND, type RunPhaseArgs } from '../../language/lsp/mafia-run-protocol.js';
import { markerCounts, onMarkers, registerCommand, startEditors, type Editors } from './editors.js';
import { EXAMPLES, exampleById, type Example } from './examples.js';
import { openFile, saveFile, type FileHandle } from './files.js';
import { onLang, setLang, t } from './i18n.js';
import { PANELS, type Panel } from './panels.js';
import { loadWork, saveWork, type FileSlot, type Work } from './storage.js';

const DEFAULT_EXAMPLE = 'seed-002/game-town-wins';

function byId<T extends HTMLElement>(id: string): T {
    return document.getElementById(id) as T;
}

function fromExample(example: Example, lang: Lang): Work {
    return { rules: { ...example.rules }, game: { ...example.game }, tab: 'rules', lang, example: example.id };
}

async function main(): Promise<void> {
    const status = byId<HTMLSpanElement>('status');
    const say = (text: string): void => { status.textContent = text; };
    const stored = loadWork();
    let work: Work = stored ?? fromExample(exampleById(DEFAULT_EXAMPLE) ?? EXAMPLES[0], 'ru');
    setLang(work.lang);
    say(t('web.loading'));
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    /** Keeps the work in local storage, a moment after the last change. */
    function persist(): void {
        clearTimeout(saveTimer);
        saveTimer = setTimeout(() => saveWork(work), 300);
    }

    // ---------------------------------------------------------------- language switch
    // ---------------------------------------------------------------- editors and tabs
    const editors = await startEditors(byId('editor'), { rules: work.rules, game: work.game }, work.tab, work.lang);
    const langSelect = byId<HTMLSelectElement>('lang');
    langSelect.value = work.lang;
    langSelect.addEventListener('change', () => {
        if (!isLang(langSelect.value)) return;
        work.lang = langSelect.value;
        setLang(work.lang);
        editors.setLanguage(work.lang); // the server re-checks both files: their diagnostics in this language
        persist();
    });
    void warnIfEvalBlocked(editors);
    const handles: Partial<Record<FileSlot, FileHandle>> = {};
    const tabs = [...document.querySelectorAll<HTMLButtonElement>('#file-tabs [data-file]')];
    const showTab = (slot: FileSlot): void => {
        editors.show(slot);
        markTab(slot);
    };
    const markTab = (slot: FileSlot): void => {
        work.tab = slot;
        for (const tab of tabs) tab.setAttribute('aria-selected', String(tab.dataset.file === slot));
        persist();
    };
    editors.onShown(markTab);
    const showNames = (): void => {
        for (const tab of tabs) tab.querySelector('.file-name')!.textContent = work[tab.dataset.file as FileSlot].name;
    };
    for (const tab of tabs) tab.addEventListener('click', () => showTab(tab.dataset.file as FileSlot));
    showNames();
    showTab(work.tab);

    editors.onChange((slot) => {
        work[slot].text = editors.models[slot].getValue();
        persist();
    });

    /** A new text in a tab (an example, an opened file): read from its first line. */
    const load = (slot: FileSlot, text: string): void => {
        editors.models[slot].setValue(text);
        if (editors.editor.getModel() === editors.models[slot]) {
            editors.editor.setPosition({ lineNumber: 1, column: 1 });
            editors.editor.setScrollTop(0);
        }
    };

    // ---------------------------------------------------------------- examples
    const exampleSelect = byId<HTMLSelectElement>('example');
    const custom = document.createElement('option');
    custom.value = '';
    exampleSelect.append(custom, ...EXAMPLES.map((e) => {
        const option = document.createElement('option');
        option.value = e.id;
        option.textContent = `${e.folder} · ${e.game.name}`;
        return option;
    }));
    const showExample = (): void => {
        custom.textContent = t('web.example.own');
        exampleSelect.value = work.example ?? '';
    };
    showExample();
    onLang(showExample);
    exampleSelect.addEventListener('change', () => {
        const example = exampleById(exampleSelect.value);
        if (!example) return;
        work = { ...fromExample(example, work.lang), tab: work.tab };
        delete handles.rules;
        delete handles.game;
        load('rules', example.rules.text);
        load('game', example.game.text);
        showNames();
        showTab('rules');
        say(t('web.opened', { name: `${example.folder}/${example.game.name}` }));
    });

    // ---------------------------------------------------------------- files on the host's machine
    byId('open').addEventListener('click', async () => {
        try {
            const file = await openFile(byId('upload'));
            if (!file) return;
            const slot = work.tab;
            work[slot] = { name: file.name, text: file.text };
            work.example = undefined;
            handles[slot] = file.handle;
            load(slot, file.text);
            showNames();
            showExample();
            say(t('web.opened', { name: file.name }));
        } catch (e) {
            say(t('web.open.failed', { error: e instanceof Error ? e.message : String(e) }));
        }
    });
    byId('save').addEventListener('click', async () => {
        const slot = work.tab;
        try {
            handles[slot] = await saveFile(work[slot].name, editors.models[slot].getValue(), handles[slot]);
            if (handles[slot]) work[slot].name = handles[slot]!.name;
            showNames();
            say(t('web.saved', { name: work[slot].name }));
        } catch (e) {
            say(t('web.save.failed', { error: e instanceof Error ? e.message : String(e) }));
        }
    });

    // ---------------------------------------------------------------- side panels
    const panelTabs = byId('panel-tabs');
    const panelHost = byId('panels');
    const mounted: Panel[] = [];
    PANELS.forEach((definition, i) => {
        const tab = document.createElement('button');
        tab.type = 'button';
        tab.setAttribute('role', 'tab');
        tab.dataset.say = definition.title;
        tab.textContent = t(definition.title);
        tab.setAttribute('aria-selected', String(i === 0));
        const body = document.createElement('div');
        body.className = 'panel';
        body.dataset.panel = definition.id;
        body.hidden = i !== 0;
        tab.dataset.panel = definition.id;
        tab.addEventListener('click', () => {
            for (const other of panelTabs.children) other.setAttribute('aria-selected', String(other === tab));
            for (const other of panelHost.children) (other as HTMLElement).hidden = other !== body;
            panel.shown?.();
        });
        panelTabs.append(tab);
        panelHost.append(body);
        const panel = definition.mount(body, { editors, status: say, fileName: (slot) => work[slot].name });
        mounted.push(panel);
    });
    const runnerAt = mounted.findIndex((p) => p.run);
    const runner = mounted[runnerAt];
    /** Runs the game in the Run Phase Preview, bringing its tab to the front. */
    const runGame = (focus?: PhaseFocus): void => {
        (panelTabs.children[runnerAt] as HTMLButtonElement | undefined)?.click();
        void runner?.run?.(focus);
    };
    byId('run').addEventListener('click', () => {
        showTab('game');
        runGame();
    });
    // The game script's code lenses ("▶ Run phase 2 (night 1)") send the extension's command.
    registerCommand(RUN_PHASE_PREVIEW_COMMAND, (args?: RunPhaseArgs) => {
        runGame(args ? { index: args.index, kind: args.kind, number: args.number } : undefined);
    });

    // ---------------------------------------------------------------- problems in the status bar
    const showProblems = (): void => {
        const { errors, warnings } = markerCounts();
        say(t('web.problems', { errors, warnings }));
        document.body.dataset.problems = `${errors},${warnings}`;
    };
    // The page is ready once the server has checked both files; each later check counts up
    // (data-diagnosed-rules / -game: the end-to-end test and the bench wait on them).
    const checks: Record<FileSlot, number> = { rules: 0, game: 0 };
    editors.onDiagnostics((slot) => {
        checks[slot] += 1;
        document.body.setAttribute(`data-diagnosed-${slot}`, String(checks[slot]));
        if (checks.rules > 0 && checks.game > 0) {
            showProblems();
            document.body.dataset.ready = 'true';
        }
    });
    onMarkers(() => { if (document.body.dataset.ready) showProblems(); });
    onLang(() => { if (document.body.dataset.ready) showProblems(); });
}

/**
 * Running a game compiles the rule set with `new Function` in the language server's worker. A site
 * whose server sends a CSP header without 'unsafe-eval' for the worker's script forbids that: the
 * page says so at once (web/README.md, "Serving the playground") instead of failing on a run.
 */
async function warnIfEvalBlocked(editors: Editors): Promise<void> {
    const answer = await editors.canEval();
    if (answer.ok) return;
    const banner = byId<HTMLParagraphElement>('eval-blocked');
    const show = (): void => { banner.textContent = t('web.eval.blocked', { error: answer.error ?? '' }); };
    show();
    onLang(show);
    banner.hidden = false;
}

main().catch((e: unknown) => {
    const status = document.getElementById('status');
    if (status) status.textContent = t('web.failed', { error: e instanceof Error ? e.message : String(e) });
    throw e;
});
