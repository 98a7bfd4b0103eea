// The English catalogue: every word the tool says itself, by key. ru.ts has exactly the same keys
// (the compiler checks it; test/l10n checks the placeholders match). Keys are grouped by area with
// a prefix: `reject.` rejection reasons, `note.` trace notes, `cli.` command-line messages,
// `diag.` diagnostics, `fix.` quick-fix titles, `hover.`, `complete.`, `preview.`, `post.` forum posts.
// Placeholders: {name}; plurals {n|one|other} (# is the number). See format.ts.
export const en = {
    'common.nobody': 'nobody',
    'common.votes': '{n|# vote|# votes}',
    // ---- posts, rules book, deal (branch posts): keys post.*, book.*, deal.*
    'deal.problem.mixedSlots': "a pick pool mixes roles of several slots: {roles}",
    'deal.problem.inSlot': " (slot {slot})",
    'deal.problem.twoRests': "two entries take the rest of the seats{where}",
    'deal.problem.size': "{n} players, but the setup deals {count|# role|# roles}{where}",
    'deal.problem.pool': "{n} players: {want|# role is|# roles are} to be picked from {pool} ({roles})",
    'deal.problem.count': "{n} players: {role} is dealt {k} times, the rule set allows {min}..{max}",
    'deal.diag.cannotDeal': "This setup cannot deal {counts} players: {problem}.",
    'deal.diag.overlap': "Two setups cover {counts} players: the first one is used.",
    'deal.diag.poolKind': "'{name}' is not a role, faction or slot: a pick pool lists roles (a faction or slot stands for its roles).",
    // ---- end of posts, rules book, deal
} as const;

export type MessageKey = keyof typeof en;
