// A player's grammatical gender as a game script writes it (`Катя (ж): …`): ж|f feminine, м|m
// masculine (any case). The game JSON writes "f" or "m" (engine/model/game-input.ts).
import type { Gender } from './format.js';

export function genderOfWord(word: string): Gender | undefined {
    const w = word.toLowerCase();
    return w === 'f' || w === 'ж' ? 'f' : w === 'm' || w === 'м' ? 'm' : undefined;
}
