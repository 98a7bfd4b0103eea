// Messages: public announcements, private messages, notes to the host, effects the runtime does not
// implement (the host is told, never silently skipped).
import type { Ctx } from '../context.js';
import { list } from '../expressions.js';
import { AFTER } from '../game.js';
import type { SourceRef } from '../model/ruleset.js';
import { fill } from '../texts.js';
import { placeholders } from './placeholders.js';
import { say } from '../l10n/catalogue.js';

/** `announce "text"`: a public line in the host's post. Placeholders: {self} {actor} {target} {targets}. */
export function announce(c: Ctx, text: string, src: SourceRef): void {
    const g = c.g;
    g.enqueue(AFTER, () => {
        const msg = fill(text, placeholders(c, text), g);
        g.emit({ kind: 'message', public: true, text: msg });
        g.traceOn && g.log('applied', say(g.lang, 'note.announce', { text: msg }), { source: c.source, src });
    });
}

/** `tell R "text"`: a private message to R. */
export function tell(c: Ctx, recipients: unknown, text: string, src: SourceRef): void {
    const g = c.g;
    const to = list(c, recipients);
    g.enqueue(AFTER, () => {
        if (to.length === 0) return;
        const msg = fill(text, placeholders(c, text), g);
        g.emit({ kind: 'message', public: false, to: to.map((x) => g.players[x].name), text: msg });
        g.traceOn && g.log('applied', say(g.lang, 'note.tell', { to: to.map((x) => g.players[x].name).join(', '), text: msg }), { source: c.source, targets: to, src });
    });
}

/** `host "text"`: something the engine cannot decide; the host is told to adjudicate it. */
export function hostNote(c: Ctx, text: string, src: SourceRef): void {
    const g = c.g;
    g.enqueue(AFTER, () => {
        const msg = fill(text, placeholders(c, text), g);
        g.emit({ kind: 'host', public: false, to: ['host'], text: msg });
        g.traceOn && g.log('info', say(g.lang, 'note.host', { text: msg }), { source: c.source, src });
    });
}

/** An effect this runtime does not implement yet: never silently skipped, the host is told. */
export function unsupported(c: Ctx, kind: string, src: SourceRef): void {
    const g = c.g;
    g.enqueue(AFTER, () => {
        const text = say(g.lang, 'host.unsupported', { kind, line: src.line });
        g.emit({ kind: 'host', public: false, to: ['host'], text });
        g.traceOn && g.log('failed', say(g.lang, 'note.not-implemented', { kind }), { source: c.source, src });
    });
}
