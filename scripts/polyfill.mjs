// Node 20 lacks Object.groupBy / Map.groupBy, which chevrotain 13 (Langium 4.4) calls.
// Loaded first by every entry point (CLI, server, tests, `langium generate`).
import 'core-js/actual/object/group-by.js';
import 'core-js/actual/map/group-by.js';
