// Snippets the language server offers: the whole skeleton of a rule set in an empty file, and a
// role, an ability and a faction where a declaration may start. Keywords stay as the language
// writes them; the display names and the comments are in the chosen language (engine/l10n). Each
// expands to text that checks clean (test/lsp/completion-l10n.test.ts checks the skeleton).
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

export interface Snippet { label: string; description: string; body: string }

/** `${n:text}` placeholders; `$0` the final cursor. */
export function skeleton(lang: Lang): Snippet {
    const w = (key: Parameters<typeof say>[1]) => say(lang, key);
    return {
        label: 'ruleset',
        description: w('complete.snippet.skeleton'),
        body: [
            `ruleset \${1:${w('complete.name.ruleset-id')}} "\${2:${w('complete.name.ruleset')}}"`,
            '',
            'setup {',
            '    players ${3:5}..${4:12}',
            '    start day',
            '    win check after each phase',
            '}',
            '',
            `phase day "${w('complete.name.day')}" { voting ${w('complete.name.voting-id')} }`,
            `phase night "${w('complete.name.night')}"`,
            '',
            `voting ${w('complete.name.voting-id')} "${w('complete.name.voting')}" {`,
            '    plurality',
            '    ties first-to-reach',
            '    execution kill',
            '}',
            '',
            `faction ${w('complete.name.town-id')} "${w('complete.name.town')}" {`,
            `    wins when none alive(${w('complete.name.mafia-id')})`,
            '}',
            '',
            `faction ${w('complete.name.mafia-id')} "${w('complete.name.mafia')}" {`,
            `    knows ${w('complete.name.mafia-id')}`,
            `    wins when count alive(${w('complete.name.mafia-id')}) >= count alive - count alive(${w('complete.name.mafia-id')})`,
            `    shared ability ${w('complete.name.shot-id')} "${w('complete.name.shot')}" {`,
            '        at night',
            `        target one player alive other where not (target is ${w('complete.name.mafia-id')})`,
            '        effect kill target',
            '    }',
            '}',
            '',
            `role ${w('complete.name.citizen-id')} "${w('complete.name.citizen')}" : ${w('complete.name.town-id')} {}`,
            `role ${w('complete.name.doctor-id')} "${w('complete.name.doctor')}" : ${w('complete.name.town-id')} {`,
            `    ability ${w('complete.name.heal-id')} "${w('complete.name.heal')}" {`,
            '        at night',
            '        target one player alive',
            '        limit not same target twice in a row',
            '        effect protect target from kills',
            '    }',
            '}',
            `role ${w('complete.name.mafioso-id')} "${w('complete.name.mafioso')}" : ${w('complete.name.mafia-id')} {}`,
            '$0',
        ].join('\n'),
    };
}

/** Declarations inside a rule set. `stage` is offered in an ability only when the rule set has stages. */
export function declarationSnippets(lang: Lang, stages: readonly string[]): Snippet[] {
    const w = (key: Parameters<typeof say>[1]) => say(lang, key);
    const stage = stages.length > 0 ? [`\tstage \${9|${stages.join(',')}|}`] : [];
    return [
        {
            label: 'role', description: w('complete.snippet.role'),
            body: [`role \${1:${w('complete.name.role-id')}} "\${2:${w('complete.name.role')}}" : \${3:${w('complete.name.town-id')}} {`, '\t$0', '}'].join('\n'),
        },
        {
            label: 'ability', description: w('complete.snippet.ability'),
            body: [`ability \${1:${w('complete.name.check-id')}} "\${2:${w('complete.name.check')}}" {`, '\tat ${3|night,day|}', ...stage,
                '\ttarget one player alive', '\teffect ${4:learn faction of target}', '}'].join('\n'),
        },
        {
            label: 'faction', description: w('complete.snippet.faction'),
            body: [`faction \${1:${w('complete.name.faction-id')}} "\${2:${w('complete.name.faction')}}" {`, `\twins when \${3:none alive(${w('complete.name.mafia-id')})}`, '}'].join('\n'),
        },
    ];
}
