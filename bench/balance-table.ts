// Markdown tables of `mafia simulate --format json` reports (the balance sweep of docs/balance.md):
// one row per player count, each faction's win rate with its Wilson 95% interval, draws and the
// unfinished share.  Usage: node --import tsx bench/balance-table.ts REPORT.json [...]
import { readFileSync } from 'node:fs';
import type { SimulationReport } from '../language/cli/simulate-format.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}`;

for (const file of process.argv.slice(2)) {
    const r = JSON.parse(readFileSync(file, 'utf8')) as SimulationReport;
    const factions = r.results[0]?.wins.map((w) => w.faction) ?? [];
    console.log(`${file.split('/').pop()}: policy ${r.policy}, ${r.games} games per player count (win rate %, 95% interval)\n`);
    console.log(`| players | ${factions.join(' | ')} | draws | unfinished |`);
    console.log(`| ---: | ${factions.map(() => '---:').join(' | ')} | ---: | ---: |`);
    for (const s of r.results) {
        const cells = factions.map((f) => { const w = s.wins.find((x) => x.faction === f)!; return `${pct(w.rate)} (${pct(w.ci95[0])}–${pct(w.ci95[1])})`; });
        console.log(`| ${s.players} | ${cells.join(' | ')} | ${pct(s.draws / r.games)} | ${pct(s.unfinished / r.games)} |`);
    }
    console.log('');
}
