import { CstUtils, type AstNode, type LangiumDocument, type LeafCstNode } from 'langium';
import type { Formatter } from 'langium/lsp';
import type {
    DocumentFormattingParams, DocumentOnTypeFormattingOptions, DocumentOnTypeFormattingParams,
    DocumentRangeFormattingParams, FormattingOptions, Range, TextEdit,
} from 'vscode-languageserver';
import { spaceBetween } from './mafia-token-spacing.js';

/**
 * Formats .mafia text by rewriting only the whitespace between tokens, so meaning cannot change:
 * - members of a block (`{ ... }` spread over lines) each start on their own line, indented one
 *   level; a block written on one line (`{ public }`, `{ kill target kill self }`) stays on one line;
 * - a line that continues a clause (`else {` under `effect if ...`) is indented one more level;
 * - one space between tokens, none where the language reads tighter (`alive(Мафия)`, `10..30`,
 *   `Вася: Проверка`); the spaces before a trailing comment are the author's (aligned comments stay);
 * - line breaks are the author's (at most one blank line in a row), written with the document's
 *   line ending (CRLF stays CRLF); comments are kept in place.
 * A document with syntax errors is not formatted. Formatting twice changes nothing.
 */
export class MafiaFormatter implements Formatter {
    formatDocument(document: LangiumDocument, params: DocumentFormattingParams): TextEdit[] {
        return this.edits(document, params.options);
    }

    formatDocumentRange(document: LangiumDocument, params: DocumentRangeFormattingParams): TextEdit[] {
        return this.edits(document, params.options).filter((e) => touches(e.range, params.range));
    }

    /** After `}` is typed, its line is re-indented. */
    formatDocumentOnType(document: LangiumDocument, params: DocumentOnTypeFormattingParams): TextEdit[] {
        const line = params.position.line;
        return this.edits(document, params.options).filter((e) => e.range.end.line === line);
    }

    get formatOnTypeOptions(): DocumentOnTypeFormattingOptions {
        return { firstTriggerCharacter: '}' };
    }

    protected edits(document: LangiumDocument, options: FormattingOptions): TextEdit[] {
        const { lexerErrors, parserErrors } = document.parseResult;
        const root = document.parseResult.value;
        if (lexerErrors.length > 0 || parserErrors.length > 0 || !root.$cstNode) return [];
        const text = document.textDocument.getText();
        const unit = options.insertSpaces === false ? '\t' : ' '.repeat(options.tabSize || 4);
        const gaps = layout(root, text);
        // The document's own line ending (its first one): a CRLF file stays CRLF.
        const eol = /\r?\n/.exec(text)?.[0] ?? '\n';
        const edits: TextEdit[] = [];
        for (const gap of gaps) {
            const replacement = gap.newlines > 0 ? eol.repeat(gap.newlines) + unit.repeat(gap.indent) : gap.spaces;
            if (text.slice(gap.start, gap.end) === replacement) continue;
            edits.push({
                range: { start: document.textDocument.positionAt(gap.start), end: document.textDocument.positionAt(gap.end) },
                newText: replacement,
            });
        }
        return edits;
    }
}

/** The whitespace between two tokens (or before the first / after the last), as it should be. */
interface Gap {
    start: number;
    end: number;
    /** Line breaks before the next token; 0 = same line, separated by `spaces`. */
    newlines: number;
    indent: number;
    spaces: string;
}

/** An open `{` or `(`: where its members go and where its closer goes. */
interface Open {
    text: '{' | '(';
    /** Indent of the line the opener is on: the closer's indent. */
    closeIndent: number;
    memberIndent: number;
    /** The block spreads over several lines in the original text: members get their own lines. */
    multiline: boolean;
}

/** Properties whose items are "statements": each starts a line in a multi-line block. */
const STATEMENT_LISTS = new Set(['elements', 'imports', 'clauses', 'members', 'effects', 'players', 'phases', 'entries']);

function layout(root: AstNode, text: string): Gap[] {
    const leaves = [...CstUtils.flattenCst(root.$cstNode!)].sort((a, b) => a.offset - b.offset);
    const tokens = leaves.filter((l) => !l.hidden);
    const blocks = matchBrackets(tokens);
    const statementStarts = findStatementStarts(root);

    const gaps: Gap[] = [];
    const stack: Open[] = [];
    let lineIndent = 0;
    let previous: LeafCstNode | undefined;
    let previousToken: LeafCstNode | undefined;

    for (let i = 0; i < leaves.length; i++) {
        const leaf = leaves[i];
        const start = previous ? previous.end : 0;
        const original = countNewlines(text, start, leaf.offset);
        const top = stack[stack.length - 1];
        const isComment = leaf.hidden;
        let newlines = previous ? Math.min(original, 2) : 0;
        // No blank line right after `{` or right before `}`.
        if (!isComment && leaf.text === '}') newlines = Math.min(newlines, 1);
        if (previous?.text === '{' && !previous.hidden) newlines = Math.min(newlines, 1);

        if (previous && newlines === 0 && !isComment && previousToken && previousToken === previous) {
            // Forced breaks inside multi-line blocks (never after a comment: it already ended its line).
            const inMultiline = !top || (top.text === '{' && top.multiline);
            if (inMultiline && (statementStarts.has(leaf) || (leaf.text === '}' && top?.multiline))) newlines = 1;
            if (previous.text === '{' && blocks.get(previous) && leaf.text !== '}') newlines = 1;
        }

        if (newlines > 0 || !previous) {
            lineIndent = indentFor(leaf, leaves, i, stack, statementStarts);
            gaps.push({ start, end: leaf.offset, newlines, indent: lineIndent, spaces: '' });
        } else {
            let spaces: string;
            if (isComment || previous.hidden) spaces = text.slice(start, leaf.offset) || ' ';
            else spaces = spaceBetween(previous, leaf);
            gaps.push({ start, end: leaf.offset, newlines: 0, indent: 0, spaces });
        }

        if (!isComment) {
            if (leaf.text === '{' || leaf.text === '(') {
                const multiline = blocks.get(leaf) ?? false;
                stack.push({ text: leaf.text, closeIndent: lineIndent, memberIndent: lineIndent + 1, multiline });
            } else if ((leaf.text === '}' || leaf.text === ')') && stack.length > 0) {
                stack.pop();
            }
            previousToken = leaf;
        }
        previous = leaf;
    }
    // Exactly one line break at the end of the file.
    if (previous) gaps.push({ start: previous.end, end: text.length, newlines: 1, indent: 0, spaces: '' });
    return gaps;
}

/** Indent of a token that starts a line. */
function indentFor(leaf: LeafCstNode, leaves: LeafCstNode[], index: number, stack: Open[], starts: Set<LeafCstNode>): number {
    const top = stack[stack.length - 1];
    if (!top) return 0; // headers and top-level declarations
    let token = leaf;
    if (leaf.hidden) {
        // A comment on its own line lines up with what follows it.
        let next: LeafCstNode | undefined;
        for (let i = index + 1; i < leaves.length && !next; i++) if (!leaves[i].hidden) next = leaves[i];
        if (!next || next.text === '}' || next.text === ')') return top.memberIndent;
        token = next;
    } else if (leaf.text === '}' || leaf.text === ')') {
        return top.closeIndent;
    }
    if (top.text === '(' || starts.has(token)) return top.memberIndent;
    return top.memberIndent + 1; // a continuation line of a clause
}

/** For each `{` / `(`: whether its closer is on another line of the original text. */
function matchBrackets(tokens: LeafCstNode[]): Map<LeafCstNode, boolean> {
    const multiline = new Map<LeafCstNode, boolean>();
    const open: LeafCstNode[] = [];
    for (const token of tokens) {
        if (token.text === '{' || token.text === '(') open.push(token);
        else if (token.text === '}' || token.text === ')') {
            const opener = open.pop();
            if (opener) multiline.set(opener, token.range.start.line !== opener.range.start.line);
        }
    }
    return multiline;
}

/** First tokens of declarations, clauses, effects in blocks, players, phases and entries. */
function findStatementStarts(root: AstNode): Set<LeafCstNode> {
    const starts = new Set<LeafCstNode>();
    const visit = (node: AstNode): void => {
        for (const [key, value] of Object.entries(node)) {
            if (key.startsWith('$') || !Array.isArray(value)) continue;
            for (const item of value) {
                if (!item || typeof item !== 'object' || !('$type' in item)) continue;
                const child = item as AstNode;
                if (STATEMENT_LISTS.has(key) && child.$cstNode) {
                    const first = CstUtils.flattenCst(child.$cstNode).find((l) => !l.hidden);
                    if (first) starts.add(first);
                }
            }
        }
        for (const [key, value] of Object.entries(node)) {
            if (key.startsWith('$')) continue;
            const items = Array.isArray(value) ? value : [value];
            for (const item of items) {
                if (item && typeof item === 'object' && '$type' in item && (item as AstNode).$container === node) visit(item as AstNode);
            }
        }
    };
    visit(root);
    return starts;
}

function countNewlines(text: string, from: number, to: number): number {
    let n = 0;
    for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
    return n;
}

function touches(edit: Range, range: Range): boolean {
    return edit.end.line >= range.start.line && edit.start.line <= range.end.line;
}
