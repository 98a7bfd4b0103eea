// `mafia votes --game GAME --players "A,B,…"`: the host's list of living players checked against the
// game script. A list that names someone the game does not have, someone the script has already
// removed, or leaves out a living player is bad input (exit 2, nothing written), with the script's
// own roster in the message; a list that matches adds its substitutes («Петя=Коля») to the slots.
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import { normalizeName } from '../../engine/names.js';
import type { Slot } from '../../engine/votes/nicknames.js';

/**
 * `--players` entries as slots («Петя=Коля»: Коля plays Петя's slot). «=» separates names only where
 * every part is a name (has a letter or digit): «-=Dark=-» and «=Ghost=» are one nickname each.
 * «\=» is a literal «=» inside a name («Dark\=Knight»: one player, not Dark replaced by Knight).
 */
export function slotsOf(entries: readonly string[]): Slot[] {
    return entries.map((entry) => {
        const parts = entry.split(/(?<!\\)=/u).map((s) => s.trim());
        const literal = (s: string) => s.replace(/\\=/gu, '=');
        if (parts.some((p) => !/[\p{L}\p{N}]/u.test(p))) return { name: literal(entry.trim()), posters: [] };
        const [name, ...posters] = parts.map(literal);
        return { name, posters };
    }).filter((s) => s.name);
}

/** The game's living slots with the list's substitutes, or the reason the list does not match (in the host's language). */
export function matchRoster(listed: readonly Slot[], alive: readonly Slot[], dead: readonly string[], phase: string, lang: Lang): Slot[] | string {
    const key = (n: string) => normalizeName(n);
    const aliveBy = new Map(alive.map((s) => [key(s.name), s]));
    const deadBy = new Set(dead.map(key));
    const listedKeys = new Set(listed.map((s) => key(s.name)));
    const unknown = listed.filter((s) => !aliveBy.has(key(s.name)) && !deadBy.has(key(s.name))).map((s) => s.name);
    const gone = listed.filter((s) => deadBy.has(key(s.name))).map((s) => s.name);
    const missing = alive.filter((s) => !listedKeys.has(key(s.name))).map((s) => s.name);
    const problems = [
        unknown.length > 0 ? say(lang, 'votes.error.roster-unknown', { names: unknown.join(', '), n: unknown.length }) : '',
        gone.length > 0 ? say(lang, 'votes.error.roster-dead', { names: gone.join(', '), n: gone.length }) : '',
        missing.length > 0 ? say(lang, 'votes.error.roster-missing', { names: missing.join(', '), n: missing.length }) : '',
    ].filter(Boolean);
    if (problems.length > 0) return say(lang, 'votes.error.roster', { problems: problems.join('; '), phase, alive: alive.map((s) => s.name).join(', ') });
    return alive.map((s) => {
        const extra = listed.find((l) => key(l.name) === key(s.name))?.posters ?? [];
        return { name: s.name, posters: [...s.posters, ...extra.filter((p) => !s.posters.includes(p))] };
    });
}
