#!/usr/bin/env node
'use strict';
// Thin launcher: the real CLI is the esbuild bundle (built by `npm install` via `prepare`).
require('../out/cli.cjs');
