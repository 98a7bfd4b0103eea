// The Run Phase Preview's behaviour, independent of where it is shown: it receives run results,
// keeps which phase and step are shown (in the host's state, so a hidden panel comes back where it
// was), and sends back reruns and "show me this rule line" requests. Two hosts start it: the VS Code
// webview (preview.ts) and the web playground (web/src/preview-panel.ts).
import type { FromWebview, PhaseFocus, RunGameResponse, ToWebview } from '../preview-protocol.js';
import { replace } from './dom.js';
import { renderView, type ViewModel } from './preview-view.js';

/** What the page needs from its host: VS Code's webview API, or the playground's stand-in. */
export interface PreviewHost {
    postMessage(message: FromWebview): void;
    getState(): SavedState | undefined;
    setState(state: SavedState): void;
}

export interface SavedState { fileName: string; phase: number; step: number }

export interface Preview {
    /** A message from the host (what the extension posts to the webview). */
    receive(message: ToWebview): void;
}

/**
 * Renders into `app` and listens for the step keys on `keys` (the whole webview in VS Code; the
 * preview's own panel in the playground, where the editor has the arrow keys). Says `ready`.
 */
export function startPreview(app: HTMLElement, host: PreviewHost, keys: EventTarget): Preview {
    let model: ViewModel | undefined;
    let busy = false;

    function render(): void {
        if (!model) return;
        model.busy = busy;
        replace(app, renderView(model, {
            goToPhase: (index) => update({ phase: index, step: -1 }),
            goToStep: (index) => update({ step: index }),
            reveal: (source) => host.postMessage({ type: 'reveal', source }),
            rerun: (seed) => host.postMessage({ type: 'rerun', seed }),
            copy: (text, what) => host.postMessage({ type: 'copy', text, what }),
            rerender: () => render(),
        }));
        app.querySelector('.step.current')?.scrollIntoView({ block: 'nearest' });
        host.setState({ fileName: model.fileName, phase: model.phase, step: model.step });
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

    /** The phase to show for a new result: the one asked for, else the one shown before, else the first. */
    function initialPhase(response: RunGameResponse, fileName: string, focus: PhaseFocus | undefined): { phase: number; step: number } {
        if (!response.ok) return { phase: 0, step: -1 };
        const phases = response.result.phases;
        if (focus) {
            const at = phases.findIndex((p) => (focus.index !== undefined && p.phase.index === focus.index)
                || (focus.index === undefined && p.phase.kind === focus.kind && p.phase.number === focus.number));
            if (at >= 0) return { phase: at, step: -1 };
        }
        const previous = model?.fileName === fileName ? model : host.getState();
        if (previous && previous.fileName === fileName && previous.phase < phases.length) {
            return { phase: previous.phase, step: Math.min(previous.step, (phases[previous.phase].trace?.length ?? 0) - 1) };
        }
        return { phase: 0, step: -1 };
    }

    // ←/→ step through the resolution, PageUp/PageDown change phase (not while typing a seed).
    keys.addEventListener('keydown', (e) => {
        const event = e as KeyboardEvent;
        if (!model || (event.target instanceof HTMLInputElement)) return;
        const actions: Record<string, () => void> = {
            ArrowRight: () => update({ step: model!.step + 1 }),
            ArrowLeft: () => update({ step: model!.step - 1 }),
            PageDown: () => update({ phase: model!.phase + 1, step: -1 }),
            PageUp: () => update({ phase: model!.phase - 1, step: -1 }),
        };
        const action = actions[event.key];
        if (action) { event.preventDefault(); action(); }
    });

    host.postMessage({ type: 'ready' });
    return {
        receive(message) {
            if (message?.type === 'running') {
                busy = true;
                if (model) render();
            } else if (message?.type === 'result') {
                busy = false;
                const { phase, step } = initialPhase(message.response, message.fileName, message.focus);
                model = { fileName: message.fileName, response: message.response, phase, step, busy };
                render();
            }
        },
    };
}

function clamp(n: number, min: number, max: number): number {
    return Math.max(min, Math.min(max, n));
}
