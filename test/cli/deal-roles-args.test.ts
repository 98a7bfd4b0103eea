// "Mafia: Deal Roles…" asks, after the seed, for the roles players chose at sign-up (optional, the
// CLI's --assign). The command line it builds (extension/deal-args.ts) is run here as the editor
// runs it, with the bundled CLI: the assigned roles are dealt, an empty answer draws every role,
// and an assignment the deal cannot honour fails as the CLI says (the editor shows that line).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealArgs } from '../../extension/deal-args.js';
import { repoRoot } from './run-cli.js';

const RULES = join(repoRoot, 'examples/seed-000/rules.mafia');
const PLAYERS = join(repoRoot, 'test/fixtures/audit-flow/s000/players.txt');
const CLI = join(repoRoot, 'out/cli.cjs');

function deal(assign: string, dir: string) {
    const target = join(dir, 'game.mafia');
    const r = spawnSync(process.execPath, dealArgs({ cli: CLI, rules: RULES, players: PLAYERS, target, seed: 'editor-assign-seed-0123456789', assign }), { encoding: 'utf8' });
    return { code: r.status, stderr: r.stderr, json: r.status === 0 ? JSON.parse(r.stdout) as { players: Array<{ name: string; roles: string[] }> } : null, target };
}

describe('Deal Roles…: the optional --assign step', () => {
    it('the assigned explicit roles are dealt and written into the game script', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-deal-ext-'));
        try {
            const r = deal(' Аня=Политик, боря=Юрист ', dir);
            expect(r.code, r.stderr).toBe(0);
            const roles = Object.fromEntries(r.json!.players.map((p) => [p.name, p.roles[0]]));
            expect([roles['Аня'], roles['Боря']]).toEqual(['Политик', 'Юрист']);
            expect(readFileSync(r.target, 'utf8')).toMatch(/^\s*Аня:\s+Политик,/m);
        } finally { rmSync(dir, { recursive: true, force: true }); }
    });

    it('an empty answer passes no --assign (every role drawn, as before)', () => {
        expect(dealArgs({ cli: 'c', rules: 'r', players: 'p', target: 't', seed: '', assign: '  ' })).toEqual(['c', 'deal', 'r', '--players', 'p', '-o', 't', '--force', '--format', 'json']);
        const dir = mkdtempSync(join(tmpdir(), 'mafia-deal-ext-'));
        try { expect(deal('', dir).code).toBe(0); } finally { rmSync(dir, { recursive: true, force: true }); }
    });

    it('an assignment the deal cannot honour exits 2 with the line the editor shows', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-deal-ext-'));
        try {
            const r = deal('Незнакомец=Политик', dir);
            expect(r.code).toBe(2);
            expect(r.stderr.trim().split('\n')[0]).toMatch(/Незнакомец/);
        } finally { rmSync(dir, { recursive: true, force: true }); }
    });
});
