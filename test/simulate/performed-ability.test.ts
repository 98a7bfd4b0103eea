// The bots fill a `param ability` (seed 003's Джокер: «Может применять любое действие любой из
// ролей, которая есть в раскладе»): the copied action is one of the drawn role's, and the engine
// carries it out. Before, the bots never named one, so a simulated Джокер never acted.
import { describe, expect, it } from 'vitest';
import { Prng, startGame, type PhaseInput, type PhaseResult } from '../../engine/index.js';
import { informedPolicy, randomPolicy } from '../../engine/sim/index.js';
import { compiledRules } from '../engine/compile.js';
import { say } from '../../engine/l10n/catalogue.js';

// A Джокер or his target killed earlier in the same night: no order a bot chooses before the phase can foresee it.
const DIED_EARLIER = [say('ru', 'reject.target-died', { target: '', g: 'n' }), say('ru', 'reject.actor-died', { actor: '', g: 'n' })].map((t) => t.split(' ').slice(3).join(' '));

const ROLES = ['Мафия', 'Мафия', 'Мафия', 'Маньяк', 'Комиссар', 'Доктор', 'Девочка', 'Джокер', 'Мирный житель', 'Мирный житель', 'Мирный житель', 'Мирный житель'];

describe('bots copying an action (param ability)', () => {
    it.each([randomPolicy, informedPolicy])('seed 003\'s Джокер copies a dealt role\'s action, and it is carried out ($name)', async (policy) => {
        const rs = await compiledRules('examples/seed-003/rules.mafia');
        let given = 0;
        let rejected = 0;
        const copied = new Set<string>();
        for (let seed = 1; seed <= 12; seed++) {
            const rng = new Prng(seed);
            const roles = ROLES.slice();
            for (let i = roles.length - 1; i > 0; i--) { const j = rng.int(i + 1); [roles[i], roles[j]] = [roles[j], roles[i]]; }
            const joker = `Игрок${roles.indexOf('Джокер') + 1}`;
            const g = startGame(rs, { players: roles.map((r, i) => ({ name: `Игрок${i + 1}`, roles: [r] })), seed }, { tables: false });
            const bots = policy.start(g, rng);
            for (let k = 0; k < 40 && !g.winner; k++) {
                let input: PhaseInput = {};
                const result: PhaseResult = g.runPhase(() => (input = bots.decide()));
                bots.observe(result);
                for (const a of input.actions ?? []) {
                    if (a.actor !== joker || a.ability !== 'Копирование') continue;
                    given++;
                    const role = String(a.args?.role);
                    const action = String(a.args?.Действие);
                    // One of the drawn role's own actions (an ability, or an option of one), never the copying itself.
                    const own = rs.roles.find((r) => r.id === role)!;
                    expect(action).not.toBe('Копирование');
                    expect(rs.abilities.some((x) => (x.id === action || x.options.some((o) => o.id === action)) && (x.owner === own.id || x.owner === own.faction || x.ownerKind === 'common'))).toBe(true);
                    copied.add(`${role}/${action}`);
                    if (result.rejected.some((r) => r.actor === joker && !DIED_EARLIER.some((d) => r.reason.includes(d)))) rejected++;
                }
            }
        }
        // The Джокер acts, copying several different actions, and the engine accepts what the bots checked.
        expect(given).toBeGreaterThan(10);
        expect(copied.size).toBeGreaterThan(3);
        expect(rejected).toBe(0);
    });
});
