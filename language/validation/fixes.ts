import { AstUtils, GrammarUtils, type AstNode, type CstNode } from 'langium';
import type { Range, TextEdit } from 'vscode-languageserver';

/** Text edits for quick fixes, computed from the CST so that they keep the rest of the line intact. */

export function replaceEdit(range: Range, newText: string): TextEdit {
    return { range, newText };
}

export function insertAfterEdit(cst: CstNode, text: string): TextEdit {
    return { range: { start: cst.range.end, end: cst.range.end }, newText: text };
}

/** The CST node of a node's property (e.g. the name), or the whole node. */
export function propertyCst(node: AstNode, property: string, index?: number): CstNode | undefined {
    return GrammarUtils.findNodeForProperty(node.$cstNode, property, index) ?? node.$cstNode;
}

/**
 * Deletes a node; when it stands alone on its lines (a trailing comment may follow), the whole
 * lines go, so no blank line is left behind.
 */
export function deleteNodeEdit(node: AstNode): TextEdit | undefined {
    const cst = node.$cstNode;
    if (!cst) return undefined;
    const text = AstUtils.getDocument(node).textDocument.getText();
    let start = cst.offset;
    let end = cst.end;
    let lineStart = start;
    while (lineStart > 0 && (text[lineStart - 1] === ' ' || text[lineStart - 1] === '\t')) lineStart--;
    const startsLine = lineStart === 0 || text[lineStart - 1] === '\n';
    let lineEnd = end;
    while (lineEnd < text.length && (text[lineEnd] === ' ' || text[lineEnd] === '\t')) lineEnd++;
    if (text.startsWith('//', lineEnd)) {
        while (lineEnd < text.length && text[lineEnd] !== '\n') lineEnd++;
    }
    const endsLine = lineEnd >= text.length || text[lineEnd] === '\n' || text[lineEnd] === '\r';
    if (startsLine && endsLine) {
        start = lineStart;
        end = lineEnd;
        if (text[end] === '\r') end++;
        if (text[end] === '\n') end++;
    }
    const document = AstUtils.getDocument(node).textDocument;
    return { range: { start: document.positionAt(start), end: document.positionAt(end) }, newText: '' };
}

/**
 * Deletes one item of a comma-separated list (`limit a, b, c`): the item and the comma before it
 * (or after it, for the first item). Returns undefined when the list has only this item.
 */
export function deleteListItemEdit(items: readonly CstNode[], index: number): TextEdit | undefined {
    if (items.length < 2) return undefined;
    const item = items[index];
    const document = AstUtils.getDocument(item.astNode).textDocument;
    const [start, end] = index > 0 ? [items[index - 1].end, item.end] : [item.offset, items[1].offset];
    return { range: { start: document.positionAt(start), end: document.positionAt(end) }, newText: '' };
}
