import { AstUtils, CstUtils, GrammarAST, type AstNode, type CstNode, type LeafCstNode } from 'langium';
import { isOrderEntry, isPlayer, isUnaryExpression } from '../generated/ast.js';

/**
 * How two tokens on the same line are separated in canonical .mafia text: one space, or nothing
 * (`alive(Мафия, Маньяк)`, `10..30`, `Вася: Проверка Петя`, `self.Промахи`, `-1`, `{}`).
 * Shared by the formatter and the hover cards (which print clauses without their comments).
 */
export function spaceBetween(a: LeafCstNode, b: LeafCstNode): '' | ' ' {
    const left = a.text;
    const right = b.text;
    if (right === ',' || right === ')' || right === '.' || right === '..') return '';
    if (left === '(' || left === '.' || left === '..') return '';
    if (left === '{' && right === '}') return '';
    // `Вася: Комиссар` and `Вася: Проверка Петя`; a role's faction keeps its spaces: `role X : Мирные`.
    if (right === ':' && (isPlayer(b.astNode) || isOrderEntry(b.astNode))) return '';
    // `alive(Мафия)`, `players(Комиссар, Сержант)`, `guises(Босс, Киллер)`: the parenthesis belongs to the keyword.
    if (right === '(' && a.astNode === b.astNode && ['alive', 'dead', 'players', 'guises'].includes(left)) return '';
    // A negative number (`start with -1 Промахи`, `vote bonus of self by -3`), as opposed to binary minus.
    if (left === '-' && (ruleNameOf(a) === 'SignedInt' || isUnaryExpression(a.astNode))) return '';
    return ' ';
}

function ruleNameOf(leaf: LeafCstNode): string | undefined {
    const source = leaf.grammarSource;
    if (!source) return undefined;
    return AstUtils.getContainerOfType(source, GrammarAST.isParserRule)?.name;
}

/** A node's source text on one line, comments dropped and spacing made canonical. */
export function canonicalText(node: AstNode | CstNode | undefined): string {
    const cst = node && ('$cstNode' in node ? node.$cstNode : (node as CstNode));
    if (!cst) return '';
    let out = '';
    let previous: LeafCstNode | undefined;
    for (const leaf of CstUtils.flattenCst(cst)) {
        if (leaf.hidden) continue;
        if (previous) out += spaceBetween(previous, leaf);
        out += leaf.text;
        previous = leaf;
    }
    return out;
}

/** A node's source text without comments, keeping its line breaks and relative indentation. */
export function sourceText(node: AstNode | undefined): string {
    const cst = node?.$cstNode;
    if (!cst) return '';
    const baseColumn = cst.range.start.character;
    let out = '';
    let previous: LeafCstNode | undefined;
    for (const leaf of CstUtils.flattenCst(cst)) {
        if (leaf.hidden) continue;
        if (previous && leaf.range.start.line > previous.range.end.line) {
            out += '\n' + ' '.repeat(Math.max(0, leaf.range.start.character - baseColumn));
        } else if (previous) {
            out += spaceBetween(previous, leaf);
        }
        out += leaf.text;
        previous = leaf;
    }
    return out;
}
