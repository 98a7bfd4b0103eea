import type { ReferenceInfo } from 'langium';
import { isOrderEntry, isRole } from '../generated/ast.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

/**
 * An order's ability is looked up among the actor's abilities only (`Боря: Амнистия` when Боря is
 * no Политик). Its linking error either follows from another one — the actor or one of the
 * actor's roles is itself unknown, and that error is already shown — and is then dropped, or it
 * names the actor and the roles that lack the ability: «Unknown ability» alone read as if the
 * ability were missing from the rule set.
 */
export function orderAbilityError(info: ReferenceInfo, refText: string, lang: Lang): 'cascade' | string | undefined {
    const order = info.container;
    if (!isOrderEntry(order) || info.property !== 'ability') return undefined;
    const player = order.actor?.ref;
    if (!player || player.roles.some((r) => !isRole(r.ref))) return 'cascade';
    const roles = player.roles.map((r) => r.$refText).join(', ');
    return say(lang, roles ? 'diag.player-no-ability' : 'diag.player-no-ability-plain', { player: player.name, roles, name: refText });
}
