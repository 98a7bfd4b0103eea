// The examples a host can open: the seed rule sets of examples/seed-* with each of their game
// scripts, bundled into the page as text (the same files `mafia run` and the tests read).
const files = import.meta.glob('../../examples/seed-*/*.mafia', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export interface Example {
    /** `seed-002/game-town-wins`: stable, kept in local storage. */
    id: string;
    folder: string;
    rules: { name: string; text: string };
    game: { name: string; text: string };
}

export const EXAMPLES: Example[] = Object.keys(files)
    .map((path) => path.match(/examples\/(seed-[^/]+)\/(game-[^/]+\.mafia)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map(([, folder, game]) => ({
        id: `${folder}/${game.replace(/\.mafia$/, '')}`,
        folder,
        rules: { name: 'rules.mafia', text: files[`../../examples/${folder}/rules.mafia`] },
        game: { name: game, text: files[`../../examples/${folder}/${game}`] },
    }))
    .filter((e) => e.rules.text !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id));

export function exampleById(id: string | undefined): Example | undefined {
    return EXAMPLES.find((e) => e.id === id);
}
