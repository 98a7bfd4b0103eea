// The words of the host's post and private messages. The defaults are the catalogue's (engine/l10n, `host.*`),
// in the game's language; a rule set may override any of them with `message <key> "..."` using the placeholders shown.
//   death       {player}                 death-revealed {player} {roles}
//   executed    {player} {votes}         removed        {player}
//   spared      {player} {reason}        (the vote picked him, a cover or immunity saved him)
//   tie         {players}                (`ties nobody`: the tied, nobody executed)
//   missed      {player} {status}        learn          {ability} {subject} {value}
//   role        {role}                   knows          {player} {role}
//   role-slot   {slot} {role}            (a role of a player who holds one per slot)
//   status-on   {player} {status}        status-off     {player} {status}
//   reveal      {player} {roles}         win            {factions} {players} {value} (the clauses' names)
//               {winners} (each winning clause with its winners: «Закон (Аня, Вера), Не догонишь, не догонишь! (Женя)»)
//   draw                                 vote           {player} {votes}
//   action      {player} {ability} {targets}            new-role {role}
//   did-nothing (what `learn actions|history` says of a player without actions)
//   learn-none-attackers | learn-none-targets | learn-none-damage   {ability} {subject}
//               (an empty answer: nobody attacked him, he targeted nobody, no harm was used on him)
import type { RuleIndex } from './rule-index.js';
import type { GameEvent } from './model/result.js';
import type { PlayerState } from './state.js';
import { say, type MessageKey } from './l10n/catalogue.js';
import { fillTemplate, type Gender } from './l10n/format.js';
import type { Lang } from './l10n/lang.js';
import { ruleSetLang } from './l10n/rule-set-lang.js';

/** What the texts read of a game: its rule index (the message templates and the text cache), its
 *  language (the defaults' words) and, for the texts about one player, his grammatical gender. */
export interface TextHost { readonly ix: RuleIndex; readonly lang: Lang; genderOf?(player: string): Gender | undefined }

/** The catalogue key of each default host text (engine/l10n: `host.<key>`). */
const defaults: Record<string, MessageKey> = {
    'death': 'host.death',
    'death-revealed': 'host.death-revealed',
    'executed': 'host.executed',
    'executed-by': 'host.executed-by',
    'spared': 'host.spared',
    'tie': 'host.tie',
    'removed': 'host.removed',
    'missed': 'host.missed',
    'learn': 'host.learn',
    'role': 'host.role',
    'role-slot': 'host.role-slot',
    'knows': 'host.knows',
    'status-on': 'host.status-on',
    'status-off': 'host.status-off',
    'reveal': 'host.reveal',
    'win': 'host.win',
    'draw': 'host.draw',
    'vote': 'host.vote',
    'action': 'host.action',
    'new-role': 'host.new-role',
    'did-nothing': 'host.did-nothing',
    'learn-none-attackers': 'host.learn-none-attackers',
    'learn-none-targets': 'host.learn-none-targets',
    'learn-none-damage': 'host.learn-none-damage',
};

/** A `message` id cannot hold a hyphen: `message didNothing "…"` overrides the `did-nothing` text. */
const camelKeys: Record<string, string> = Object.fromEntries(Object.keys(defaults).filter((k) => k.includes('-'))
    .map((k) => [k, k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())]));

/** The rule set's `message` override (its own words, placeholders filled), else the catalogue's default
 *  in the game's language; `g` of the values is the subject's gender for the default's wording. */
export function template(g: TextHost, key: string, values: Record<string, string | number>): string {
    const own = g.ix.messages.get(key) ?? (key in camelKeys ? g.ix.messages.get(camelKeys[key]) : undefined);
    if (own !== undefined) return fill(own, values, g);
    const k = defaults[key];
    if (!k) return fill(key, values, g);
    const gender = typeof values.player === 'string' ? g.genderOf?.(values.player) : undefined;
    // The values are the caller's own literal: completed in place (a spread copy was a measurable cost).
    values.g = gender ?? 'n';
    return say(g.lang, k, values);
}

type Part = string | { key: string; raw: string };
const parsed = new Map<string, Part[]>();
const withChoices = new Set<string>();

/** A choice's value: a player's name picks by his gender ('n' when unknown), a number by itself. */
function choiceBy(host: TextHost, v: string | number): string | number {
    if (typeof v === 'number' || /^-?\d+(\.\d+)?$/.test(v)) return v;
    return host.genderOf?.(v) ?? 'n';
}

const langs = new WeakMap<RuleIndex, Lang>();
/** The language the rule set's own texts are written in: their plurals follow it, not `--lang`. */
function textLang(host: TextHost): Lang {
    let lang = langs.get(host.ix);
    if (!lang) langs.set(host.ix, (lang = ruleSetLang(host.ix.rs)));
    return lang;
}

/**
 * Replaces `{name}` placeholders; unknown placeholders stay as written. Templates are parsed once.
 * A rule set's text may hold choices as the catalogue's do (engine/l10n/format.ts), picked by the
 * gender of the player a placeholder names — `{player|погиб|погибла|погиб(ла)}`: masculine, feminine,
 * neutral when the game gives none — or by a number's plural form in the rule set's language
 * (`{value|# голос|# голоса|# голосов}`).
 */
export function fill(text: string, values: Record<string, string | number>, host?: TextHost): string {
    let parts = parsed.get(text);
    if (!parts) {
        if (/\{[\p{L}\p{N}_.-]+\|/u.test(text)) withChoices.add(text);
        parts = [];
        let last = 0;
        for (const m of text.matchAll(/\{([\p{L}\p{N}_.-]+)\}/gu)) {
            if (m.index! > last) parts.push(text.slice(last, m.index));
            parts.push({ key: m[1], raw: m[0] });
            last = m.index! + m[0].length;
        }
        if (last < text.length) parts.push(text.slice(last));
        parsed.set(text, parts);
    }
    if (host && withChoices.has(text)) return fillTemplate(textLang(host), text, values, (_name, v) => choiceBy(host, v));
    let out = '';
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (typeof part === 'string') { out += part; continue; }
        const v = Object.prototype.hasOwnProperty.call(values, part.key) ? values[part.key] : undefined;
        out += v === undefined ? part.raw : v;
    }
    return out;
}

/** «5 голосов», «1 vote»: the catalogue's plural forms in the game's language. */
export function votesWord(lang: Lang, n: number): string {
    return say(lang, 'common.votes', { n });
}

export const texts = {
    death: (g: TextHost, player: string, cause: string, roles: string[] | null): string => {
        if (cause === 'removed') return template(g, 'removed', { player });   // a removal, revealed or not
        // `{role}` of a death that reveals nothing says so, never the role nor the raw placeholder.
        return roles ? template(g, 'death-revealed', { player, roles: roles.join(', '), role: roles.join(', '), value: roles.join(', ') })
            : memo(g, 'death', player, 0, () => { const hidden = say(g.lang, 'common.role-hidden'); return template(g, 'death', { player, value: player, role: hidden, roles: hidden }); });
    },
    spared: (g: TextHost, player: string, reason: string) => template(g, 'spared', { player, reason, value: reason }),
    tie: (g: TextHost, players: string[]) => template(g, 'tie', { players: players.join(', '), value: players.join(', ') }),
    /** An execution by an ability or a trigger (`execute X`), not by the vote: no «by the vote», no count (audit N10). */
    executedBy: (g: TextHost, player: string) => template(g, 'executed-by', { player }),
    executed: (g: TextHost, player: string, votes: number) => memo(g, 'executed', player, votes, () => template(g, 'executed', { player, votes: votesWord(g.lang, votes), count: votes, value: votes })),
    /** The default words say «twice» with the status (seed 002's «два раза не голосуешь»); any other count, or no status, names the count (audit N3). */
    missed: (g: TextHost, player: string, status: string, n: number) => g.ix.messages.has('missed') || (n === 2 && status)
        ? template(g, 'missed', { player, status, n })
        : say(g.lang, 'host.missed-count', { player, n, status: status ? ` (${status})` : '', g: g.genderOf?.(player) ?? 'n' }),
    learn: (g: TextHost, ability: string, subject: string, _property: string, value: string | number) => template(g, 'learn', { ability, subject, value }),
    /** An empty answer of `learn attackers|targets|damage` (information.ts NONE_PROPERTIES), a sentence of its own. */
    learnNone: (g: TextHost, ability: string, subject: string, property: string) => template(g, `learn-none-${property}`, { ability, subject }),
    role: (g: TextHost, role: string) => template(g, 'role', { role }),
    knows: (g: TextHost, player: string, role: string) => template(g, 'knows', { player, role }),
    statusGained: (g: TextHost, player: string, status: string) => template(g, 'status-on', { player, status, value: status }),
    statusLost: (g: TextHost, player: string, status: string) => template(g, 'status-off', { player, status }),
    reveal: (g: TextHost, player: string, roles: string[]) => template(g, 'reveal', { player, roles: roles.join(', '), role: roles.join(', '), value: roles.join(', ') }),
    win: (g: TextHost, factions: string[], players: string[], titles: string[] = factions, groups: ReadonlyArray<{ name: string; players: string[] }> = []) =>
        template(g, 'win', { factions: factions.join(', '), players: players.join(', '), value: titles.join(', '), count: players.length, winners: groups.map((x) => `${x.name} (${x.players.join(', ')})`).join(', ') }),
    draw: (g: TextHost) => template(g, 'draw', {}),
    vote: (g: TextHost, player: string, votes: number) => template(g, 'vote', { player, votes: votesWord(g.lang, votes) }),
    publicAction: (g: TextHost, player: string, ability: string, targets: string[]) => template(g, 'action', { player, ability, targets: targets.length > 0 ? ` → ${targets.join(', ')}` : '' }),
    newRole: (g: TextHost, role: string) => template(g, 'new-role', { role }),
    /** The rule set's `message … on start|end` for this phase, or null: there is no default. */
    phaseLine: (g: TextHost, key: 'start' | 'end', phase: string, number: number): string | null =>
        g.ix.messages.has(key) ? template(g, key, { phase: `${phase} ${number}`, number }) : null,
    /** `learn actions|history` of a player who did nothing (seed 003: «Шахид … /ничего не делал»). */
    didNothing: (g: TextHost) => template(g, 'did-nothing', {}),
};

/**
 * The tally line «X: N голосов.» as an event with its voters. A day has a line per candidate and
 * simulations play thousands of days with the same names, so the texts are remembered on the player
 * and across games by name. The event is a literal, not a spread of a cached one: V8's object spread
 * cost a fifth of a vanilla game.
 */
export function voteEvent(g: TextHost, player: PlayerState, votes: number, against: string[]): GameEvent {
    const cache = (player.voteTexts ??= memoFor<string>(g, 'vote-event', player.name));
    let text = cache.get(votes);
    if (text === undefined) { text = texts.vote(g, player.name, votes); cache.set(votes, text); }
    return { kind: 'vote', public: true, subject: player.name, value: votes, text, against };
}

/** Texts that depend only on a player's name and a number, remembered per rule set (simulations
 *  play thousands of games with the same names). */
function memo(g: TextHost, key: string, player: string, n: number, make: () => string): string {
    const byNumber = memoFor(g, key, player);
    let text = byNumber.get(n);
    if (text === undefined) { text = make(); byNumber.set(n, text); }
    return text;
}

function memoFor<T = string>(g: TextHost, key: string, player: string): Map<number, T> {
    // The same name reads differently in another language or with another gender: one table per
    // text, language and gender (looked up by the strings themselves: no key is built per call).
    const gender = g.genderOf?.(player) ?? '';
    let byLang = g.ix.textCache.get(key);
    if (!byLang) g.ix.textCache.set(key, (byLang = new Map()));
    let byGender = byLang.get(g.lang);
    if (!byGender) byLang.set(g.lang, (byGender = new Map()));
    let byName = byGender.get(gender) as Map<string, Map<number, T>> | undefined;
    if (!byName) byGender.set(gender, (byName = new Map()));
    let byNumber = byName.get(player);
    if (!byNumber) {
        if (byName.size > 10_000) byName.clear();
        byNumber = new Map();
        byName.set(player, byNumber);
    }
    return byNumber;
}
