import { resolve } from 'node:path';
import { Prng, randomPhase, startGame } from '../engine/index.js';
import { loadWorkspace } from '../language/cli/workspace.js';
import { compileRuleSet } from '../language/run/compile-ruleset.js';
const which = process.argv[2] ?? 'vanilla';
const file = which === 'vanilla' ? 'bench/vanilla.mafia' : 'examples/seed-002/rules.mafia';
const { services, documents } = await loadWorkspace([resolve(file)]);
const rs = compileRuleSet(documents[0].parseResult.value as any, services.shared.workspace.LangiumDocuments);
const roles = which === 'vanilla' ? [...Array(7).fill('Мафиози'), ...Array(23).fill('Мирный житель')] : ['Комиссар', 'Сержант', 'Мафия', 'Мафия', 'Мафия', 'Мафия', 'Громила', 'Ниндзя', 'Реаниматор', 'ВСБ', 'Некромант', 'Священник', 'Камикадзе', 'Маньяк', ...Array(16).fill('Мирный житель')];
const opts = which === 'vanilla' ? { act: 1, vote: 1 } : { act: 0.8, vote: 0.97 };
const t0 = performance.now(); let n = 0; let phases = 0;
while (performance.now() - t0 < 12000) {
  const rng = new Prng(n + 1);
  const g = startGame(rs, { players: roles.map((r, i) => ({ name: `Игрок${i + 1}`, roles: [r] })), seed: n }, { tables: false });
  for (let k = 0; k < 200 && !g.winner; k++) { g.runPhase(randomPhase(g, rng, opts)); phases++; }
  n++;
}
console.log(n / 12, 'games/s', phases / n, 'phases/game');
