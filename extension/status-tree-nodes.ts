// The Game Status view's tree for one `mafia status` report (no vscode here, so it is tested on
// real reports): who has an ability to use and has sent no order, whose orders are in, the
// once-per-game (limited) uses left, who is at risk of removal for missed votes. Every label is
// the catalogue's `status.*` text, the words `mafia status` prints.
import { say, type Lang } from '../engine/l10n/catalogue.js';
import { gameOverText, type StatusReport } from '../language/status/game-status.js';

export interface StatusNode {
    /** Stable within a report, so that the view keeps what the user expanded. */
    id: string;
    label: string;
    description?: string;
    /** A codicon name. */
    icon: string;
    children?: StatusNode[];
}

export function statusTreeNodes(report: StatusReport, lang: Lang): StatusNode[] {
    if (report.winner) return [{ id: 'over', label: gameOverText(report, lang), icon: 'pass' }];
    if (!report.phase) return [{ id: 'none', label: say(lang, 'status.no-phase'), icon: 'info' }];
    const section = (id: string, label: string, icon: string, rows: Array<Omit<StatusNode, 'id'>>): StatusNode => ({
        id, label, icon, description: String(rows.length),
        children: rows.length > 0 ? rows.map((r, i) => ({ ...r, id: `${id}/${i}` })) : [{ id: `${id}/none`, label: say(lang, 'status.none'), icon: 'blank' }],
    });
    return [
        section('missing', say(lang, 'status.missing'), 'warning', report.missing.map((m) => ({ label: m.player, description: m.abilities.join(', '), icon: 'circle-large-outline' }))),
        section('sent', say(lang, 'status.sent'), 'mail', report.sent.map((p) => ({ label: p, icon: 'check' }))),
        section('uses', say(lang, 'status.uses-left'), 'history', report.usesLeft.map((u) => ({ label: say(lang, 'status.uses', { player: u.player, ability: u.ability, n: u.left }), icon: 'symbol-event' }))),
        section('risk', say(lang, 'status.at-risk'), 'flame', report.atRisk.map((a) => ({ label: say(lang, 'status.risk', { player: a.player, missed: a.missed, count: a.count }), icon: 'alert' }))),
    ];
}
