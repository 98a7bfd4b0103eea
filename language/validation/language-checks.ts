// Words the grammar reads as identifiers but only a few of which mean something: the rule set's
// `setup { language ru|en }` and a player's gender in a game script (`Катя (ж): …`).
import type { ValidationAcceptor, ValidationChecks } from 'langium';
import { genderOfWord } from '../../engine/l10n/gender.js';
import { isLang } from '../../engine/l10n/lang.js';
import type * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { msg, report } from './report.js';

export function languageChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        LanguageClause: (clause: ast.LanguageClause, accept: ValidationAcceptor) => {
            if (clause.lang && !isLang(clause.lang)) report(accept, 'error', Codes.UnknownValue, msg('diag.unknown-language', { value: clause.lang }), { node: clause, property: 'lang' });
        },
        Player: (player: ast.Player, accept: ValidationAcceptor) => {
            if (player.gender && !genderOfWord(player.gender)) report(accept, 'error', Codes.UnknownValue, msg('diag.unknown-gender', { value: player.gender }), { node: player, property: 'gender' });
        },
    };
}
