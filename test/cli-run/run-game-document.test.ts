// runGameDocument (language/run): what the editor's Run Phase Preview calls on an open game
// script: the result JSON with the trace, each entry pointing at its rule line.
import { resultJson } from '../../engine/model/result-json.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NodeFileSystem } from 'langium/node';
import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '../../language/cli/workspace.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { GameRunError, runGameDocument } from '../../language/run/run-game-script.js';
import { mafia } from './cli.js';

const GAME = resolve('examples/seed-002/game-town-wins.mafia');
const RULES = resolve('examples/seed-002/rules.mafia');

describe('runGameDocument', () => {
    it('returns the same result as `mafia run --format json --trace`, with absolute source paths', async () => {
        const { services, documents } = await loadWorkspace([GAME], createMafiaServices(NodeFileSystem).Mafia);
        const result = await runGameDocument(services, documents[0], { trace: true });
        const cli = JSON.parse((await mafia('run', GAME, '--format', 'json', '--trace')).stdout);
        const strip = (r: unknown) => JSON.parse(JSON.stringify(r).replaceAll(RULES, 'RULES').replaceAll('examples/seed-002/rules.mafia', 'RULES'));
        // The CLI writes the contract's outcomes (engine/model/result-json.ts); the document's result keeps the engine's kinds.
        expect(strip(resultJson(result))).toEqual(strip(cli));
        const lines = readFileSync(RULES, 'utf8').split('\n');
        const entries = result.phases.flatMap((p) => p.trace!);
        expect(entries.length).toBeGreaterThan(50);
        for (const t of entries.filter((e) => e.source && e.source.line > 0)) {
            expect(t.source!.file).toBe(RULES);
            expect(lines[t.source!.line - 1].trim().length).toBeGreaterThan(0);
        }
    });

    it('honours seed and phases; the trace is absent without trace', async () => {
        const { services, documents } = await loadWorkspace([GAME], createMafiaServices(NodeFileSystem).Mafia);
        const result = await runGameDocument(services, documents[0], { seed: 9, phases: 1 });
        expect(result.seed).toBe(9);
        expect(result.phases.length).toBe(1);
        expect(result.phases[0].trace).toBeUndefined();
    });

    it('refuses a rule set with errors, and a deal with unknown roles, with GameRunError', async () => {
        const services = createMafiaServices(NodeFileSystem).Mafia;
        const factory = services.shared.workspace.LangiumDocumentFactory;
        const docs = services.shared.workspace.LangiumDocuments;
        const { URI } = await import('langium');
        const rules = factory.fromString('ruleset X\nrole A : Nope {}\n', URI.file('/virtual/bad.mafia'));
        const game = factory.fromString('game rules "bad.mafia"\nplayers { Аня: A }\n', URI.file('/virtual/game.mafia'));
        docs.addDocument(rules);
        docs.addDocument(game);
        await services.shared.workspace.DocumentBuilder.build([rules, game], { validation: true });
        await expect(runGameDocument(services, game, {})).rejects.toMatchObject({ kind: 'ruleset' });

        const good = factory.fromString('ruleset Y\nphase night\nfaction F { wins when count alive == 0 }\nrole A : F {}\n', URI.file('/virtual/good.mafia'));
        const deal = factory.fromString('game rules "good.mafia"\nplayers { Аня: A  Боря: Б }\n', URI.file('/virtual/deal.mafia'));
        docs.addDocument(good);
        docs.addDocument(deal);
        await services.shared.workspace.DocumentBuilder.build([good, deal], { validation: true });
        const error = await runGameDocument(services, deal, {}).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GameRunError);
        expect(error).toMatchObject({ kind: 'deal', message: "players[1] (Боря): unknown role 'Б'" });
    });
});
