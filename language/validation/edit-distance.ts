/**
 * Edit distance (optimal string alignment: insert, delete, substitute, swap two neighbours),
 * case-insensitive and with «ё» treated as «е» (how hosts misspell names: «Комисар», «Комсиар»).
 */
export function editDistance(a: string, b: string): number {
    const x = normalizeName(a);
    const y = normalizeName(b);
    let before: number[] = [];
    let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
    for (let i = 1; i <= x.length; i++) {
        const current = [i];
        for (let j = 1; j <= y.length; j++) {
            const cost = x[i - 1] === y[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2] + 1);
            current.push(d);
        }
        before = previous;
        previous = current;
    }
    return previous[y.length];
}

export function normalizeName(name: string): string {
    return name.toLowerCase().replace(/ё/g, 'е');
}

/** The closest candidates within a distance that scales with the name's length. */
export function closestNames(name: string, candidates: Iterable<string>, max = 3): string[] {
    const limit = Math.max(1, Math.floor(name.length / 3));
    const scored: Array<[string, number]> = [];
    for (const candidate of new Set(candidates)) {
        const d = editDistance(name, candidate);
        if (d <= limit) scored.push([candidate, d]);
    }
    return scored.sort((p, q) => p[1] - q[1] || p[0].localeCompare(q[0])).slice(0, max).map(([n]) => n);
}
