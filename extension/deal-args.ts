// The command line "Mafia: Deal Roles…" runs, from the host's answers (no vscode here, so the
// exact arguments can be run and checked outside the editor).

export interface DealAnswers {
    /** The bundled CLI (out/cli.cjs). */
    cli: string;
    rules: string;
    players: string;
    /** The game script to write. */
    target: string;
    /** Empty: the CLI draws a 128-bit seed. */
    seed: string;
    /** `--assign "Аня=Политик,Боря=Юрист"` (seed 000's explicit roles chosen at sign-up); empty: every role drawn. */
    assign: string;
}

export function dealArgs(a: DealAnswers): string[] {
    const assign = a.assign.trim();
    return [a.cli, 'deal', a.rules, '--players', a.players, '-o', a.target, '--force', '--format', 'json',
        ...(a.seed ? ['--seed', a.seed] : []), ...(assign ? ['--assign', assign] : [])];
}
