import { resolve } from 'node:path';
import { Prng, randomPhase, startGame } from '../engine/index.js';
import { loadWorkspace } from '../language/cli/workspace.js';
import { compileRuleSet } from '../language/run/compile-ruleset.js';
import { playVanilla } from './vanilla-handwritten.js';
const { services, documents } = await loadWorkspace([resolve('bench/vanilla.mafia')]);
const rs = compileRuleSet(documents[0].parseResult.value as any, services.shared.workspace.LangiumDocuments);
const roles = [...Array(7).fill('Мафиози'), ...Array(23).fill('Мирный житель')];
const players = roles.map((r, i) => ({ name: `Игрок${i + 1}`, roles: [r] }));
for (let round = 0; round < 9; round++) {
  let tStart = 0, tRandom = 0, tRun = 0, n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 2000) {
    const rng = new Prng(n + 1);
    let a = performance.now();
    const g = startGame(rs, { players, seed: n }, { tables: false });
    let b = performance.now(); tStart += b - a;
    for (let k = 0; k < 200 && !g.winner; k++) {
      a = performance.now(); const input = randomPhase(g, rng, { act: 1, vote: 1 }); b = performance.now(); tRandom += b - a;
      g.runPhase(input); tRun += performance.now() - b;
    }
    n++;
  }
  const h0 = performance.now(); let h = 0; while (performance.now() - h0 < 500) { playVanilla(30, 7, new Prng(h + 1)); h++; }
  console.log(`dsl ${(n / 2).toFixed(0)} g/s: start ${(1000 * tStart / n).toFixed(1)}µs random ${(1000 * tRandom / n).toFixed(1)}µs run ${(1000 * tRun / n).toFixed(1)}µs per game; hand ${(h / 0.5).toFixed(0)} g/s`);
}
