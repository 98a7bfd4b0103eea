/**
 * Edit distance (optimal string alignment: insert, delete, substitute, swap two neighbours),
 * case-insensitive and with «ё» treated as «е» (how hosts misspell names: «Комисар», «Комсиар»).
 * With a `limit`, any distance above it comes back as `limit + 1` as soon as that is certain:
 * suggestions compare each unknown name with every declared one, so most comparisons stop early.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
    return distance(normalizeName(a), normalizeName(b), limit);
}

function distance(x: string, y: string, limit: number): number {
    if (Math.abs(x.length - y.length) > limit) return limit + 1;
    let before: number[] = [];
    let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
    let previousMin = 0;
    for (let i = 1; i <= x.length; i++) {
        const current = [i];
        let currentMin = i;
        for (let j = 1; j <= y.length; j++) {
            const cost = x[i - 1] === y[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2] + 1);
            current.push(d);
            if (d < currentMin) currentMin = d;
        }
        // Two rows above the limit: every later cell builds on one of them (a swap reaches back two rows).
        if (currentMin > limit && previousMin > limit) return limit + 1;
        before = previous;
        previous = current;
        previousMin = currentMin;
    }
    return Math.min(previous[y.length], limit + 1);
}

export function normalizeName(name: string): string {
    return name.toLowerCase().replace(/ё/g, 'е');
}

/** The closest candidates within a distance that scales with the name's length. */
export function closestNames(name: string, candidates: Iterable<string>, max = 3): string[] {
    const limit = Math.max(1, Math.floor(name.length / 3));
    const normalized = normalizeName(name);
    const scored: Array<[string, number]> = [];
    for (const candidate of new Set(candidates)) {
        const d = distance(normalized, normalizeName(candidate), limit);
        if (d <= limit) scored.push([candidate, d]);
    }
    return scored.sort((p, q) => p[1] - q[1] || p[0].localeCompare(q[0])).slice(0, max).map(([n]) => n);
}
