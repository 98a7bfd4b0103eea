// The English catalogue: every word the tool says itself, by key. ru.ts has exactly the same keys
// (the compiler checks it; test/l10n checks the placeholders match). Keys are grouped by area with
// a prefix: `reject.` rejection reasons, `note.` trace notes, `cli.` command-line messages,
// `diag.` diagnostics, `fix.` quick-fix titles, `hover.`, `complete.`, `preview.`, `post.` forum posts.
// Placeholders: {name}; plurals {n|one|other} (# is the number). See format.ts.
export const en = {
    'common.nobody': 'nobody',
    'common.votes': '{n|# vote|# votes}',
    // mafiascum (modifiers, the visit model, votes on votes): engine/stacking.ts, engine/voting.ts
    'ms.vote.follows': 'the vote follows {leader}\'s (vote stolen)',
    'ms.vote.followsNobody': '{voter}\'s vote follows {leader}\'s, who casts none: {voter} casts no vote',
    'ms.vote.followed': '{voter}\'s vote follows {leader}\'s: on {target}',
    'ms.deal.modifierAlone': '{modifier} is a modifier: it stacks on a base role, and {player} is dealt none',
    'ms.deal.twoBases': '{player} is dealt two base roles ({roles}): one base role per player, plus any modifiers',
    'ms.deal.modifierTwice': '{player} is dealt the modifier {modifier} twice',
    'ms.deal.unknownModifier': 'unknown role or modifier \'{name}\'',
    'ms.mustAct.made': '{player} must act and gave no order: the engine orders {ability} on {targets}',
    'ms.diag.modifier.faction': 'Modifier \'{name}\' has a faction: a modifier stacks on a player\'s base role, which gives the faction. Remove it, or declare a role.',
    'ms.diag.modifier.slot': 'Modifier \'{name}\' has a slot: a modifier stacks on a player\'s base role, which has the slot. Remove it, or declare a role.',
    'ms.diag.modifier.base': 'Modifier \'{name}\' is dealt as another role (\'from\'): only a role can be. Remove it, or declare a role.',
    'ms.diag.modifier.member': 'Modifier \'{name}\' has \'{clause}\': wins, counts and ranks belong to base roles.',
    'ms.diag.fromModifier': '\'{name}\' is dealt as \'{base}\', a modifier: \'from\' names a base role.',
    'ms.diag.fromItself': '\'{name}\' is dealt as itself (\'from\' goes round in a circle).',
} as const;

export type MessageKey = keyof typeof en;
