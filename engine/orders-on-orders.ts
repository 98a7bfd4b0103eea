// Records left by actions on actions (language/README.md «Actions on actions»): possession
// (`retarget orders of X to Y`), delay (`hold orders of X`), doubling (`double orders of X`), and the
// orders held over to a later phase. Bus driving (`swap orders on X with Y`) is kept as a pair of
// redirect records on the players (engine/redirects.ts), since both say where orders aimed at a
// player land. Each record is active from phase `from` to phase `until` (engine/state.ts `Timed`).
import type { ActionSource } from './model/rule-context.js';
import type { Order } from './order.js';
import type { Matcher, Timed } from './state.js';

/** `retarget orders of P to Y [replacing first target | replacing Param]`. */
export interface Retarget extends Timed { puppet: number; to: number; param: string | null; source: ActionSource }

/** `hold orders of X [until next K]`: X's orders resolving while it is in force go to phase kind `kind`. */
export interface Hold extends Timed { subject: number; kind: string; source: ActionSource }

/** `double orders of X [for A, …]`: X may give one more order for each ability it covers. */
export interface ExtraOrder extends Timed { player: number; abilities: Matcher | null; source: ActionSource; spent: Set<string> }

/** An order held over: it resolves first in phase `at` (ROLES.md 5.1). */
export interface HeldOrder { at: number; order: Order }

export class OrderRecords {
    retargets: Retarget[] = [];
    holds: Hold[] = [];
    extras: ExtraOrder[] = [];
    held: HeldOrder[] = [];

    get empty(): boolean {
        return this.retargets.length === 0 && this.holds.length === 0 && this.extras.length === 0;
    }

    /** The latest possession of `puppet` in force in `phase`. */
    retargetOf(puppet: number, phase: number): Retarget | null {
        for (let i = this.retargets.length - 1; i >= 0; i--) {
            const r = this.retargets[i];
            if (r.puppet === puppet && r.from <= phase && phase <= r.until) return r;
        }
        return null;
    }

    holdOn(subject: number, phase: number): Hold | null {
        for (let i = this.holds.length - 1; i >= 0; i--) {
            const h = this.holds[i];
            if (h.subject === subject && h.from <= phase && phase <= h.until) return h;
        }
        return null;
    }

    /** An unspent extra order of `player` for the ability `source` uses (spending it), or null. */
    spendExtra(player: number, source: ActionSource, phase: number): ExtraOrder | null {
        for (const x of this.extras) {
            if (x.player !== player || x.from > phase || phase > x.until) continue;
            if (x.abilities && !x.abilities.source(source)) continue;
            const key = `${phase}|${source.key}`;
            if (x.spent.has(key)) continue;
            x.spent.add(key);
            return x;
        }
        return null;
    }

    /** Orders held over to `phase`, removed from the list, in the order they were held. */
    takeHeld(phase: number): Order[] {
        if (this.held.length === 0) return [];
        const due = this.held.filter((h) => h.at === phase).map((h) => h.order);
        if (due.length > 0) this.held = this.held.filter((h) => h.at !== phase);
        return due;
    }

    /** Drops what ended with phase `now`. */
    expire(now: number): void {
        if (this.retargets.length > 0) this.retargets = this.retargets.filter((r) => r.until > now);
        if (this.holds.length > 0) this.holds = this.holds.filter((r) => r.until > now);
        if (this.extras.length > 0) this.extras = this.extras.filter((r) => r.until > now);
    }
}
