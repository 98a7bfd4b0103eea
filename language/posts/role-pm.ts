// A player's role PM at the deal («Ваша роль: …»), built from the rule set as the rules book is:
// each dealt role (or what it is `told as`) with its abilities and their descriptions, the win
// condition (the role's own, else its faction's), and whom the deal lets the player know.
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import { b, type Block, type Inline } from '../../engine/posts/markup.js';
import * as ast from '../generated/ast.js';
import type { RuleModel } from '../generator/rule-model.js';
import { titleOf, winText } from './describe.js';
import { abilityItem, optionItems, roleBlocks } from './rules-book.js';

export interface PmInput {
    /** The player's role identifiers, one per slot. */
    roles: string[];
    /** What the deal tells the player about others («Вам известно: Боря — Сержант.»). */
    known: string[];
}

export function rolePm(m: RuleModel, input: PmInput, lang: Lang): Block[] {
    const byName = new Map(m.roles.map((r) => [r.name, r]));
    const out: Block[] = [];
    for (const id of input.roles) {
        const dealt = byName.get(id);
        if (!dealt) continue;
        const told = dealt.members.find(ast.isToldClause)?.role.ref ?? dealt;
        const slot = dealt.slot?.ref;
        out.push({ kind: 'para', text: [b(slot ? say(lang, 'deal.pm.slotRole', { slot: titleOf(slot), role: titleOf(told) }) : say(lang, 'deal.pm.role', { role: titleOf(told) }))] });
        out.push(...roleBlocks(told, lang, false));
        const faction = told.faction?.ref;
        if (faction) {
            const wins = told.members.some(ast.isWinClause) ? [] : faction.members.filter(ast.isWinClause);
            out.push({ kind: 'para', text: [say(lang, 'deal.pm.faction', { faction: titleOf(faction) })] });
            // The faction's own abilities (the mafia's one shared kill) are the member's too.
            const items: Inline[][] = wins.map((w) => [say(lang, 'book.wins'), ' ', winText(w, lang)]);
            for (const member of faction.members) {
                const a = ast.isSharedAbility(member) ? member.ability : ast.isAbility(member) || ast.isTrigger(member) ? member : undefined;
                if (a) items.push(abilityItem(a, lang, ast.isSharedAbility(member)));
                // Its options as a role's own are listed (seed 003's «Ход босса мафии»: kill up to two, intimidate, bribe).
                if (a && ast.isAbility(a)) items.push(...optionItems(a, lang));
            }
            if (items.length > 0) out.push({ kind: 'list', items });
        }
    }
    for (const k of input.known) out.push({ kind: 'para', text: [k] });
    return out;
}
