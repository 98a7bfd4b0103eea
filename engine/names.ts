// Name matching for everything that refers to the rule set from outside (game JSON, game
// scripts, CLI): identifiers or display names, ignoring case, «ё» = «е», spaces collapsed.

const memo = new Map<string, string>();

export function normalizeName(name: string): string {
    let n = memo.get(name);
    if (n === undefined) {
        n = name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
        if (memo.size > 50_000) memo.clear(); // names are few; this only bounds a hostile input
        memo.set(name, n);
    }
    return n;
}

/** Whether a declaration's identifier, display name or an alias is `key` (a name already normalized). */
export function hasName(def: { id: string; title: string; aliases?: readonly string[] }, key: string): boolean {
    return normalizeName(def.id) === key || normalizeName(def.title) === key
        || (def.aliases !== undefined && def.aliases.some((x) => normalizeName(x) === key));
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
