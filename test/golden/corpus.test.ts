// The golden corpus (CI subset): seeded random games of every shipped rule set, recorded as game
// JSON with a hash of each traced result JSON (scripts/golden-corpus.ts). A refactoring of the
// engine must leave every hash as it is; a fix that changes adjudication re-records the corpus
// (`golden-corpus.ts record`, `subset`) and its commit says which games changed and why.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runGame } from '../../engine/index.js';
import type { GameInput } from '../../engine/index.js';
import { resultHash } from '../../scripts/golden-hash.js';
import { compiledRules } from '../engine/compile.js';

const CORPUS = process.env.GOLDEN_CORPUS ?? 'test/golden/corpus.json.gz';
const FILES: Record<string, string> = {
    'seed-000': 'examples/seed-000/rules.mafia',
    'seed-002': 'examples/seed-002/rules.mafia',
    'seed-003': 'examples/seed-003/rules.mafia',
    vanilla: 'bench/vanilla.mafia',
};
const corpus = JSON.parse(gunzipSync(readFileSync(CORPUS)).toString('utf8')) as Record<string, Array<{ game: GameInput; result: string }>>;

describe('golden corpus: recorded random games give the recorded results', () => {
    for (const [name, games] of Object.entries(corpus)) {
        it(`${name}: ${games.length} games`, async () => {
            const rs = await compiledRules(FILES[name]);
            const differ: number[] = [];
            games.forEach(({ game, result }, i) => {
                if (resultHash(JSON.stringify(runGame(rs, game, { trace: true }))) !== result) differ.push(i);
            });
            expect(differ, `games whose result changed (scripts/golden-corpus.ts check --only ${name} shows the difference)`).toEqual([]);
        });
    }
    it('covers every shipped rule set', () => expect(Object.keys(corpus).sort()).toEqual(Object.keys(FILES).sort()));
});
