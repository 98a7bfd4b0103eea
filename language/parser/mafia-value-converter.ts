import { DefaultValueConverter, type CstNode, type GrammarAST, type ValueType } from 'langium';

/** Counts written as words in rule sets (`target one player`, `limit once per game`). */
const countWords: Record<string, number> = { one: 1, once: 1, two: 2, twice: 2, three: 3 };

/**
 * Turns `75%` into 75 and count words into numbers; Langium's default would give NaN for both
 * (it calls Number() on the token text).
 */
export class MafiaValueConverter extends DefaultValueConverter {
    protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
        if (rule.name === 'PERCENT' || rule.name === 'Percent') return Number.parseFloat(input.replace('%', ''));
        if (rule.name === 'Count') return countWords[input] ?? Number.parseInt(input, 10);
        return super.runConverter(rule, input, cstNode);
    }
}
