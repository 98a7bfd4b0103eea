// Win and draw checks, after each phase (or the phases `win check after` names). Every faction
// win clause is evaluated (no `self`); a role's own win clause is evaluated per living-or-dead
// holder (self = the holder). All sides whose condition holds win together; a `with A` clause
// co-wins only when A wins on its own; a side that `wins alone` excludes the others. Winning players are every player of a winning
// faction (dead ones too) or the holders for whom a role clause held. Then, with no winner,
// `draw when C` or `draw when repeated` (the same state as after an earlier phase).
import { Ctx, type ActionSource } from './context.js';
import type { Game, WinnerRecord } from './game.js';
import { truthy } from './model/values.js';
import { matcher } from './matching.js';
import type { WinDef } from './model/ruleset.js';
import { texts } from './texts.js';
import { fireTriggers } from './triggers.js';
import { countsInFaction, ownSideTitle, winningSideTitles } from './sides.js';
import { say } from './l10n/catalogue.js';

export type { WinnerRecord };

interface Side { title: string; name: string; players: number[]; alone: boolean; anyone: boolean; allies: string[]; then: WinDef['then']; self: number }

/**
 * Whether a faction's win clause holds, with its members: a player counted as one of its roles (seed
 * 000's Имитация: «её роль с точки зрения всех эффектов») is a member too. A clause naming `self` is
 * judged per member, dead or alive, as a role's per holder: `self` is the first member it holds for.
 */
function factionClause(g: Game, faction: string, w: WinDef, factionCtx: Ctx, source: ActionSource): { members: number[]; self: number } | null {
    if (!w.perMember && !holds(g, w, factionCtx)) return null;
    const members = g.players.filter((p) => countsInFaction(g, p, faction)).map((p) => p.index);
    if (!w.perMember) return { members, self: -1 };
    const self = members.find((m) => holds(g, w, new Ctx(g, m, m, -1, [], null, source))) ?? -1;
    return self < 0 ? null : { members, self };
}

export function checkWin(g: Game): void {
    const setup = g.rs.setup;
    if (setup.winCheck !== 'each' && !setup.winCheck.includes(g.phase.id)) return;
    const source: ActionSource = (g.winSource ??= { kind: 'setup', key: 'win', title: say(g.lang, 'stage.win-check'), option: null, actor: -1, roles: [], factions: [], src: setup.src });
    const sides: Side[] = [];
    // Faction clauses have no `self`: one context serves every check of the game.
    const factionCtx = (g.winCtx ??= new Ctx(g, -1, -1, -1, [], null, source)) as Ctx;
    for (const f of g.rs.factions) {
        for (const w of f.wins) {
            const won = factionClause(g, f.id, w, factionCtx, source);
            if (!won) continue;
            const { members, self } = won;
            sides.push({ title: f.title, name: w.title ?? f.title, players: members, alone: w.alone, anyone: !!w.anyone, allies: w.allies, then: w.then ?? null, self });
            g.traceOn && g.log('info', say(g.lang, 'note.faction-wins', { faction: f.title }), { source, src: w.src, stage: say(g.lang, 'stage.win-check') });
            break;
        }
    }
    for (const r of g.rs.roles) {
        if (r.wins.length === 0) continue;
        for (const p of g.players) {
            if (!p.roles.includes(r.id)) continue;
            // Every clause that holds counts (seed 000's Социопат: «вместе с любым…» and «…если остаётся один»).
            for (const w of r.wins) {
                if (!holds(g, w, new Ctx(g, p.index, p.index, -1, [], null, source))) continue;
                const title = r.faction ? g.ix.factionTitle(r.faction) : r.title;
                sides.push({ title, name: w.title ?? title, players: [p.index], alone: w.alone, anyone: !!w.anyone, allies: w.allies, then: w.then ?? null, self: p.index });
                g.traceOn && g.log('info', say(g.lang, 'note.player-wins', { player: p.name, role: r.title }), { source, src: w.src, stage: say(g.lang, 'stage.win-check') });
            }
        }
    }
    // `with A, …` co-wins only when one of A wins on its own condition (seed 003's Детектив, seed 000's
    // Лепрекон); `with anyone` along with any side.
    const primary = sides.filter((s) => s.allies.length === 0 && !s.anyone);
    for (let i = sides.length - 1; i >= 0; i--) {
        const s = sides[i];
        if (s.anyone) { if (primary.length === 0) sides.splice(i, 1); continue; }
        if (s.allies.length === 0) continue;
        const m = matcher(g.ix, s.allies);
        if (!primary.some((ps) => ps.players.some((p) => m.player(g.players[p], g.index)))) sides.splice(i, 1);
    }
    if (sides.length > 0) {
        const alone = sides.filter((s) => s.alone);
        const chosen = alone.length > 0 ? alone : sides;
        for (const s of chosen) {
            if (!s.then) continue;
            const c = new Ctx(g, s.self, s.self, -1, [], null, source);
            s.then(c);
            g.flush();
        }
        const titles: string[] = [];
        const players = new Set<number>();
        for (const s of chosen) {
            if (!titles.includes(s.title)) titles.push(s.title);
            for (const p of s.players) players.add(p);
        }
        declareWinners(g, [...players].sort((a, b) => a - b), titles, chosen.map((s) => ({ title: s.title, name: s.name, players: s.players })));
        return;
    }
    const draw = setup.draw;
    if (!draw) return;
    if (draw.when && truthy(draw.when(new Ctx(g, -1, -1, -1, [], null, source)))) return declareDraw(g, source);
    if (draw.repeated) {
        const key = `${g.phase.id}|${g.stateKey()}`;
        if (g.stateHistory.has(key)) return declareDraw(g, source);
        g.stateHistory.set(key, g.index);
    }
}

/**
 * The players whose `with anyone` clause (a role's or their faction's) holds, to join an instant win (seed 000's Ва-банк: the
 * Социопат «побеждает вместе с любым персонажем, если в конце игры не находится в Тюрьме»).
 */
export function anyoneCoWinners(g: Game, who: readonly number[]): number[] {
    const source: ActionSource = (g.winSource ??= { kind: 'setup', key: 'win', title: say(g.lang, 'stage.win-check'), option: null, actor: -1, roles: [], factions: [], src: g.rs.setup.src });
    const out: number[] = [];
    const join = (m: number) => { if (!who.includes(m) && !out.includes(m)) out.push(m); };
    // A faction's clause: every member joins.
    for (const f of g.rs.factions) {
        for (const w of f.wins) {
            if (!w.anyone) continue;
            factionClause(g, f.id, w, new Ctx(g, -1, -1, -1, [], null, source), source)?.members.forEach(join);
        }
    }
    for (const r of g.rs.roles) {
        for (const w of r.wins) {
            if (!w.anyone) continue;
            for (const p of g.players) {
                if (!p.roles.includes(r.id) || who.includes(p.index) || out.includes(p.index)) continue;
                if (holds(g, w, new Ctx(g, p.index, p.index, -1, [], null, source))) join(p.index);
            }
        }
    }
    return out;
}

/** A clause's condition; a co-win clause (`with …`) may have none. */
function holds(g: Game, w: WinDef, c: Ctx): boolean {
    if (!w.when) return w.allies.length > 0 || !!w.anyone;
    return truthy(w.when(c));
}

/** A winning clause: its side's title, its own name and the players it made win. */
export interface WinClause { title: string; name: string; players: readonly number[] }

/**
 * Ends the game with these winners (factions: display names; null = from the players' roles; clauses:
 * the winning clauses' names by side, for the win message). `on win` triggers of the winners run
 * first (and may `defeat` some); `winners alive` keeps only the living. The record's factions and the
 * message's names are the sides that still have a winning player, the same in both.
 */
export function declareWinners(g: Game, players: number[], factions: string[] | null, clauses: readonly WinClause[] | null = null): void {
    if (g.ix.triggersByEvent.has('win')) {
        for (const p of players) fireTriggers(g, 'win', { subject: p, source: null, actor: -1 });
        g.flush();
    }
    players = players.filter((p) => !g.defeated.has(p) && (g.rs.setup.winners !== 'alive' || g.players[p].alive));
    let titles = factions;
    if (!titles) {
        titles = [];
        for (const p of players) {
            const t = ownSideTitle(g, g.players[p]);
            if (!titles.includes(t)) titles.push(t);
        }
    }
    if (players.length === 0) return declareDraw(g, { kind: 'setup', key: 'win', title: say(g.lang, 'stage.win-check'), option: null, actor: -1, roles: [], factions: [], src: g.rs.setup.src });
    if (factions) {
        // Only sides that still have a winning player.
        titles = titles.filter((t) => players.some((p) => winningSideTitles(g, g.players[p]).includes(t)) || !g.rs.factions.some((f) => f.title === t));
    }
    // Clause names once each (the Маг's co-win clause is also named «Закон», seed 000), of the sides kept.
    const names: string[] = [];
    for (const c of clauses ?? []) if (titles.includes(c.title) && !names.includes(c.name)) names.push(c.name);
    g.winner = { draw: false, factions: titles, players };
    g.emit({ kind: 'win', public: true, text: texts.win(g, titles, players.map((p) => g.players[p].name), clauses ? names : titles, winnerGroups(g, players, clauses)) });
}

/**
 * Who won, by what (the message's `{winners}`): each winning clause's name with the winners it made
 * win, clauses of one name together (seed 000: the Маг's co-win clause is also «Закон», so he is named
 * among the Law's winners, not lost in it); without clauses (an instant win), each winner's own side.
 */
function winnerGroups(g: Game, players: readonly number[], clauses: readonly WinClause[] | null): Array<{ name: string; players: string[] }> {
    const groups: Array<{ name: string; players: string[] }> = [];
    const add = (name: string, p: number) => {
        let group = groups.find((x) => x.name === name);
        if (!group) groups.push(group = { name, players: [] });
        const who = g.players[p].name;
        if (!group.players.includes(who)) group.players.push(who);
    };
    for (const p of players) {
        const won = clauses?.filter((c) => c.players.includes(p)) ?? [];
        if (won.length === 0) add(ownSideTitle(g, g.players[p]), p);
        for (const c of won) add(c.name, p);
    }
    return groups;
}

function declareDraw(g: Game, source: ActionSource): void {
    g.winner = { draw: true, factions: [], players: [] };
    g.traceOn && g.log('info', say(g.lang, 'note.draw-result'), { source, stage: say(g.lang, 'stage.win-check') });
    g.emit({ kind: 'win', public: true, text: texts.draw(g) });
}
