// Import rules checked by `npm run deps` (and so by `npm test`): no import cycles, and an engine that
// depends on nothing but itself. Type-only imports count (tsPreCompilationDeps), since a cycle of
// types is still a tangle a reader has to untie.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
    forbidden: [
        {
            name: 'no-circular',
            severity: 'error',
            comment: 'engine/, language/ and extension/ have no import cycle, type-only imports included.',
            from: { path: '^(engine|language|extension)/' },
            to: { circular: true },
        },
        {
            name: 'engine-is-self-contained',
            severity: 'error',
            comment: 'engine/ imports only engine/: no Langium, no vscode, no Node built-ins, no language/.',
            from: { path: '^engine/' },
            to: { pathNot: '^engine/' },
        },
        {
            name: 'not-to-unresolvable',
            severity: 'error',
            comment: 'An import that cannot be resolved would hide its edges from the rules above.',
            from: { path: '^(engine|language|extension)/' },
            to: { couldNotResolve: true },
        },
    ],
    options: {
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        doNotFollow: { path: 'node_modules' },
        // Langium and vscode-languageserver publish only `exports` maps.
        enhancedResolveOptions: {
            exportsFields: ['exports'],
            conditionNames: ['import', 'require', 'node', 'default', 'types'],
            mainFields: ['module', 'main', 'types', 'typings'],
        },
        exclude: { path: '^(out|node_modules)/' },
    },
};
