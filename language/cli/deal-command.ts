// `mafia deal RULESET --players FILE [--seed S] [--roles "Role:N,…"] [--assign "Nick=Role,…"] [-o GAME] [--format text|json|bbcode]`
// and `mafia deal --verify REVEAL [--salt S --commitment C]`. The deal itself is language/deal/make-deal.ts
// (the editor's "Deal Roles…" runs the same). Exit codes: 0 dealt / verified; 1 the rule set has errors
// or its setup breaks its own deal rules, or the revealed deal does not match the commitment; 2 bad input.
import { existsSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import { isLang } from '../../engine/l10n/lang.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import { commitmentOf, drawSeed, saltOf, SHORT_SEED, type DealtPlayer } from '../deal/commitment.js';
import { gameHeader } from '../deal/game-header.js';
import { DealInputError, DealRuleError, makeDeal, playersFileLines, type DealOutcome } from '../deal/make-deal.js';
import { repeatedName } from '../../engine/names.js';
import { inLang, RuleErrors, usage, UsageError } from './errors.js';
import { notJson } from '../game/load-game.js';
import { loadRuleSet } from './load-rule-set.js';
import { readInputFile, shownPath } from './read-input.js';
import { writeFilesWhole } from './write-output.js';
import { escapeText } from '../../engine/posts/markup.js';

export interface DealOptions {
    players?: string; seed?: string; roles?: string; assign?: string; out?: string; force?: boolean;
    format?: 'text' | 'json' | 'bbcode'; lang?: string;
    verify?: string; salt?: string; commitment?: string;
}

export async function dealCommand(ruleset: string | undefined, opts: DealOptions, out: (s: string) => void, warn: (s: string) => void): Promise<number> {
    if (opts.verify !== undefined) return verifyCommand(opts, out);
    if (!ruleset) throw usage('usage.deal.ruleset');
    if (!opts.players) throw usage('usage.deal.players');
    const entries = playersFileLines(readInputFile(resolve(opts.players), opts.players));
    const names = entries.map((p) => p.name);
    // Bad input, found before the rule set is read, at its line in the file.
    const twice = repeatedName(names);
    if (twice) {
        const [first, again] = [entries[twice.first], entries[twice.again]];
        throw usage('deal.err.duplicateLine', { a: first.name, b: again.name, line: first.line }, `${opts.players}:${again.line}: `);
    }
    const { root, documents, compiled, path } = await loadRuleSet(ruleset, isLang(opts.lang) ? opts.lang : undefined);
    const lang: Lang = isLang(opts.lang) ? opts.lang : ruleSetLang(compiled);
    const seed = opts.seed ?? drawSeed();
    if (opts.seed !== undefined && opts.seed.length < SHORT_SEED) warn(`mafia: ${say(lang, 'deal.warn.shortSeed', { n: opts.seed.length, min: SHORT_SEED })}`);
    if (opts.seed === undefined) warn(`mafia: ${say(lang, 'deal.warn.drawnSeed', { seed })}`);
    let deal: DealOutcome;
    try {
        deal = makeDeal(root, documents, compiled, { names, seed, roles: opts.roles, assign: opts.assign, lang });
    } catch (e) {
        if (e instanceof DealInputError) throw new UsageError(`deal: ${e.message}`);
        if (e instanceof DealRuleError) throw new RuleErrors(e.message.split('\n').map((p) => `${shownPath(path)}: deal: ${p}`).join('\n'));
        throw e;
    }
    if (deal.source === 'default') warn(`mafia: ${say(lang, 'deal.warn.default', { n: names.length })}`);
    for (const w of deal.warnings) warn(`mafia: ${w}`);
    if (opts.out) {
        const target = resolve(opts.out);
        if (existsSync(target) && !opts.force) throw new UsageError(`${shownPath(target)}: ${say(lang, 'deal.err.exists')}`);
        const rules = relative(dirname(target), path).split('\\').join('/') || basename(path);
        const title = basename(target).replace(/\.mafia$/, '');
        const players = names.map((name, i) => ({ name, roles: deal.roleIds[i] }));
        writeFilesWhole([{ path: target, contents: gameHeader({ lang, title, rules, seed: deal.gameSeed, commitment: deal.commitment, players }) }], lang);
    }
    if (opts.format === 'json') {
        out(JSON.stringify({ seed: deal.seed, salt: deal.salt, commitment: deal.commitment, players: deal.players, pms: deal.pms }, null, 2));
        return 0;
    }
    const bb = opts.format === 'bbcode';
    const lines: string[] = [
        say(lang, 'deal.out.seed', { seed: deal.seed }),
        say(lang, 'deal.out.salt', { salt: deal.salt }),
        say(lang, 'deal.out.commitment', { commitment: deal.commitment }),
        '',
        say(lang, 'deal.out.players'),
        ...deal.players.map((p) => `  ${p.name} — ${p.roles.join(', ')}`),
    ];
    if (opts.out) lines.push('', say(lang, 'deal.out.written', { file: shownPath(resolve(opts.out)) }));
    for (const pm of bb ? deal.pms : deal.plainPms) lines.push('', `──── ${escapeText(say(lang, 'deal.out.pm', { player: pm.to }), bb ? 'bbcode' : 'text')} ────`, pm.text);
    out(lines.join('\n'));
    return 0;
}

/** `--verify REVEAL`: the revealed salt and deal against the commitment (REVEAL is the JSON of --format json, or a game script with --salt and --commitment). */
async function verifyCommand(opts: DealOptions, out: (s: string) => void): Promise<number> {
    const file = resolve(opts.verify!);
    const text = readInputFile(file, opts.verify);
    let salt = opts.salt;
    let commitment = opts.commitment;
    let seed: string | undefined;
    let players: DealtPlayer[];
    let lang: Lang = isLang(opts.lang) ? opts.lang : 'ru';
    if (file.endsWith('.json') || text.trimStart().startsWith('{')) {
        let json: { seed?: unknown; salt?: unknown; commitment?: unknown; players?: unknown };
        try { json = JSON.parse(text) as typeof json; } catch (e) { throw inLang(notJson(shownPath(file), text, e), lang); }
        salt ??= typeof json.salt === 'string' ? json.salt : undefined;
        commitment ??= typeof json.commitment === 'string' ? json.commitment : undefined;
        seed = typeof json.seed === 'string' ? json.seed : undefined;
        if (!Array.isArray(json.players) || !json.players.every((p) => p && typeof p.name === 'string' && Array.isArray(p.roles) && p.roles.every((r: unknown) => typeof r === 'string'))) {
            throw new UsageError(`${shownPath(file)}: ${say(lang, 'deal.err.playersShape')}`);
        }
        players = (json.players as DealtPlayer[]).map((p) => ({ name: p.name, roles: p.roles }));
    } else {
        const loaded = await loadGamePlayers(file, isLang(opts.lang) ? opts.lang : undefined);
        players = loaded.players;
        lang = isLang(opts.lang) ? opts.lang : loaded.lang;
    }
    if (!salt) throw new UsageError(`deal --verify: ${say(lang, 'deal.err.noSalt')}`);
    if (!commitment || !/^[0-9a-f]{64}$/i.test(commitment)) throw new UsageError(`deal --verify: ${say(lang, 'deal.err.noCommitment')}`);
    if (seed !== undefined && saltOf(seed) !== salt) { out(say(lang, 'deal.verify.saltMismatch')); return 1; }
    const ok = commitmentOf(salt, players) === commitment.toLowerCase();
    out(say(lang, ok ? 'deal.verify.ok' : 'deal.verify.mismatch', { n: players.length }));
    return ok ? 0 : 1;
}

/** The players of a game script as dealt (display names of the roles, in the script's order). */
async function loadGamePlayers(file: string, lang: Lang | undefined): Promise<{ players: DealtPlayer[]; lang: Lang }> {
    const { loadWorkspace } = await import('./workspace.js');
    const { prepareGameDocument, gameDocumentLang } = await import('../run/run-game-script.js');
    const { scriptErrorForCli } = await import('./script-errors.js');
    const { services, documents } = await loadWorkspace([file]);
    try {
        const prepared = prepareGameDocument(services, documents[0], { fileName: (p) => relative(process.cwd(), p) || p });
        const title = (name: string) => prepared.ruleset.roles.find((r) => r.id === name || r.title === name)?.title ?? name;
        return { players: prepared.game.players.map((p) => ({ name: p.name, roles: p.roles.map(title) })), lang: ruleSetLang(prepared.ruleset) };
    } catch (e) {
        const error = scriptErrorForCli(e, shownPath(file), lang ?? gameDocumentLang(services, documents[0]));
        throw error instanceof Error && error !== e ? error : new UsageError(`${shownPath(file)}: ${(e as Error).message}`);
    }
}
