// The deal's randomness: SHA-256 in counter mode over the host's seed, so the whole seed (128 bits
// when drawn by `mafia deal`) decides the deal, not a 32-bit state, and anyone with the seed can
// replay it. Uniform integers by rejection sampling (no modulo bias).
import { createHash } from 'node:crypto';
import type { RandomSource } from '../../engine/deal-setup.js';

export class SeededRandom implements RandomSource {
    private block = Buffer.alloc(0);
    private offset = 0;
    private counter = 0;

    constructor(private readonly seed: string, private readonly purpose: string) {}

    private uint32(): number {
        if (this.offset + 4 > this.block.length) {
            this.block = createHash('sha256').update(`mafia-deal-${this.purpose}/1\n${this.seed}\n${this.counter++}`, 'utf8').digest();
            this.offset = 0;
        }
        const v = this.block.readUInt32BE(this.offset);
        this.offset += 4;
        return v;
    }

    int(n: number): number {
        if (!Number.isInteger(n) || n <= 0) return 0;
        const limit = Math.floor(0x100000000 / n) * n;
        for (;;) {
            const v = this.uint32();
            if (v < limit) return v % n;
        }
    }
}
