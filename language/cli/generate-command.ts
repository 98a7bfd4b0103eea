import { UsageError } from './errors.js';

export async function generateCommand(_ruleset: string, _opts: { out: string; bundle?: boolean }, _out: (s: string) => void): Promise<number> {
    throw new UsageError('generate: not implemented yet');
}
