// Which placeholders each text of a rule set may use — one table for the engine (which fills them)
// and the checker (which reports any other as `unknown-placeholder`, so no text is posted raw).

/** The players and values an effect's text (`tell`, `announce`, `host`) names, besides its
 *  ability's parameters (by name, an unnamed one by its kind), the loop variables in scope and the
 *  global resources (by name). `{value}` outside an `on learn` trigger is «—». */
export const EFFECT_PLACEHOLDERS: readonly string[] = [
    'self', 'player', 'actor', 'target', 'targets', 'victims', 'voters', 'attackers', 'visitors', 'actors',
    'value', 'guess', 'role', 'chosen', 'option',
];

/** The players whose members a text may name (`{target.role}`, `{self.Карты}`). */
export const MEMBER_PLACEHOLDER_BASES: readonly string[] = ['self', 'player', 'actor', 'target'];

/** Each host text (engine/texts.ts, `message <key>`) with the placeholders it is filled with. */
export const HOST_TEXT_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
    'death': ['player', 'value', 'role', 'roles'],
    'death-revealed': ['player', 'value', 'role', 'roles'],
    'executed': ['player', 'votes', 'count', 'value'],
    'executed-by': ['player'],
    'spared': ['player', 'reason', 'value'],
    'tie': ['players', 'value'],
    'removed': ['player'],
    'missed': ['player', 'status', 'n'],
    'learn': ['ability', 'subject', 'value'],
    'role': ['role'],
    'role-slot': ['slot', 'role'],
    'knows': ['player', 'role'],
    'status-on': ['player', 'status', 'value'],
    'status-off': ['player', 'status'],
    'reveal': ['player', 'roles', 'role', 'value'],
    'win': ['factions', 'players', 'value', 'count', 'winners'],
    'draw': [],
    'vote': ['player', 'votes'],
    'action': ['player', 'ability', 'targets'],
    'new-role': ['role'],
    'did-nothing': [],
    'learn-none-attackers': ['ability', 'subject'],
    'learn-none-targets': ['ability', 'subject'],
    'learn-none-damage': ['ability', 'subject'],
    // `message … on start|end`: a public line as each phase begins / after its vote («Ночь 2»).
    'start': ['phase', 'number'],
    'end': ['phase', 'number'],
};

/** The host texts a `message … on <event>` words. */
export const MESSAGE_EVENT_TEXTS: Readonly<Record<string, readonly string[]>> = {
    death: ['death', 'death-revealed'], execution: ['executed'], lynch: ['executed'], reveal: ['reveal'],
    status: ['status-on'], win: ['win'], draw: ['draw'], vote: ['vote'], start: ['start'], end: ['end'],
};

/** The host text a `message` id names: `didNothing` is `did-nothing` (ids hold no hyphen). */
export function hostTextKey(id: string): string | undefined {
    if (id in HOST_TEXT_PLACEHOLDERS) return id;
    const hyphen = id.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
    return hyphen in HOST_TEXT_PLACEHOLDERS ? hyphen : undefined;
}

/** A placeholder of a text: its name (`target`, or `target.role` for a member), where it starts. */
export interface TemplatePlaceholder { name: string; base: string; member: string | null; offset: number }

/** The placeholders of a text, choices included (`{player|погиб|погибла}` names `player`). */
export function templatePlaceholders(text: string): TemplatePlaceholder[] {
    const out: TemplatePlaceholder[] = [];
    for (const m of text.matchAll(/\{([\p{L}\p{N}_]+)(?:\.([\p{L}\p{N}_]+))?(?=[}|])/gu)) {
        out.push({ name: m[2] ? `${m[1]}.${m[2]}` : m[1], base: m[1], member: m[2] ?? null, offset: m.index! });
    }
    return out;
}
