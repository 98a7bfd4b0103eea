// Seed 000 test kit: the rule set path and a full sixteen-player cast, each player with an
// explicit («явная») and a secret («тайная») role, as the encoding's two slots deal them.
import { scenario, type Played } from './scenario.js';

export const SEED_000 = 'examples/seed-000/rules.mafia';

/** Every explicit and every secret role once. */
export const CAST_000: Record<string, [string, string]> = {
    Аня: ['Политик', 'Сыщик'],
    Боря: ['Адвокат', 'Полицейский'],
    Вера: ['Прокурор', 'Вигиланте'],
    Гоша: ['Мародер', 'Мирный житель'],
    Даша: ['Мститель', 'Босс'],
    Егор: ['Юрист', 'Киллер'],
    Женя: ['Журналист', 'Маг'],
    Зоя: ['Комиссар', 'Колдун'],
    Илья: ['Миллионер', 'Ведьма'],
    Катя: ['Пенсионер', 'Маньяк'],
    Лёва: ['Электрик', 'Инквизитор'],
    Маша: ['Священник', 'Лепрекон'],
    Нина: ['Повар', 'Злой Гений'],
    Олег: ['Здоровяк', 'Подменыш'],
    Петя: ['Анонимус', 'Джокер'],
    Рита: ['Доктор', 'Социопат'],
};

/** A game on the full cast; `changes` swaps some players' roles. */
export const game000 = (changes: Record<string, [string, string]> = {}) => scenario(SEED_000).deal({ ...CAST_000, ...changes });

/** Starting guises («Личины») of each secret role, as the seed lists them. */
export const GUISES: Record<string, string[]> = {
    Сыщик: ['Сыщик', 'Маг', 'Ведьма', 'Злой Гений', 'Джокер'],
    Полицейский: ['Босс', 'Полицейский', 'Киллер', 'Инквизитор', 'Социопат'],
    Вигиланте: ['Вигиланте', 'Полицейский', 'Киллер', 'Маньяк', 'Подменыш'],
    'Мирный житель': ['Сыщик', 'Мирный житель', 'Лепрекон', 'Злой Гений', 'Джокер'],
    Босс: ['Босс', 'Полицейский', 'Инквизитор', 'Злой Гений', 'Социопат'],
    Киллер: ['Вигиланте', 'Мирный житель', 'Киллер', 'Лепрекон', 'Джокер'],
    Маг: ['Полицейский', 'Маг', 'Колдун', 'Ведьма', 'Джокер'],
    Колдун: ['Киллер', 'Колдун', 'Маньяк', 'Инквизитор', 'Социопат'],
    Ведьма: ['Босс', 'Маг', 'Колдун', 'Ведьма', 'Подменыш'],
    Маньяк: ['Маньяк', 'Киллер', 'Ведьма', 'Маньяк', 'Подменыш'],
    Инквизитор: ['Сыщик', 'Полицейский', 'Вигиланте', 'Босс', 'Инквизитор'],
    Лепрекон: ['Вигиланте', 'Мирный житель', 'Маг', 'Лепрекон', 'Подменыш'],
    'Злой Гений': ['Сыщик', 'Полицейский', 'Босс', 'Ведьма', 'Злой Гений'],
    Подменыш: ['Мирный житель', 'Колдун', 'Маньяк', 'Лепрекон', 'Подменыш'],
    Джокер: ['Сыщик', 'Колдун', 'Инквизитор', 'Злой Гений', 'Джокер'],
    Социопат: ['Вигиланте', 'Мирный житель', 'Маньяк', 'Лепрекон', 'Социопат'],
};

/** The uniform draws («из всех Личин выбирается одна случайная») the trace records for guises of `who` in a phase. */
export function guiseDraws(g: Played, label: string, who: string): number[] {
    return g.trace(label).filter((t) => t.outcome === 'draw' && (t.note ?? '').includes(`(guise of ${who})`)).map((t) => Number(/: ([0-9.]+)/.exec(t.note ?? '')![1]));
}

/** What the trace's draws imply a player learns from `pool` (in the engine's order: start guises, then added ones). */
export function impliedGuises(g: Played, label: string, who: string, pool: string[]): string[] {
    return guiseDraws(g, label, who).map((r) => pool[Math.floor(r * pool.length)]);
}

/** Vote totals shown in a phase's post. */
export const votes = (g: Played, label: string) => Object.fromEntries(g.phase(label).events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value]));
/** Who was executed («подвергается экзекуции») in a phase. */
export const executed = (g: Played, label: string) => g.phase(label).events.filter((e) => e.kind === 'execution').map((e) => e.subject);
/** The statuses a player holds during a phase: rows are end-of-phase snapshots, so the previous phase's row. */
export const statuses = (g: Played, label: string, who: string): string[] => {
    const i = g.result.phases.indexOf(g.phase(label));
    return i === 0 ? [] : g.result.phases[i - 1].players.find((p) => p.name === who)!.statuses;
};
/** A player's lives at the end of a phase. */
export const hp = (g: Played, label: string, who: string): number => g.phase(label).players.find((p) => p.name === who)!.hp ?? 0;

// Players whose vote weighs 1 and who hold no vote-related explicit role.
const PLAIN = ['Даша', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша', 'Нина', 'Рита'];
/** `n` plain votes (weight 1) against `target`, from players not in `skip`. */
export const plainVotes = (n: number, target: string, skip: string[] = []) => PLAIN.filter((p) => p !== target && !skip.includes(p)).slice(0, n).map((p) => `${p} → ${target}`);
/** The winning players (none while the game goes on or on a draw). */
export const winners = (g: Played): string[] => (g.winner && 'players' in g.winner ? [...g.winner.players].sort() : []);
/** The winning sides, as the result names them. */
export const winningSides = (g: Played): string[] => (g.winner && 'factions' in g.winner ? [...g.winner.factions].sort() : []);
/** What one «learn 2 guises» implies: the draws pick without putting back (000-E31). */
export function impliedDistinct(g: Played, label: string, who: string, pool: string[]): string[] {
    const left = [...pool];
    return guiseDraws(g, label, who).map((r) => left.splice(Math.floor(r * left.length), 1)[0]);
}
