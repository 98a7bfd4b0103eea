// Compiles a rule set written inline in a test (parsed and validated by the real services).
import { EmptyFileSystem } from 'langium';
import { parseHelper } from 'langium/test';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import type { GameInput } from '../../engine/model/game-input.js';
import { runGame } from '../../engine/run.js';
import type { RuleSet } from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { compileRuleSet } from '../../language/run/compile-ruleset.js';
import { parseOrder, parseVote } from './scenario.js';

const services = createMafiaServices(EmptyFileSystem);
const parse = parseHelper<RuleSet>(services.Mafia);

export async function rules(text: string): Promise<CompiledRuleSet> {
    const doc = await parse(text, { validation: true });
    const errors = [...doc.parseResult.lexerErrors.map((e) => e.message), ...doc.parseResult.parserErrors.map((e) => e.message),
        ...(doc.diagnostics ?? []).filter((d) => d.severity === 1).map((d) => `${d.range.start.line + 1}: ${d.message}`)];
    if (errors.length > 0) throw new Error(`rule set has errors:\n${errors.join('\n')}`);
    return compileRuleSet(doc.parseResult.value, undefined, { fileName: () => 'inline.mafia' });
}

/** Plays phases given as lists of orders (`A: X → B`) and votes (`A → B`, `A +→ B` for, `A -→ B` against). */
export function play(rs: CompiledRuleSet, deal: Record<string, string | string[]>, phases: string[][], seed = 1) {
    const input: GameInput = {
        seed,
        players: Object.entries(deal).map(([name, r]) => ({ name, roles: Array.isArray(r) ? r : [r] })),
        phases: phases.map((entries) => ({
            actions: entries.filter((e) => e.includes(':')).map(parseOrder),
            votes: entries.filter((e) => !e.includes(':')).map((e) => {
                const kind = e.includes('+→') ? 'for' : e.includes('-→') ? 'against' : undefined;
                const v = parseVote(e.replace('+→', '→').replace('-→', '→'));
                return kind ? { ...v, kind } : v;
            }),
        })),
    };
    // Behaviour tests, worded in English (test/l10n checks the Russian words).
    return runGame(rs, input, { trace: true, lang: 'en' });
}

/** A night-first town-vs-gang frame that the mechanics tests put their roles into. */
export const FRAME = `
    setup { start night  win check after each phase }
    phase night "Ночь"
    phase day "День" { voting Суд }
    voting Суд "Суд" { plurality ties nobody execution kill }
    faction Город "Город" { wins when none alive(Банда) }
    faction Банда "Банда" { wins when count alive(Банда) >= count alive - count alive(Банда) }
`;

type Played = ReturnType<typeof play>;
/** Who died in the i-th phase (0-based). */
export const deaths = (r: Played, i: number) => r.phases[i].events.filter((e) => e.kind === 'death').map((e) => e.subject);
/** A player's row in the i-th phase's players table. */
export const row = (r: Played, i: number, name: string) => r.phases[i].players.find((p) => p.name === name)!;
