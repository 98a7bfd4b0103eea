import { GrammarUtils, type AstNode } from 'langium';

/**
 * Numbers as written. The parser leaves `Count` words (`once`, `two`) and `PERCENT` tokens (`75%`)
 * unconverted (they arrive as null/NaN), so both are read back from the text.
 */

const countWords: Record<string, number> = { one: 1, two: 2, three: 3, once: 1, twice: 2 };

/** A `Count` property: `once`, `twice`, `3`. */
export function countOf(node: AstNode, property: string): number | undefined {
    const value = (node as unknown as Record<string, unknown>)[property];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const text = textOf(node, property);
    if (text in countWords) return countWords[text];
    return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** A `Percent` property (`75%`), as the number of percent (75). */
export function percentOf(node: AstNode, property: string): number | undefined {
    const value = (node as unknown as Record<string, unknown>)[property];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const match = /^(\d+(?:\.\d+)?)\s*%$/.exec(textOf(node, property));
    return match ? Number(match[1]) : undefined;
}

function textOf(node: AstNode, property: string): string {
    const cst = node.$cstNode ? GrammarUtils.findNodeForProperty(node.$cstNode, property) : undefined;
    return (cst?.text ?? '').trim();
}
