// The English catalogue: every word the tool says itself, by key. ru.ts has exactly the same keys
// (the compiler checks it; test/l10n checks the placeholders match). Keys are grouped by area with
// a prefix: `reject.` rejection reasons, `note.` trace notes, `cli.` command-line messages,
// `diag.` diagnostics, `fix.` quick-fix titles, `hover.`, `complete.`, `preview.`, `post.` forum posts.
// Placeholders: {name}; plurals {n|one|other} (# is the number). See format.ts.
export const en = {
    'common.nobody': 'nobody',
    'common.votes': '{n|# vote|# votes}',
    // sim.: the balance simulator in the editor (Mafia: Simulate Balance)
    'sim.noRuleSet': 'Mafia: open a rule set to simulate its balance.',
    'sim.cliMissing': 'Mafia: the simulator ({path}) is missing from this installation.',
    'sim.players.title': 'Simulate the balance of {file}',
    'sim.players.prompt': 'Player counts: N or A..B (empty: the players range of the rule set)',
    'sim.players.invalid': 'Write a number N or a range A..B, such as 10..16',
    'sim.games.placeholder': 'Games per player count',
    'sim.games.item': '{n|# game|# games} per player count',
    'sim.policy.placeholder': 'How the bots play',
    'sim.policy.random': 'roles shuffled to seats, random legal orders, votes uniform among the living',
    'sim.policy.informed': 'players act on what they learned; factions that know each other coordinate',
    'sim.progress.title': 'Simulating {file}',
    'sim.progress.games': '{done} of {total} games',
    'sim.cancelled': 'Mafia: the simulation was cancelled.',
    'sim.failed': 'Mafia: the simulation failed: {reason}',
    'sim.ruleErrors': 'Mafia: the rule set has errors; fix them before simulating (see the output).',
    'sim.panel.title': 'Balance: {file}',
    'sim.panel.heading': '{title}: {games} games per player count, policy {policy}',
    'sim.table.players': '{n|# player|# players}',
    'sim.table.faction': 'Faction',
    'sim.table.wins': 'Wins',
    'sim.table.rate': 'Win rate',
    'sim.table.interval': '95% interval',
    'sim.table.draws': 'draws {n}',
    'sim.table.unfinished': 'unfinished (phase cap) {n}',
    'sim.table.phases': 'phases: median {p50}, 90th percentile {p90}',
    'sim.chart.label': 'Win rate against player count, 95% interval as a band',
} as const;

export type MessageKey = keyof typeof en;
