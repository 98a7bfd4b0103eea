// `mafia deal --assign "Аня=Политик,Боря=Юрист"`: roles the players are given rather than drawn
// (seed 000: «Явные роли – роли, указанные в поле "класс" в заявке», chosen at sign-up, 000-E1). Each
// entry names a player of the players file (matched as names match: case, «ё», Unicode form) and a
// role (display name, identifier or alias); `\,` is a comma inside a nickname, and an entry splits at
// its last «=», so a nickname may hold one. The deal draws the rest around them (make-deal.ts).
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import type { RuleSet } from '../../engine/model/ruleset.js';
import { normalizeName } from '../../engine/names.js';
import { findRole } from '../../engine/sim/setup.js';

/** An assignment that cannot be read or given (bad input: exit 2); the message is the catalogue's. */
export class AssignError extends Error {}

/** Role identifiers given to each seat (the players file's order); empty where nothing is given. */
export function parseAssignments(rs: RuleSet, names: readonly string[], text: string, lang: Lang): string[][] {
    const given: string[][] = names.map(() => []);
    const seat = new Map(names.map((n, i) => [normalizeName(n), i]));
    const slotTitle = (slot: string | null) => rs.slots.find((s) => s.id === slot)?.title ?? '';
    for (const raw of text.split(/(?<!\\),/u)) {
        const part = raw.replace(/\\,/gu, ',').trim();
        if (part.length === 0) continue;
        const at = part.lastIndexOf('=');
        const [player, roleName] = at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
        if (!player || !roleName) throw new AssignError(say(lang, 'deal.err.assignForm', { part }));
        const i = seat.get(normalizeName(player));
        if (i === undefined) throw new AssignError(say(lang, 'deal.err.assignPlayer', { player }));
        const role = findRole(rs, roleName);
        if (!role) throw new AssignError(say(lang, 'deal.err.assignRole', { role: roleName, roles: rs.roles.map((r) => r.title).join(', ') }));
        const twice = given[i].map((id) => rs.roles.find((r) => r.id === id)!).find((r) => rs.slots.length === 0 || r.slot === role.slot);
        if (twice) throw new AssignError(say(lang, rs.slots.length === 0 ? 'deal.err.assignTwice' : 'deal.err.assignSlotTwice', { player: names[i], a: twice.title, b: role.title, slot: slotTitle(role.slot) }));
        if (rs.slots.length > 0 && role.slot === null) throw new AssignError(say(lang, 'deal.err.assignNoSlot', { role: role.title }));
        given[i].push(role.id);
    }
    return given;
}

/** How many players each role is given. */
export function givenCounts(given: ReadonlyArray<readonly string[]>): Map<string, number> {
    const counts = new Map<string, number>();
    for (const roles of given) for (const r of roles) counts.set(r, (counts.get(r) ?? 0) + 1);
    return counts;
}
