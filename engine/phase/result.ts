// A phase's result (contract: DESIGN.md "result JSON"): rejected orders, events, the players table
// (rows kept from phase to phase while nothing in them changes), the winner, the trace.
import type { Game } from '../game.js';
import type { PhaseResult } from '../model/result.js';
import type { PlayerState } from '../state.js';

export function phaseResult(g: Game): PhaseResult {
    const result: PhaseResult = {
        phase: { index: g.index, kind: g.phase.id.toLowerCase(), number: g.number, title: g.phase.title },
        rejected: g.rejected,
        events: g.events,
        players: g.tables ? playersTable(g) : [],
        winner: g.winnerJson(),
    };
    if (g.traceOn) result.trace = g.trace;
    return result;
}

/** The players table before the first phase: HP, statuses and resources as dealt. */
export function dealTable(g: Game): PhaseResult['players'] {
    return g.index === 0 ? playersTable(g) : [];
}

function playersTable(g: Game): PhaseResult['players'] {
    const players = g.players;
    const rows: PhaseResult['players'] = new Array(players.length);
    const lives = g.ix.hasLives;
    for (let i = 0; i < players.length; i++) {
        // The player's previous row while it still holds: a row is kept (lastRow) only while nothing
        // phase-dependent shows in it, and tags never change that; the roles, statuses, life and
        // resources (counted by setResource) must be the same. Checked here, in the loop: a call to newRow per row
        // (too big to inline) cost two thirds of the table's time.
        const p = players[i];
        const kept = p.lastRow;
        rows[i] = kept !== null && p.rolesShown === p.roles && p.statuses.length === 0 && kept.alive === p.alive
            && kept.hp === (lives ? p.hp : null) && p.rowResources === p.resourceChanges ? kept : newRow(g, p);
    }
    return rows;
}

/** A new players-table row for the player (kept as lastRow while nothing phase-dependent shows in it). */
function newRow(g: Game, p: PlayerState): PhaseResult['players'][number] {
    const ix = g.ix;
    if (p.rolesShown !== p.roles) {
        p.rolesShown = p.roles;
        // The rows of every phase share it until the roles change (rows are read-only).
        p.roleTitles = p.roles.map((r) => ix.roleTitle(r));
        const f = g.factionsOf(p)[0];
        p.factionTitle = f ? ix.factionTitle(f) : null;
        p.lastRow = null;
    }
    const hp = ix.hasLives ? p.hp : null;
    // A row with nothing that depends on the phase (statuses, tags) stays the same object from
    // phase to phase while the player's life, roles and resources do. Results are read-only:
    // nothing in the engine or its users changes a row once built.
    const plain = p.statuses.length === 0 && p.tags.size === 0;
    p.rowResources = p.resourceChanges;
    let resources: Record<string, number> = NO_RESOURCES;
    if (ix.tableResources.length > 0) {
        resources = Object.create(null) as Record<string, number>;
        for (const def of ix.tableResources) resources[def.title] = p.resources.get(def.id) ?? def.initial;
    }
    const row: PhaseResult['players'][number] = {
        name: p.name,
        alive: p.alive,
        hp,
        // The state going into the next phase: what ended with this phase is gone, what starts next is shown.
        statuses: p.statuses.length === 0 ? NO_STATUSES : p.activeStatuses(g.index + 1).map((id) => ix.statusTitle(id)),
        roles: p.roleTitles,
        faction: p.factionTitle,
        resources,
    };
    if (p.tags.size > 0) row.tags = [...p.tags].map((t) => ix.tags.get(t)?.title ?? t);
    p.lastRow = plain ? row : null;
    return row;
}

/** Shared by the players-table rows without statuses / table resources (frozen: made once). */
const NO_STATUSES = Object.freeze([]) as unknown as string[];
const NO_RESOURCES = Object.freeze(Object.create(null)) as Record<string, number>;
