// The game script header `mafia deal -o GAME` writes: the rules file, the game's seed and the
// players with their roles, as the game-script grammar reads them (names quoted where needed).
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

const PLAIN = /^[_\p{L}][\p{L}\p{N}_]*$/u;

/** A player or role name as the grammar takes it: bare when it is a plain word that no keyword can be. */
export function scriptName(name: string): string {
    // ASCII-only words might be keywords (`day`, `vote`): quoted; Cyrillic words never are.
    if (PLAIN.test(name) && /[^\x00-\x7f]/.test(name)) return name;
    return `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export interface HeaderInput {
    /** The language of the header's comment line. */
    lang: Lang;
    title: string;
    rules: string;
    seed: number;
    commitment: string;
    players: Array<{ name: string; roles: string[] }>;
}

export function gameHeader(h: HeaderInput): string {
    const width = Math.max(...h.players.map((p) => scriptName(p.name).length));
    const lines = [
        `// ${say(h.lang, 'deal.header.comment', { commitment: h.commitment })}`,
        `game ${scriptName(h.title).startsWith('"') ? scriptName(h.title) : `"${h.title}"`} rules ${JSON.stringify(h.rules)} seed ${h.seed}`,
        'players {',
        ...h.players.map((p) => `    ${(scriptName(p.name) + ':').padEnd(width + 1)} ${p.roles.map(scriptName).join(', ')}`),
        '}',
        '',
    ];
    return lines.join('\n');
}
