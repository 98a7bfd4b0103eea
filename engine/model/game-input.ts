// The game JSON (contract: DESIGN.md "game JSON"): its types and a schema check that names the
// offending field (`phases[0].actions[1].actor: expected a string`). Names inside are matched
// later, against the rule set; here only the shape is checked. A field the schema does not know
// misfits inside players and phases (`target` for `targets` would change the adjudication); at the
// top level, a field unlike any known one (a host's `comment`, a later version's metadata) is
// ignored with a warning, while a near miss (`phase` for `phases`) still misfits.

export interface GameInput {
    ruleset?: string;
    seed?: number;
    title?: string;
    players: PlayerInput[];
    phases?: PhaseInput[];
}

/** `gender`: the player's grammatical gender for the host's texts («Катя погибла»): "f" or "m"; absent = neutral wording. */
export interface PlayerInput { name: string; roles: string[]; tags?: string[]; gender?: 'f' | 'm' }

/** Orders and votes asked for once the phase has begun (runPhase): the simulator's bots. */
export type PhaseChooser = () => PhaseInput;

export interface PhaseInput {
    actions?: ActionInput[]; votes?: VoteInput[]; host?: HostInput[];
    /** The day's deadline as the host wrote it (`mafia votes`: later posts do not count); the engine ignores it. */
    deadline?: string;
}

export interface ActionInput { actor: string; ability?: string; targets?: string[]; args?: Record<string, string | number> }

export interface VoteInput { voter: string; target: string; kind?: 'against' | 'for' }

export interface HostInput { remove: string; reveal?: boolean }

/** A game that does not fit the schema; `field` is the path (`phases[0].votes[2].target`). */
export class GameSchemaError extends Error {
    constructor(readonly field: string, readonly problem: string) {
        super(`${field}: ${problem}`);
    }
}

type Json = unknown;

/**
 * Checks the shape of a parsed game JSON; throws GameSchemaError at the first misfit. Top-level
 * fields it ignores are reported to `warnings` (`comment: unknown field, ignored …`).
 */
export function checkGameInput(value: Json, warnings: string[] = []): GameInput {
    const object = (v: Json, path: string, known: string[] | null, required: string[]) => checkObject(v, path, known, required, warnings);
    const root = object(value, '(root)', ['ruleset', 'seed', 'title', 'players', 'phases'], ['players']);
    if (root.ruleset !== undefined) string(root.ruleset, 'ruleset');
    if (root.title !== undefined) string(root.title, 'title');
    if (root.seed !== undefined) integer(root.seed, 'seed');
    const players = array(root.players, 'players');
    players.forEach((p, i) => {
        if (plainPlayer(p)) return;
        // Something is off: the checks below say what, naming the field.
        const path = `players[${i}]`;
        const player = object(p, path, ['name', 'roles', 'tags', 'gender'], ['name', 'roles']);
        nonEmptyString(player.name, `${path}.name`);
        const roles = array(player.roles, `${path}.roles`);
        if (roles.length === 0) throw new GameSchemaError(`${path}.roles`, 'expected at least one role');
        roles.forEach((r, j) => nonEmptyString(r, `${path}.roles[${j}]`));
        if (player.tags !== undefined) array(player.tags, `${path}.tags`).forEach((t, j) => nonEmptyString(t, `${path}.tags[${j}]`));
        if (player.gender !== undefined && player.gender !== 'f' && player.gender !== 'm') throw new GameSchemaError(`${path}.gender`, `expected "f" or "m", got ${show(player.gender)}`);
    });
    if (root.phases !== undefined) {
        array(root.phases, 'phases').forEach((ph, i) => checkPhase(ph, `phases[${i}]`, object));
    }
    return value as GameInput;
}

const PLAYER_FIELDS = ['name', 'roles', 'tags', 'gender'];

/** A player entry that passes every check below (checked without building field paths). */
function plainPlayer(value: Json): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const p = value as Record<string, Json>;
    if (!nonEmpty(p.name) || !Array.isArray(p.roles) || p.roles.length === 0) return false;
    for (const r of p.roles) if (!nonEmpty(r)) return false;
    if (p.tags !== undefined) {
        if (!Array.isArray(p.tags)) return false;
        for (const t of p.tags) if (!nonEmpty(t)) return false;
    }
    if (p.gender !== undefined && p.gender !== 'f' && p.gender !== 'm') return false;
    for (const key of Object.keys(p)) if (!PLAYER_FIELDS.includes(key)) return false;
    return true;
}

function nonEmpty(value: Json): boolean {
    return typeof value === 'string' && value.trim() !== '';
}

type ObjectCheck = (value: Json, path: string, known: string[] | null, required: string[]) => Record<string, Json>;

function checkPhase(value: Json, path: string, object: ObjectCheck): void {
    const phase = object(value, path, ['actions', 'votes', 'host', 'deadline'], []);
    if (phase.deadline !== undefined) nonEmptyString(phase.deadline, `${path}.deadline`);
    if (phase.actions !== undefined) array(phase.actions, `${path}.actions`).forEach((a, i) => {
        const p = `${path}.actions[${i}]`;
        const action = object(a, p, ['actor', 'ability', 'targets', 'args'], ['actor']);
        nonEmptyString(action.actor, `${p}.actor`);
        if (action.ability !== undefined) nonEmptyString(action.ability, `${p}.ability`);
        if (action.targets !== undefined) array(action.targets, `${p}.targets`).forEach((t, j) => nonEmptyString(t, `${p}.targets[${j}]`));
        if (action.args !== undefined) {
            const args = object(action.args, `${p}.args`, null, []);
            for (const [k, v] of Object.entries(args)) {
                if (typeof v !== 'string' && typeof v !== 'number') throw new GameSchemaError(`${p}.args.${k}`, 'expected a string or a number');
            }
        }
    });
    if (phase.votes !== undefined) array(phase.votes, `${path}.votes`).forEach((v, i) => {
        const p = `${path}.votes[${i}]`;
        const vote = object(v, p, ['voter', 'target', 'kind'], ['voter', 'target']);
        nonEmptyString(vote.voter, `${p}.voter`);
        nonEmptyString(vote.target, `${p}.target`);
        if (vote.kind !== undefined && vote.kind !== 'against' && vote.kind !== 'for') {
            throw new GameSchemaError(`${p}.kind`, `expected "against" or "for", got ${show(vote.kind)}`);
        }
    });
    if (phase.host !== undefined) array(phase.host, `${path}.host`).forEach((h, i) => {
        const p = `${path}.host[${i}]`;
        const host = object(h, p, ['remove', 'reveal'], ['remove']);
        nonEmptyString(host.remove, `${p}.remove`);
        if (host.reveal !== undefined && typeof host.reveal !== 'boolean') throw new GameSchemaError(`${p}.reveal`, `expected true or false, got ${show(host.reveal)}`);
    });
}

function checkObject(value: Json, path: string, known: string[] | null, required: string[], warnings: string[]): Record<string, Json> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GameSchemaError(path, `expected an object, got ${show(value)}`);
    const record = value as Record<string, Json>;
    for (const key of required) {
        if (!(key in record)) throw new GameSchemaError(path === '(root)' ? key : `${path}.${key}`, 'missing');
    }
    if (known) {
        for (const key of Object.keys(record)) {
            if (known.includes(key)) continue;
            const close = known.find((k) => k.startsWith(key) || key.startsWith(k) || k.slice(0, 3) === key.slice(0, 3));
            const expected = `expected one of: ${known.join(', ')}`;
            if (path !== '(root)' || close) throw new GameSchemaError(path === '(root)' ? key : `${path}.${key}`, `unknown field (${close ? `did you mean ${close}? ` : ''}${expected})`);
            warnings.push(`${key}: unknown field, ignored (${expected})`);
        }
    }
    return record;
}

function array(value: Json, path: string): Json[] {
    if (!Array.isArray(value)) throw new GameSchemaError(path, `expected an array, got ${show(value)}`);
    return value;
}

function string(value: Json, path: string): void {
    if (typeof value !== 'string') throw new GameSchemaError(path, `expected a string, got ${show(value)}`);
}

function nonEmptyString(value: Json, path: string): void {
    string(value, path);
    if ((value as string).trim() === '') throw new GameSchemaError(path, 'expected a non-empty string');
}

function integer(value: Json, path: string): void {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new GameSchemaError(path, `expected a whole number, got ${show(value)}`);
}

function show(value: Json): string {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    if (typeof value === 'object') return 'an object';
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
    return String(value);
}
