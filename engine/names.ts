// Name matching for everything that refers to the rule set from outside (game JSON, game
// scripts, CLI): identifiers or display names, ignoring case, «ё» = «е», spaces collapsed, in
// Unicode NFC (a name typed with a combining mark, as macOS editors save «ё», is the same name).

const memo = new Map<string, string>();

export function normalizeName(name: string): string {
    let n = memo.get(name);
    if (n === undefined) {
        n = name.normalize('NFC').trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
        if (memo.size > 50_000) memo.clear(); // names are few; this only bounds a hostile input
        memo.set(name, n);
    }
    return n;
}

/**
 * The first name that repeats an earlier one as names match (case, «ё»/«е», spaces): `again` is its
 * index, `first` the earlier one's; null when every name is another player's. A player's name is
 * how orders, votes and posts find him, so two that match are one name given twice.
 */
export function repeatedName(names: readonly string[]): { first: number; again: number } | null {
    const seen = new Map<string, number>();
    for (let i = 0; i < names.length; i++) {
        const key = normalizeName(names[i]);
        const first = seen.get(key);
        if (first !== undefined) return { first, again: i };
        seen.set(key, i);
    }
    return null;
}

type Named = { id: string; title: string; aliases?: readonly string[] };

// A declaration's spellings, normalized once: orders name abilities on every phase (hot in games).
const spellings = new WeakMap<Named, { id: string; title: string; aliases: readonly string[] | undefined; keys: Set<string> }>();

/** Whether a declaration's identifier, display name or an alias is `key` (a name already normalized). */
export function hasName(def: Named, key: string): boolean {
    let known = spellings.get(def);
    // Rule-set definitions are frozen in practice; a changed one is normalized again.
    if (!known || known.id !== def.id || known.title !== def.title || known.aliases !== def.aliases) {
        const keys = new Set([normalizeName(def.id), normalizeName(def.title), ...(def.aliases ?? []).map(normalizeName)]);
        known = { id: def.id, title: def.title, aliases: def.aliases, keys };
        spellings.set(def, known);
    }
    return known.keys.has(key);
}

/** A lookup table from every spelling of a thing's names to the things that carry it. */
export class NameTable<T> {
    private readonly map = new Map<string, T[]>();

    add(item: T, ...names: Array<string | null | undefined>): void {
        const seen = new Set<string>();
        for (const name of names) {
            if (!name) continue;
            const key = normalizeName(name);
            if (seen.has(key)) continue;
            seen.add(key);
            const list = this.map.get(key);
            if (list) { if (!list.includes(item)) list.push(item); } else this.map.set(key, [item]);
        }
    }

    find(name: string): T[] {
        return this.map.get(normalizeName(name)) ?? [];
    }
}

/**
 * Player names in sort order as calder/mafia sorts them (Python's `str` comparison: code point by code
 * point, case-sensitive, no locale): `ties last-by-name` (engine/voting.ts). It differs from JS `<`
 * (UTF-16 code units) only for characters beyond U+FFFF against U+E000–U+FFFF.
 */
export function compareNames(a: string, b: string): number {
    const x = Array.from(a), y = Array.from(b);
    for (let i = 0; i < x.length && i < y.length; i++) {
        const d = x[i].codePointAt(0)! - y[i].codePointAt(0)!;
        if (d !== 0) return d;
    }
    return x.length - y.length;
}
