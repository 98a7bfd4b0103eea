// The language a compiled rule set speaks: its declared `language`, else Russian when its display
// names are Cyrillic (the contract: «a rule set written in Russian defaults to Russian»).
import type { RuleSet } from '../model/ruleset.js';
import { langOfNames, type Lang } from './lang.js';

export function ruleSetLang(rs: RuleSet): Lang {
    if (rs.setup.language) return rs.setup.language;
    const names: string[] = [rs.title];
    for (const list of [rs.factions, rs.roles, rs.abilities, rs.statuses, rs.phases] as Array<Array<{ title: string }>>) {
        for (const d of list) names.push(d.title);
    }
    return langOfNames(names);
}
