// The rule set's `deal` clauses (the setups `mafia deal` deals): every player count of a clause's
// range must be dealable (the engine's own setup check, engine/deal-setup.ts), ranges must not
// overlap, and a `pick` pool names roles, factions or slots only.
import type { ValidationAcceptor, ValidationChecks } from 'langium';
import { setupProblems } from '../../engine/deal-setup.js';
import { say } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';
import * as ast from '../generated/ast.js';
import { dealSetupOf, setupRolesOf } from '../model/deal-setup-model.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { report } from './report.js';

/** Player counts checked per clause (a range wider than this is checked at its ends and this many counts). */
const MAX_COUNTS = 200;

export function dealSetupChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    return {
        DealClause: (clause: ast.DealClause, accept: ValidationAcceptor) => {
            const model = models.of(clause);
            const lang = messageLang(clause);
            const max = clause.max ?? clause.min;
            if (clause.min > max) return; // empty-range (range-checks.ts)
            const def = dealSetupOf(clause, model.roles, () => ({ file: '', line: 0 }));
            const roles = setupRolesOf(model.roles, model.slots, (r) => {
                const c = model.roleCount(r);
                return { min: c.min, max: c.max };
            });
            // One diagnostic: the counts that cannot be dealt, and why for the first of them.
            const failing: number[] = [];
            let first: string | undefined;
            for (let n = clause.min; n <= max && n - clause.min < MAX_COUNTS; n++) {
                const problems = setupProblems(roles, def, n, lang);
                if (problems.length > 0) { failing.push(n); first ??= problems.join('; '); }
            }
            if (first !== undefined) {
                report(accept, 'error', Codes.ImpossibleSetup, say(lang, 'deal.diag.cannotDeal', { counts: ranges(failing), problem: first }), { node: clause, keyword: 'deal' });
            }
            const setup = clause.$container;
            for (const other of setup.clauses) {
                if (other === clause || !ast.isDealClause(other)) continue;
                if (setup.clauses.indexOf(other) > setup.clauses.indexOf(clause)) continue;
                const oMax = other.max ?? other.min;
                if (other.min <= max && clause.min <= oMax) {
                    report(accept, 'warning', Codes.ImpossibleSetup, say(lang, 'deal.diag.overlap', { counts: ranges(range(Math.max(other.min, clause.min), Math.min(oMax, max))) }), { node: clause, property: 'min' });
                }
            }
        },
        DealPick: (pick: ast.DealPick, accept: ValidationAcceptor) => {
            pick.pool.forEach((ref, index) => {
                const target = ref.ref;
                if (target && !ast.isRole(target) && !ast.isFaction(target) && !ast.isSlot(target)) {
                    const lang = messageLang(pick);
                    report(accept, 'error', Codes.WrongReferenceKind, say(lang, 'deal.diag.poolKind', { name: ref.$refText }), { node: pick, property: 'pool', index });
                }
            });
        },
    };
}

/** 10, 11, 12, 14 → «10..12, 14». */
function ranges(ns: number[]): string {
    const out: string[] = [];
    for (let i = 0; i < ns.length; i++) {
        let j = i;
        while (j + 1 < ns.length && ns[j + 1] === ns[j] + 1) j++;
        out.push(j > i ? `${ns[i]}..${ns[j]}` : String(ns[i]));
        i = j;
    }
    return out.join(', ');
}

function range(from: number, to: number): number[] {
    return Array.from({ length: Math.min(to - from + 1, MAX_COUNTS) }, (_, i) => from + i);
}
