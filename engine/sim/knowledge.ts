// What each simulated player knows about the others' sides, from the messages he received: the
// deal (his role, whom he knows), learned roles, factions and alignments, public reveals. Roles
// are read through the titles the engine prints, so nothing here depends on a rule set's script.
import type { Game } from '../game.js';
import type { GameEvent } from '../model/result.js';
import type { PlayerState } from '../state.js';

/** A known side: a faction id, or `!id` for "not of faction id" («не мафия»). */
type Side = string;

export class Knowledge {
    private readonly byTitle = new Map<string, string | null>();
    private readonly factionByTitle = new Map<string, string>();
    /** viewer index → subject name → side. */
    private readonly known: Array<Map<string, Side>>;
    /** Each player's own side as he was told it. */
    readonly own: Array<string | null>;

    constructor(private readonly g: Game) {
        const rs = g.rs;
        for (const f of rs.factions) this.factionByTitle.set(norm(f.title), f.id);
        for (const r of rs.roles) for (const t of [r.title, r.id, ...r.aliases]) if (!this.byTitle.has(norm(t))) this.byTitle.set(norm(t), r.faction);
        this.known = g.players.map(() => new Map());
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
            const side = this.sideOf(String(e.value));
            if (!side) continue;
            if (e.public || !e.to) { for (const m of this.known) m.set(e.subject, side); continue; }
            for (const name of e.to) {
                const viewer = this.g.players.find((p) => p.name === name);
                if (viewer) this.known[viewer.index].set(e.subject, side);
            }
        }
    }

    ally(viewer: PlayerState, subject: PlayerState): boolean {
        if (viewer === subject) return true;
        const own = this.own[viewer.index];
        const side = this.known[viewer.index].get(subject.name);
        if (!side || !own) return false;
        return side === own || (side.startsWith('!') && side.slice(1) !== own);
    }

    enemy(viewer: PlayerState, subject: PlayerState): boolean {
        if (viewer === subject) return false;
        const own = this.own[viewer.index];
        const side = this.known[viewer.index].get(subject.name);
        if (!side) return false;
        return side.startsWith('!') ? side.slice(1) === own : side !== own;
    }

    knows(viewer: PlayerState, subject: PlayerState): boolean {
        return viewer === subject || this.known[viewer.index].has(subject.name);
    }

    private sideOf(value: string): Side | null {
        const v = norm(value);
        const negated = /^(не|not)\s+/.exec(v);
        const body = negated ? v.slice(negated[0].length) : v;
        const faction = this.factionByTitle.get(body) ?? this.roleFaction(body);
        if (!faction) return null;
        return negated ? `!${faction}` : faction;
    }

    private roleFaction(text: string): string | null {
        for (const part of text.split(/\s*,\s*/)) {
            const f = this.byTitle.get(part);
            if (f) return f;
        }
        return null;
    }
}

const norm = (s: string): string => s.trim().toLowerCase().replace(/ё/g, 'е').replace(/[.«»"]/g, '');
