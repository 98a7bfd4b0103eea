// The game JSON (contract: DESIGN.md "game JSON"): its types and a schema check that names the
// offending field (`phases[0].actions[1].actor: expected a string`). Names inside are matched
// later, against the rule set; here only the shape is checked. A field the schema does not know
// misfits inside players and phases (`target` for `targets` would change the adjudication); at the
// top level, a field unlike any known one (a host's `comment`, a later version's metadata) is
// ignored with a warning, while a near miss (`phase` for `phases`) still misfits. The problems are
// worded by the catalogue (GameSchemaError.text(lang)); `message` is English.
import { say, type MessageKey } from '../l10n/catalogue.js';
import type { Lang } from '../l10n/lang.js';
import { repeatedName } from '../names.js';

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
    /** The problem in English (`missing`, `expected a string, got 5`); text(lang) words it in a language. */
    readonly problem: string;
    constructor(readonly field: string, private readonly words: (lang: Lang) => string) {
        super(`${field}: ${words('en')}`);
        this.problem = words('en');
    }
    /** `field: problem`, the problem in the catalogue's words of `lang`; the field as the JSON names it. */
    text(lang: Lang): string {
        return `${this.field}: ${this.words(lang)}`;
    }
}

/** A schema problem in the catalogue's words; `got` (the value found) is described in the same language. */
function problem(key: MessageKey, got?: Json): (lang: Lang) => string {
    return (lang) => say(lang, key, got === undefined ? undefined : { got: show(got, lang) });
}

type Json = unknown;

/**
 * Checks the shape of a parsed game JSON; throws GameSchemaError at the first misfit. Top-level
 * fields it ignores are reported to `warnings` (`comment: unknown field, ignored …`).
 */
export function checkGameInput(value: Json, warnings: string[] = [], warningLang: Lang = 'en'): GameInput {
    const object = (v: Json, path: string, known: string[] | null, required: string[]) => checkObject(v, path, known, required, warnings, warningLang);
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
        if (roles.length === 0) throw new GameSchemaError(`${path}.roles`, problem('schema.atLeastOneRole'));
        roles.forEach((r, j) => nonEmptyString(r, `${path}.roles[${j}]`));
        if (player.tags !== undefined) array(player.tags, `${path}.tags`).forEach((t, j) => nonEmptyString(t, `${path}.tags[${j}]`));
        if (player.gender !== undefined && player.gender !== 'f' && player.gender !== 'm') throw new GameSchemaError(`${path}.gender`, problem('schema.gender', player.gender));
    });
    // Orders, votes and the results name players: two entries that match one name are bad input.
    const twice = repeatedName(players.map((p) => (p as PlayerInput).name));
    if (twice) {
        const first = (players[twice.first] as PlayerInput).name;
        throw new GameSchemaError(`players[${twice.again}].name`, (lang) => say(lang, 'schema.nameTaken', { name: (players[twice.again] as PlayerInput).name, other: `players[${twice.first}]`, first }));
    }
    if (root.phases !== undefined) {
        array(root.phases, 'phases').forEach((ph, i) => checkPhase(ph, `phases[${i}]`, object));
    }
    // A game is played by its players: none is not a game (as `mafia deal` refuses an empty list).
    // Checked last, so a misfit field elsewhere is named first.
    if (players.length === 0) throw new GameSchemaError('players', problem('schema.atLeastOnePlayer'));
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
                if (typeof v !== 'string' && typeof v !== 'number') throw new GameSchemaError(`${p}.args.${k}`, problem('schema.stringOrNumber'));
            }
        }
    });
    if (phase.votes !== undefined) array(phase.votes, `${path}.votes`).forEach((v, i) => {
        const p = `${path}.votes[${i}]`;
        const vote = object(v, p, ['voter', 'target', 'kind'], ['voter', 'target']);
        nonEmptyString(vote.voter, `${p}.voter`);
        nonEmptyString(vote.target, `${p}.target`);
        if (vote.kind !== undefined && vote.kind !== 'against' && vote.kind !== 'for') {
            throw new GameSchemaError(`${p}.kind`, problem('schema.voteKind', vote.kind));
        }
    });
    if (phase.host !== undefined) array(phase.host, `${path}.host`).forEach((h, i) => {
        const p = `${path}.host[${i}]`;
        const host = object(h, p, ['remove', 'reveal'], ['remove']);
        nonEmptyString(host.remove, `${p}.remove`);
        if (host.reveal !== undefined && typeof host.reveal !== 'boolean') throw new GameSchemaError(`${p}.reveal`, problem('schema.boolean', host.reveal));
    });
}

function checkObject(value: Json, path: string, known: string[] | null, required: string[], warnings: string[], warningLang: Lang): Record<string, Json> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GameSchemaError(path, problem('schema.object', value));
    const record = value as Record<string, Json>;
    for (const key of required) {
        if (!(key in record)) throw new GameSchemaError(path === '(root)' ? key : `${path}.${key}`, problem('schema.missing'));
    }
    if (known) {
        for (const key of Object.keys(record)) {
            if (known.includes(key)) continue;
            const close = known.find((k) => k.startsWith(key) || key.startsWith(k) || k.slice(0, 3) === key.slice(0, 3));
            const fields = known.join(', ');
            if (path !== '(root)' || close) {
                throw new GameSchemaError(path === '(root)' ? key : `${path}.${key}`, (lang) => close ? say(lang, 'schema.unknownFieldClose', { close, fields }) : say(lang, 'schema.unknownField', { fields }));
            }
            warnings.push(`${key}: ${say(warningLang, 'schema.unknownFieldIgnored', { fields })}`);
        }
    }
    return record;
}

function array(value: Json, path: string): Json[] {
    if (!Array.isArray(value)) throw new GameSchemaError(path, problem('schema.array', value));
    return value;
}

function string(value: Json, path: string): void {
    if (typeof value !== 'string') throw new GameSchemaError(path, problem('schema.string', value));
}

function nonEmptyString(value: Json, path: string): void {
    string(value, path);
    if ((value as string).trim() === '') throw new GameSchemaError(path, problem('schema.nonEmpty'));
}

function integer(value: Json, path: string): void {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new GameSchemaError(path, problem('schema.integer', value));
}

function show(value: Json, lang: Lang): string {
    if (value === null) return 'null';
    if (Array.isArray(value)) return say(lang, 'schema.anArray');
    if (typeof value === 'object') return say(lang, 'schema.anObject');
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
    return String(value);
}
