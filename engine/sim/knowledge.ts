// What each simulated player knows about the others' sides, from the messages he received: the
// deal (his role, whom he knows), learned roles, factions and alignments, public reveals. Roles
// are read through the titles the engine prints, so nothing here depends on a rule set's script.
import type { Game } from '../game.js';
import type { GameEvent } from '../model/result.js';
import type { RuleSet } from '../model/ruleset.js';
import type { PlayerState } from '../state.js';

/** A known side: of faction `faction`, or (`not`) not of it («не мафия»). One object per side and rule set. */
interface Side { faction: string; not: boolean }

/** What the rule set's titles say about sides, worked out once per rule set (a simulation starts many games). */
class SideReader {
    private readonly byTitle = new Map<string, string | null>();
    private readonly factionByTitle = new Map<string, string>();
    private readonly sides = new Map<string, Side | null>();

    constructor(rs: RuleSet) {
        for (const f of rs.factions) this.factionByTitle.set(norm(f.title), f.id);
        for (const r of rs.roles) for (const t of [r.title, r.id, ...r.aliases]) if (!this.byTitle.has(norm(t))) this.byTitle.set(norm(t), r.faction);
    }

    /** The side a learned or revealed value tells (a role, a faction, «не X»), or null. */
    sideOf(value: string): Side | null {
        let side = this.sides.get(value);
        if (side !== undefined) return side;
        const v = norm(value);
        const negated = /^(не|not)\s+/.exec(v);
        const body = negated ? v.slice(negated[0].length) : v;
        const faction = this.factionByTitle.get(body) ?? this.roleFaction(body);
        side = faction ? { faction, not: !!negated } : null;
        if (this.sides.size > 10_000) this.sides.clear();
        this.sides.set(value, side);
        return side;
    }

    private roleFaction(text: string): string | null {
        for (const part of text.split(/\s*,\s*/)) {
            const f = this.byTitle.get(part);
            if (f) return f;
        }
        return null;
    }
}

const readers = new WeakMap<RuleSet, SideReader>();

export class Knowledge {
    private readonly sides: SideReader;
    /** viewer index → subject index → side (undefined: not known). */
    private readonly known: Array<Array<Side | undefined>>;
    private readonly byName = new Map<string, number>();
    /** Each player's own side as he was told it. */
    readonly own: Array<string | null>;

    constructor(g: Game) {
        const rs = g.rs;
        let sides = readers.get(rs);
        if (!sides) { sides = new SideReader(rs); readers.set(rs, sides); }
        this.sides = sides;
        for (const p of g.players) if (!this.byName.has(p.name)) this.byName.set(p.name, p.index);
        this.known = g.players.map(() => []);
        this.own = g.players.map((p) => {
            const role = rs.roles.find((r) => r.id === p.roles[0]);
            const told = role?.toldAs ? rs.roles.find((r) => r.id === role.toldAs) : role;
            return told?.faction ?? null;
        });
        this.read(g.events);
    }

    /** Takes in a phase's (or the deal's) events. */
    read(events: readonly GameEvent[]): void {
        for (const e of events) {
            if ((e.kind !== 'learn' && e.kind !== 'reveal') || !e.subject || e.value === undefined) continue;
            const side = this.sides.sideOf(String(e.value));
            if (!side) continue;
            const subject = this.byName.get(e.subject);
            // A subject who is no player is never asked about (the views are asked of players).
            if (subject === undefined) continue;
            if (e.public || !e.to) { for (const m of this.known) m[subject] = side; continue; }
            for (const name of e.to) {
                const viewer = this.byName.get(name);
                if (viewer !== undefined) this.known[viewer][subject] = side;
            }
        }
    }

    ally(viewer: PlayerState, subject: PlayerState): boolean {
        if (viewer === subject) return true;
        const own = this.own[viewer.index];
        const side = this.known[viewer.index][subject.index];
        if (!side || !own) return false;
        return side.not ? side.faction !== own : side.faction === own;
    }

    enemy(viewer: PlayerState, subject: PlayerState): boolean {
        if (viewer === subject) return false;
        const own = this.own[viewer.index];
        const side = this.known[viewer.index][subject.index];
        if (!side) return false;
        return side.not ? side.faction === own : side.faction !== own;
    }

    knows(viewer: PlayerState, subject: PlayerState): boolean {
        return viewer === subject || this.known[viewer.index][subject.index] !== undefined;
    }
}

const norm = (s: string): string => s.trim().toLowerCase().replace(/ё/g, 'е').replace(/[.«»"]/g, '');
