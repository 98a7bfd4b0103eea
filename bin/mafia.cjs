#!/usr/bin/env node
'use strict';
// Thin launcher: the real CLI is the esbuild bundle (built by `npm install` via `prepare`).

// A one-shot command (check, run, deal, votes, …) lives about two seconds, most of it parsing the
// rule set once: V8's optimising compiler would spend more CPU compiling that code than it saves
// (measured on seed 000's `mafia run`: 2.6 s of CPU by default, 1.6 s with this budget, and less
// wall time too). Functions still tier up, only later. `simulate` plays thousands of games, and
// `lsp` and `debug` are servers: they keep V8's default.
const command = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!['simulate', 'lsp', 'debug'].includes(command)) require('v8').setFlagsFromString('--interrupt-budget=1000000');

require('../out/cli.cjs');
