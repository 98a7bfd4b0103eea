import type { AstNode, DiagnosticInfo, ValidationAcceptor, ValidationSeverity } from 'langium';
import type { TextEdit } from 'vscode-languageserver';
import type { Code } from './codes.js';

/** A quick fix computed where the problem is found; the code action provider offers it as is. */
export interface Fix {
    title: string;
    edits: TextEdit[];
}

/** What our diagnostics carry in `data`: the code (Langium's test helpers look for it there) and fixes. */
export interface IssueData {
    code: Code;
    fixes?: Fix[];
    suggestions?: string[];
}

export type IssueInfo<N extends AstNode> = Omit<DiagnosticInfo<N>, 'code' | 'data'> & { fixes?: Fix[] };

/** Reports a coded issue: the code goes both into `code` (the CLI and editors show it) and `data.code`. */
export function report<N extends AstNode>(
    accept: ValidationAcceptor, severity: ValidationSeverity, code: Code, message: string, info: IssueInfo<N>,
): void {
    const { fixes, ...rest } = info;
    const data: IssueData = fixes && fixes.length > 0 ? { code, fixes } : { code };
    accept(severity, message, { ...rest, code, data } as DiagnosticInfo<N>);
}
