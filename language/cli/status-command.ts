// `mafia status GAME [--format text|json] [--lang ru|en]`: the orders still missing in the game
// script's current phase, the limited uses left, the players at risk of removal for missed votes.
import { relative } from 'node:path';
import { resolve } from 'node:path';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import { isGameScript } from '../generated/ast.js';
import { gameDocumentLang, prepareGameDocument } from '../run/run-game-script.js';
import { gameOverText, gameStatus, type StatusReport } from '../status/game-status.js';
import { usage, UsageError } from './errors.js';
import { syntaxErrorLines } from './syntax-lines.js';
import { dealErrorForCli, scriptErrorForCli } from './script-errors.js';
import { DealError } from '../../engine/deal.js';
import type { ScriptLines } from '../game/script-to-json.js';
import { loadWorkspace } from './workspace.js';

export interface StatusOptions { format?: 'text' | 'json'; lang?: Lang }

export async function statusCommand(gamePath: string, opts: StatusOptions, out: (s: string) => void): Promise<number> {
    if (!gamePath.toLowerCase().endsWith('.mafia')) throw usage('usage.status.notMafia', undefined, `${gamePath}: `);
    const { services, documents } = await loadWorkspace([resolve(gamePath)]);
    const doc = documents[0];
    const root = doc.parseResult.value;
    // Each syntax error with its line and column, as `mafia run` gives them.
    const syntax = syntaxErrorLines(doc, relative(process.cwd(), gamePath) || gamePath, opts.lang);
    if (syntax.length > 0) throw new UsageError(syntax.join('\n'));
    if (!isGameScript(root)) throw usage('usage.status.syntax', undefined, `${gamePath}: `);
    let prepared;
    const lines: ScriptLines = new WeakMap();
    try { prepared = prepareGameDocument(services, doc, { fileName: (p) => relative(process.cwd(), p) || p, lines }); } catch (e) {
        throw scriptErrorForCli(e, gamePath, opts.lang ?? gameDocumentLang(services, doc));
    }
    const lang = opts.lang ?? ruleSetLang(prepared.ruleset);
    let report;
    try { report = gameStatus(root, prepared.game, prepared.ruleset, lang); } catch (e) {
        // A deal the rule set refuses is the rule set's verdict (exit 1), as in `mafia run`.
        throw e instanceof DealError ? dealErrorForCli(e, gamePath, prepared.game, lines, lang) : e;
    }
    out(opts.format === 'json' ? JSON.stringify(report, null, 2) : statusText(report, lang));
    return 0;
}

export function statusText(r: StatusReport, lang: Lang): string {
    if (r.winner) return gameOverText(r, lang);
    if (!r.phase) return say(lang, 'status.no-phase');
    const none = `  ${say(lang, 'status.none')}`;
    const out = [say(lang, 'status.heading', { phase: r.phase.title, n: r.phase.number }), '', `${say(lang, 'status.missing')}:`];
    out.push(...(r.missing.length ? r.missing.map((m) => `  ${say(lang, 'status.ability-list', { player: m.player, abilities: m.abilities.join(', ') })}`) : [none]));
    out.push('', `${say(lang, 'status.sent')}: ${r.sent.length ? r.sent.join(', ') : say(lang, 'status.none')}`);
    out.push('', `${say(lang, 'status.uses-left')}:`);
    out.push(...(r.usesLeft.length ? r.usesLeft.map((u) => `  ${say(lang, 'status.uses', { player: u.player, ability: u.ability, n: u.left })}`) : [none]));
    out.push('', `${say(lang, 'status.at-risk')}:`);
    out.push(...(r.atRisk.length ? r.atRisk.map((a) => `  ${say(lang, 'status.risk', { player: a.player, missed: a.missed, count: a.count })}`) : [none]));
    return out.join('\n');
}
