import type { ReferenceInfo } from 'langium';
import { isOrderEntry, isRole } from '../generated/ast.js';

/**
 * An order's ability is looked up among the actor's abilities only (`Боря: Амнистия` when Боря is
 * no Политик). Its linking error either follows from another one — the actor or one of the
 * actor's roles is itself unknown, and that error is already shown — and is then dropped, or it
 * names the actor and the roles that lack the ability: «Unknown ability» alone read as if the
 * ability were missing from the rule set.
 */
export function orderAbilityError(info: ReferenceInfo, refText: string): 'cascade' | string | undefined {
    const order = info.container;
    if (!isOrderEntry(order) || info.property !== 'ability') return undefined;
    const player = order.actor?.ref;
    if (!player || player.roles.some((r) => !isRole(r.ref))) return 'cascade';
    const roles = player.roles.map((r) => r.$refText).join(', ');
    return `'${player.name}'${roles ? ` (${roles})` : ''} has no ability '${refText}'.`;
}
