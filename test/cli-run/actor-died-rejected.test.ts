// Every order is carried out or rejected with a reason: an order whose actor was killed earlier in
// the same phase (seed 003: the Commissioner shot in «Убийства» before his check in «Проверки»)
// is in `rejected` and in the host's block, as a target killed earlier is.
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from './cli.js';

const GAME = 'test/fixtures/audit-flow/s003-actor-died-earlier.mafia';

describe('an order whose actor died earlier in the phase', () => {
    it('is rejected with the reason, in the result JSON and in the host block, in Russian and English', () => {
        const r = mafiaBinary('run', GAME, '--format', 'json');
        expect(r.code, r.stderr).toBe(0);
        const night2 = (JSON.parse(r.stdout) as { phases: Array<{ rejected: unknown[]; events: Array<{ kind: string; text: string }> }> }).phases[2];
        expect(night2.events.filter((e) => e.kind === 'death').map((e) => e.text)).toEqual(['Погиб игрок Егор.']);
        expect(night2.rejected).toEqual([{ actor: 'Егор', ability: 'Ход комиссара', reason: 'игрок Егор погиб раньше в этой фазе, до хода своей заявки: заявка не выполнена', targets: ['Аня'] }]);
        const bb = mafiaBinary('run', GAME, '--format', 'bbcode', '--lang', 'en');
        expect(bb.stdout).toContain('[*][b]Егор[/b] — Ход комиссара: Егор died earlier this phase, before the order\'s turn: the order was not carried out');
    });
});
