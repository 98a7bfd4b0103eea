// One seeded pseudo-random generator per game (mulberry32): small, fast, and the same sequence
// on every platform, so a game and a seed always adjudicate the same way.

export class Prng {
    private state: number;
    /** How many numbers have been drawn (numbered in the trace). */
    draws = 0;

    constructor(seed: number) {
        this.state = seed >>> 0;
    }

    /** A float in [0, 1). */
    next(): number {
        this.draws++;
        let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }

    /** An integer in [0, n). */
    int(n: number): number {
        return Math.floor(this.next() * n);
    }
}
