// The hash of a traced result JSON in the golden corpus (scripts/golden-corpus.ts, test/golden/).
import { createHash } from 'node:crypto';

/** Source file paths are cut to their base name: they depend on where the rule set was compiled. */
export const resultHash = (result: string): string =>
    createHash('sha256').update(result.replace(/"file":"(?:[^"\\]|\\.)*?([^/"]*)"/g, '"file":"$1"')).digest('hex').slice(0, 24);
