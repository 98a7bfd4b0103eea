// The side panels of the playground. Each panel is one feature of the tool shown beside the
// editor; main.ts lays out a tab per panel. Only features that exist in the tool are listed.
import type { MessageKey } from '../../engine/l10n/catalogue.js';
import type { PhaseFocus } from '../../extension/preview-protocol.js';
import type { Editors } from './editors.js';
import type { FileSlot } from './storage.js';
import { previewPanel } from './preview-panel.js';
import { rulesBookPanel } from './rules-book-panel.js';
import { simulatePanel } from './simulate-panel.js';
import { votesPanel } from './votes-panel.js';

export interface PanelContext {
    editors: Editors;
    /** Writes a line in the page's status bar. */
    status(text: string): void;
    /** The name the host knows a file by (its tab's file name). */
    fileName(slot: FileSlot): string;
}

export interface Panel {
    /** Runs the panel's main action (the Run button, a phase's code lens): a panel without one leaves it out. */
    run?(focus?: PhaseFocus): Promise<void>;
    /** Called each time its tab is opened. */
    shown?(): void;
}

export interface PanelDefinition {
    id: string;
    /** The tab's title in the catalogue (`web.panel.*`). */
    title: MessageKey;
    mount(container: HTMLElement, context: PanelContext): Panel;
}

/**
 * The panels, in tab order. Features of this round that are not in the tool yet plug in here as
 * they land, each a PanelDefinition of its own file reusing the tool's code (never a copy):
 *   - stepping through a phase in the debugger.
 * BBCode copy buttons belong to the Run Phase Preview itself (extension/webview), so they come
 * with it; see preview-panel.ts for the messages the frame may post.
 */
export const PANELS: PanelDefinition[] = [previewPanel, rulesBookPanel, votesPanel, simulatePanel];
