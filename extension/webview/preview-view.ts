// Renders the Run Phase Preview from a run's result: one phase at a time, with the players'
// table before and after, what the host posts publicly and sends privately, rejected orders, and
// the resolution steps. Pure DOM construction (see dom.ts): no data ever becomes markup.
import type { GameEvent, PhaseResult, PlayerRow, RunGameResponse, TraceEntry, Winner } from '../preview-protocol.js';
import { pmCopyButtons, publicCopyBar } from './copy-buttons.js';
import { h, type Child } from './dom.js';
import { say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { orderWhat, orderWho } from '../../engine/posts/order-words.js';

/** The language of the page's labels: the run's (`response.lang`), set by renderView for the whole render. */
let lang: Lang = 'ru';
const t = (key: MessageKey, params?: Params): string => say(lang, key, params);

export interface ViewModel {
    fileName: string;
    response: RunGameResponse;
    /** Index into result.phases of the phase shown. */
    phase: number;
    /** Index into the phase's trace of the current step; -1 before the first step. */
    step: number;
    busy: boolean;
}

export interface ViewActions {
    goToPhase(index: number): void;
    goToStep(index: number): void;
    reveal(source: { file: string; line: number }): void;
    rerun(seed: number): void;
    /** Puts a post on the clipboard (through the extension); `what` says what was copied. */
    copy(text: string, what: string): void;
    /** Renders the page again (a copy format was chosen). */
    rerender(): void;
}

export function renderView(model: ViewModel, actions: ViewActions): HTMLElement {
    const { response } = model;
    lang = response.lang ?? 'ru';
    if (!response.ok) return renderFailure(model, actions);
    const phases = response.result.phases;
    if (phases.length === 0) {
        return h('div', { class: 'preview' }, renderToolbar(model, actions, undefined), h('p', { class: 'placeholder' }, t('preview.no-phases')));
    }
    const phase = phases[model.phase];
    const before = model.phase === 0 ? response.deal : phases[model.phase - 1].players;
    return h('div', { class: ['preview', model.busy && 'busy'] },
        renderToolbar(model, actions, phase),
        renderWinner(phase.winner),
        h('div', { class: 'columns' },
            h('div', { class: 'column' },
                renderPlayers(before, phase.players, model.phase === 0),
                publicCopyBar(response, model.phase, actions.copy, actions.rerender),
                renderPublic(phase.events),
                renderPrivate(phase.events),
                pmCopyButtons(response, model.phase, actions.copy),
                renderRejected(phase),
            ),
            h('div', { class: 'column' }, renderSteps(phase.trace ?? [], model.step, actions)),
        ),
    );
}

/** "Night 1" from the result's phase (its display title when the rule set gives one). */
export function phaseLabel(phase: PhaseResult['phase']): string {
    const title = (phase as { title?: string }).title;
    const kind = title && title.length > 0 ? title : phase.kind.charAt(0).toUpperCase() + phase.kind.slice(1);
    return `${kind} ${phase.number}`;
}

function renderToolbar(model: ViewModel, actions: ViewActions, phase: PhaseResult | undefined): HTMLElement {
    const response = model.response;
    const count = response.ok ? response.result.phases.length : 0;
    const seed = response.ok ? response.seed : undefined;
    const seedInput = h('input', {
        class: 'seed', attrs: { type: 'number', id: 'seed', value: seed ?? '', step: 1, 'aria-label': t('preview.seed') },
        on: { keydown: (e) => { if (e.key === 'Enter') rerun(); } },
    });
    const rerun = (): void => {
        const value = Number(seedInput.value);
        if (Number.isInteger(value)) actions.rerun(value);
    };
    const ruleset = response.ok ? response.result.ruleset : undefined;
    return h('header', { class: 'toolbar' },
        h('div', { class: 'title' },
            h('span', { class: 'file' }, model.fileName),
            ruleset ? h('span', { class: 'muted' }, ` · ${ruleset}`) : null,
            model.busy ? h('span', { class: 'muted busy-label', attrs: { role: 'status' } }, t('preview.running')) : null,
        ),
        phase ? h('nav', { class: 'phase-nav', attrs: { 'aria-label': t('preview.phases') } },
            button(t('preview.prev-phase'), t('preview.prev-phase-title'), model.phase <= 0, () => actions.goToPhase(model.phase - 1), 'prev-phase'),
            h('span', { class: 'phase-label', attrs: { 'data-phase': phase.phase.index } },
                h('strong', null, phaseLabel(phase.phase)),
                h('span', { class: 'muted' }, t('preview.phase-of', { index: phase.phase.index, n: model.phase + 1, count })),
            ),
            button(t('preview.next-phase'), t('preview.next-phase-title'), model.phase >= count - 1, () => actions.goToPhase(model.phase + 1), 'next-phase'),
        ) : null,
        h('div', { class: 'seed-box' },
            h('label', { attrs: { for: 'seed' } }, t('preview.seed')),
            seedInput,
            button(t('preview.rerun'), t('preview.rerun-title'), false, rerun, 'rerun'),
        ),
    );
}

function button(label: string, title: string, disabled: boolean, onClick: () => void, id: string): HTMLButtonElement {
    return h('button', { attrs: { type: 'button', title, disabled, 'data-action': id }, on: { click: onClick } }, label);
}

function renderWinner(winner: Winner): HTMLElement | null {
    if (!winner) return null;
    if ('draw' in winner) return h('div', { class: 'winner', attrs: { role: 'status' } }, t('preview.draw'));
    return h('div', { class: 'winner', attrs: { role: 'status' } },
        h('strong', null, t('preview.winner', { factions: winner.factions.join(', ') })),
        winner.players.length > 0 ? ` — ${winner.players.join(', ')}` : '');
}

function section(title: string, ...children: Child[]): HTMLElement {
    return h('section', null, h('h2', null, title), ...children);
}

// ------------------------------------------------------------------ players

function renderPlayers(before: PlayerRow[], after: PlayerRow[], fromDeal: boolean): HTMLElement {
    const previous = new Map(before.map((p) => [p.name, p]));
    const rows = after.map((player) => {
        const was = previous.get(player.name);
        const died = was?.alive && !player.alive;
        const changed = !was || state(was) !== state(player);
        return h('tr', { class: [died && 'died', changed && 'changed', !player.alive && 'dead'], attrs: { 'data-player': player.name } },
            h('th', { attrs: { scope: 'row' } }, player.name),
            h('td', null, player.roles.join(', ')),
            h('td', { class: 'muted' }, player.faction ?? '—'),
            h('td', null, was ? stateCell(was) : '—'),
            h('td', null, stateCell(player)),
        );
    });
    return section(t('preview.players'),
        h('table', { class: 'players' },
            h('thead', null, h('tr', null,
                h('th', { attrs: { scope: 'col' } }, t('preview.player')),
                h('th', { attrs: { scope: 'col' } }, t('preview.roles')),
                h('th', { attrs: { scope: 'col' } }, t('preview.faction')),
                h('th', { attrs: { scope: 'col' } }, fromDeal ? t('preview.before-deal') : t('preview.before')),
                h('th', { attrs: { scope: 'col' } }, t('preview.after')),
            )),
            h('tbody', null, ...rows),
        ));
}

function state(p: PlayerRow): string {
    return JSON.stringify([p.alive, p.hp, [...p.statuses].sort(), p.roles, p.resources]);
}

function stateCell(p: PlayerRow): HTMLElement {
    const resources = Object.entries(p.resources ?? {}).filter(([, v]) => v !== 0);
    return h('span', { class: 'state' },
        h('span', { class: ['badge', p.alive ? 'alive' : 'dead'] }, p.alive ? t('preview.alive') : t('preview.dead')),
        p.hp !== null && p.hp !== undefined ? h('span', { class: 'badge hp' }, t('preview.hp', { hp: p.hp })) : null,
        ...p.statuses.map((s) => h('span', { class: 'badge status' }, s)),
        ...resources.map(([k, v]) => h('span', { class: 'badge resource' }, `${k} ${v}`)),
    );
}

// ------------------------------------------------------------------ messages

function renderPublic(events: GameEvent[]): HTMLElement {
    const shown = events.filter((e) => e.public && e.text);
    return section(t('preview.public'),
        shown.length === 0
            ? h('p', { class: 'placeholder' }, t('preview.nothing'))
            : h('div', { class: 'post' }, ...shown.map((e) => h('p', { class: ['event', `kind-${e.kind}`] }, e.text))));
}

function renderPrivate(events: GameEvent[]): HTMLElement {
    const byRecipient = new Map<string, GameEvent[]>();
    for (const event of events) {
        if (event.public || !event.text) continue;
        const to = event.to && event.to.length > 0 ? event.to.join(', ') : t('preview.host');
        byRecipient.set(to, [...(byRecipient.get(to) ?? []), event]);
    }
    return section(t('preview.private'),
        byRecipient.size === 0
            ? h('p', { class: 'placeholder' }, t('preview.no-private'))
            : h('ul', { class: 'messages' }, ...[...byRecipient].map(([to, list]) => h('li', null,
                h('span', { class: 'recipient' }, t('preview.to', { to })),
                h('ul', null, ...list.map((e) => h('li', { class: ['event', `kind-${e.kind}`] },
                    e.deal ? h('span', { class: 'badge deal', attrs: { title: t('preview.deal-title') } }, t('preview.deal')) : null,
                    e.deal ? ' ' : null, e.text))),
            ))));
}

function renderRejected(phase: PhaseResult): HTMLElement | null {
    if (phase.rejected.length === 0) return null;
    return section(t('preview.rejected'),
        h('ul', { class: 'rejected' }, ...phase.rejected.map((r) => h('li', null,
            h('strong', null, orderWho(r.actor, lang)), ` — ${orderWhat(r.ability, lang)}: `, h('span', { class: 'reason' }, r.reason)))));
}

// ------------------------------------------------------------------ steps

function renderSteps(trace: TraceEntry[], current: number, actions: ViewActions): HTMLElement {
    const toolbar = h('div', { class: 'step-nav' },
        button(t('preview.back'), t('preview.back-title'), current < 0, () => actions.goToStep(current - 1), 'step-back'),
        button(t('preview.step'), t('preview.step-title'), current >= trace.length - 1, () => actions.goToStep(current + 1), 'step'),
        h('span', { class: 'muted', attrs: { 'data-position': '' } }, trace.length === 0 ? t('preview.no-steps') : t('preview.step-of', { n: current + 1, count: trace.length })),
    );
    const items = trace.map((entry, i) => {
        const where = entry.source ? `${baseName(entry.source.file)}:${entry.source.line}` : undefined;
        const select = (): void => {
            actions.goToStep(i);
            if (entry.source) actions.reveal(entry.source);
        };
        return h('li', {
            class: ['step', `outcome-${entry.outcome}`, i === current && 'current', i < current && 'done'],
            attrs: { 'data-step': i + 1, tabindex: 0, role: 'button', title: where ? t('preview.show', { where }) : undefined, 'aria-current': i === current ? 'step' : undefined },
            on: { click: select, keydown: (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select(); } } },
        },
        h('span', { class: 'stage' }, entry.stage || '—'),
        h('span', { class: 'what' },
            entry.actor ? h('strong', null, entry.actor) : null,
            entry.ability ? ` ${entry.actor ? '· ' : ''}${orderWhat(entry.ability, lang)}` : null,
            entry.targets.length > 0 ? ` → ${entry.targets.join(', ')}` : null),
        h('span', { class: ['badge', 'outcome'] }, t(`cli.outcome.${entry.outcome}`)),
        entry.note && entry.note !== entry.ability ? h('span', { class: 'note' }, entry.note) : null,
        where ? h('span', { class: 'source' }, where) : null);
    });
    return section(t('preview.resolution'), toolbar,
        trace.length === 0 ? h('p', { class: 'placeholder' }, t('preview.nothing-resolved')) : h('ol', { class: 'steps' }, ...items));
}

function baseName(file: string): string {
    const parts = file.split(/[\\/]/);
    return parts[parts.length - 1] || file;
}

// ------------------------------------------------------------------ failure

function renderFailure(model: ViewModel, actions: ViewActions): HTMLElement {
    const response = model.response as Extract<RunGameResponse, { ok: false }>;
    return h('div', { class: ['preview', model.busy && 'busy'] },
        renderToolbar(model, actions, undefined),
        h('div', { class: 'failure', attrs: { role: 'alert' } },
            h('p', null, h('strong', null, t('preview.cannot-run')), response.error),
            response.problems.length > 0 ? h('ul', { class: 'problems' }, ...response.problems.map((p) => h('li', {
                attrs: { tabindex: 0, role: 'button', 'data-problem': '' },
                on: { click: () => actions.reveal({ file: p.file, line: p.line }), keydown: (e) => { if (e.key === 'Enter') actions.reveal({ file: p.file, line: p.line }); } },
            }, h('span', { class: 'source' }, `${baseName(p.file)}:${p.line}:${p.column}`), ' ', p.code ? h('span', { class: 'badge' }, p.code) : null, ' ', p.message))) : null,
        ));
}
