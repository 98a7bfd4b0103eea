// The English catalogue: every word the tool says itself, by key. ru.ts has exactly the same keys
// (the compiler checks it; test/l10n checks the placeholders match). Keys are grouped by area with
// a prefix: `reject.` rejection reasons, `note.` trace notes, `cli.` command-line messages,
// `diag.` diagnostics, `fix.` quick-fix titles, `hover.`, `complete.`, `preview.`, `post.` forum posts.
// Placeholders: {name}; plurals {n|one|other} (# is the number). See format.ts.
export const en = {
    'common.nobody': 'nobody',
    'common.votes': '{n|# vote|# votes}',
    // web playground (web/): the page's own words
    'web.title': 'Mafia Rules playground',
    'web.example': 'Example',
    'web.example.own': '(your own files)',
    'web.open': 'Open…',
    'web.save': 'Save',
    'web.run': 'Run the game ▶',
    'web.reference': 'Language reference',
    'web.lang': 'Language',
    'web.tab.rules': 'Rule set',
    'web.tab.game': 'Game script',
    'web.panel.preview': 'Run Phase Preview',
    'web.preview.empty': 'Write or open a game script, then run it: its phases show here, step by step.',
    'web.loading': 'Starting the editor and the language server…',
    'web.private': 'Everything stays in this browser: your files are kept here and nothing is sent anywhere.',
    'web.run.running': 'Running the game…',
    'web.run.done': '{n|# phase|# phases} run in {ms} ms.',
    'web.run.failed': 'The game cannot run: {error}',
    'web.run.noServer': 'The language server is not running.',
    'web.opened': 'Opened {name}.',
    'web.open.failed': 'Cannot open the file: {error}',
    'web.saved': 'Saved {name}.',
    'web.save.failed': 'Cannot save the file: {error}',
    'web.problems': '{errors|# error|# errors}, {warnings|# warning|# warnings}',
    'web.failed': 'The playground failed to start: {error}',
} as const;

export type MessageKey = keyof typeof en;
