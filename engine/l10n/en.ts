// The English catalogue: every word the tool says itself, by key. ru.ts has exactly the same keys
// (the compiler checks it; test/l10n checks the placeholders match). Keys are grouped by area with
// a prefix: `reject.` rejection reasons, `note.` trace notes, `cli.` command-line messages,
// `diag.` diagnostics, `fix.` quick-fix titles, `hover.`, `complete.`, `preview.`, `post.` forum posts.
// Placeholders: {name}; plurals {n|one|other} (# is the number). See format.ts.
export const en = {
    'common.nobody': 'nobody',
    'common.votes': '{n|# vote|# votes}',
} as const;

export type MessageKey = keyof typeof en;
