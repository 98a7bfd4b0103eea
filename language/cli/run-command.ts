import { UsageError } from './errors.js';

export async function runCommand(_game: string, _opts: object, _out: (s: string) => void): Promise<number> {
    throw new UsageError('run: not implemented yet');
}
