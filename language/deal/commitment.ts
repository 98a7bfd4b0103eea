// The deal's commitment (documented in README.md, «mafia deal»): the host posts it before the game
// and reveals the salt and the deal after it; anyone recomputes it with `mafia deal --verify`.
//   salt       = hex(SHA-256("mafia-deal-salt/1\n" + seed))
//   commitment = hex(SHA-256("mafia-deal/1\n" + salt + "\n" + JSON.stringify(players)))
// where players = [{"name": …, "roles": [display names]}, …] in the order of the players file,
// UTF-8, lowercase hex. Without the salt (which only the seed gives) the deal cannot be guessed
// from the commitment, and no other deal has the same commitment.
import { createHash, randomBytes } from 'node:crypto';

export interface DealtPlayer { name: string; roles: string[] }

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function saltOf(seed: string): string {
    return sha256(`mafia-deal-salt/1\n${seed}`);
}

/** The exact text the commitment hashes. */
export function commitmentText(salt: string, players: readonly DealtPlayer[]): string {
    return `mafia-deal/1\n${salt}\n${JSON.stringify(players.map((p) => ({ name: p.name, roles: [...p.roles] })))}`;
}

export function commitmentOf(salt: string, players: readonly DealtPlayer[]): string {
    return sha256(commitmentText(salt, players));
}

/** The game's own seed (`game … seed N`): follows from the deal's seed, so the whole game replays from it. */
export function gameSeedOf(seed: string): number {
    return createHash('sha256').update(`mafia-deal-game/1\n${seed}`, 'utf8').digest().readUInt32BE(0);
}

/** A fresh 128-bit seed, as 32 hex digits. */
export function drawSeed(): string {
    return randomBytes(16).toString('hex');
}

/** Seeds shorter than this (characters) get a warning: a guessable seed makes the deal guessable. */
export const SHORT_SEED = 16;
