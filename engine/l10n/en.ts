// The English catalogue: every word the tool says itself, by key. ru.ts has exactly the same keys
// (the compiler checks it; test/l10n checks the placeholders match). Keys are grouped by area with
// a prefix: `reject.` rejection reasons, `note.` trace notes, `cli.` command-line messages,
// `diag.` diagnostics, `fix.` quick-fix titles, `hover.`, `complete.`, `preview.`, `post.` forum posts.
// Placeholders: {name}; plurals {n|one|other} (# is the number). See format.ts.
export const en = {
    'common.nobody': 'nobody',
    'common.votes': '{n|# vote|# votes}',

    // ---- actions on actions and natural resolution (nar.)
    'nar.swap.applied': 'orders aimed at {a} and at {b} are swapped',
    'nar.swap.moved': "{actor}'s order aimed at {from} goes to {to} (swapped)",
    'nar.retarget.applied': "{puppet}'s orders get {to} as their {which}",
    'nar.retarget.first': 'first target',
    'nar.retarget.param': 'parameter {param}',
    'nar.retarget.moved': '{actor} is possessed: the {which} of the order becomes {to} (was {from})',
    'nar.retarget.none': '{actor} is possessed, but the order has no {which} to replace',
    'nar.hold.applied': "{subject}'s orders are held over to the next {phase}",
    'nar.hold.held': "{actor}'s order is held over to {phase} {number}: no effect now",
    'nar.hold.resumed': '{actor}\'s order held over from {phase} {number} resolves first',
    'nar.double.applied': '{player} may give one more order{abilities}',
    'nar.double.for': ' for {abilities}',
    'nar.double.kept': '{actor} gives another order for {ability}: the earlier one is kept as a second order, carried out only with an extra order',
    'nar.double.used': "{actor}'s second order for {ability} is carried out: the extra order from {by}'s {from}",
    'nar.double.none': 'a second order for {ability} needs an extra order, and {actor} has none this phase: the later order counts',
    'nar.double.superseded': 'superseded: {actor} gave a later order for {ability}, and only one earlier order is kept',
    'nar.waits': "{actor}'s {ability} waits for {others}",
    'nar.loop': 'dependency loop: {chain}; broken by order of submission: {actor}\'s {ability} resolves first',
    'nar.order': "{actor}'s {ability}",
    'nar.dead-actor': '{actor} has died this phase, but under natural resolution an order given is still carried out',
    'nar.diag.loop': "'{a}' and '{b}' can wait for each other under `resolution natural` ({why}): such a loop is broken by order of submission (stage order, then the order the orders were given). Write a ruling if the game needs another one.",
    'nar.diag.loop-self': "Two holders of '{a}' can wait for each other under `resolution natural` ({why}): such a loop is broken by order of submission (the order given first resolves first). Write a ruling if the game needs another one.",
    'nar.diag.why-actor': "'{b}' can stop the orders of its target's holder",
    'nar.diag.why-targets': "'{b}' moves the orders aimed at its targets",
    'nar.diag.param': "No ability declares a player parameter '{param}': `retarget … replacing {param}` would never replace anything.",
    'nar.hover.block': 'stops its target\'s orders (under `resolution natural` they wait for it)',
    'nar.hover.swap': 'swaps the orders aimed at its two targets (under `resolution natural` orders sharing a target wait for it)',
    'nar.hover.redirect': 'sends the orders aimed at its target elsewhere (under `resolution natural` orders sharing a target wait for it)',
    'nar.hover.retarget': 'bends its target\'s orders: their first target (or the named parameter) is replaced',
    'nar.hover.hold': 'holds its target\'s orders over to a later phase',
    'nar.hover.double': 'gives its target an extra order',
} as const;

export type MessageKey = keyof typeof en;
