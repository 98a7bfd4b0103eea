// The Run Phase Preview page's script (bundled to out/webview/preview.js). It receives run results
// from the extension, keeps which phase and step are shown (in the webview state, so a hidden
// panel comes back where it was), and sends back reruns and "show me this rule line" requests.
import type { FromWebview, PhaseFocus, RunGameResponse, ToWebview } from '../preview-protocol.js';
import { replace } from './dom.js';
import { renderView, type ViewModel } from './preview-view.js';

interface VsCodeApi {
    postMessage(message: FromWebview): void;
    getState(): SavedState | undefined;
    setState(state: SavedState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

interface SavedState { fileName: string; phase: number; step: number }

const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;
let model: ViewModel | undefined;
let busy = false;

function render(): void {
    if (!model) return;
    model.busy = busy;
    replace(app, renderView(model, {
        goToPhase: (index) => update({ phase: index, step: -1 }),
        goToStep: (index) => update({ step: index }),
        reveal: (source) => vscode.postMessage({ type: 'reveal', source }),
        rerun: (seed) => vscode.postMessage({ type: 'rerun', seed }),
        copy: (text, what) => vscode.postMessage({ type: 'copy', text, what }),
        rerender: () => render(),
    }));
    app.querySelector('.step.current')?.scrollIntoView({ block: 'nearest' });
    vscode.setState({ fileName: model.fileName, phase: model.phase, step: model.step });
}

function update(change: Partial<Pick<ViewModel, 'phase' | 'step'>>): void {
    if (!model || !model.response.ok) return;
    const phases = model.response.result.phases;
    const phase = clamp(change.phase ?? model.phase, 0, phases.length - 1);
    const steps = phases[phase]?.trace?.length ?? 0;
    const step = clamp(change.step ?? model.step, -1, steps - 1);
    if (phase === model.phase && step === model.step) return;
    model.phase = phase;
    model.step = step;
    render();
}

function clamp(n: number, min: number, max: number): number {
    return Math.max(min, Math.min(max, n));
}

/** The phase to show for a new result: the one asked for, else the one shown before, else the first. */
function initialPhase(response: RunGameResponse, fileName: string, focus: PhaseFocus | undefined): { phase: number; step: number } {
    if (!response.ok) return { phase: 0, step: -1 };
    const phases = response.result.phases;
    if (focus) {
        const at = phases.findIndex((p) => (focus.index !== undefined && p.phase.index === focus.index)
            || (focus.index === undefined && p.phase.kind === focus.kind && p.phase.number === focus.number));
        if (at >= 0) return { phase: at, step: -1 };
    }
    const previous = model?.fileName === fileName ? model : vscode.getState();
    if (previous && previous.fileName === fileName && previous.phase < phases.length) {
        return { phase: previous.phase, step: Math.min(previous.step, (phases[previous.phase].trace?.length ?? 0) - 1) };
    }
    return { phase: 0, step: -1 };
}

window.addEventListener('message', (event: MessageEvent<ToWebview>) => {
    const message = event.data;
    if (message?.type === 'running') {
        busy = true;
        if (model) render();
    } else if (message?.type === 'result') {
        busy = false;
        const { phase, step } = initialPhase(message.response, message.fileName, message.focus);
        model = { fileName: message.fileName, response: message.response, phase, step, busy };
        render();
    }
});

// ←/→ step through the resolution, PageUp/PageDown change phase (not while typing a seed).
window.addEventListener('keydown', (event) => {
    if (!model || (event.target instanceof HTMLInputElement)) return;
    const keys: Record<string, () => void> = {
        ArrowRight: () => update({ step: model!.step + 1 }),
        ArrowLeft: () => update({ step: model!.step - 1 }),
        PageDown: () => update({ phase: model!.phase + 1, step: -1 }),
        PageUp: () => update({ phase: model!.phase - 1, step: -1 }),
    };
    const action = keys[event.key];
    if (action) { event.preventDefault(); action(); }
});

vscode.postMessage({ type: 'ready' });
