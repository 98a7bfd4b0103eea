import type { AstNode, DiagnosticInfo, ValidationAcceptor, ValidationSeverity } from 'langium';
import type { TextEdit } from 'vscode-languageserver';
import type { Code } from './codes.js';
import { say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';

/** A message of the catalogue (`diag.*`, `fix.*`), worded in the language of the node's document
 *  (or the one asked for: language/l10n/message-lang.ts) when it is reported. */
export interface Msg { key: MessageKey; params?: Params }

export const msg = (key: MessageKey, params?: Params): Msg => ({ key, params });

/** A quick fix computed where the problem is found; the code action provider offers it as is. */
export interface Fix {
    title: string | Msg;
    edits: TextEdit[];
}

/** What our diagnostics carry in `data`: the code (Langium's test helpers look for it there) and fixes. */
export interface IssueData {
    code: Code;
    fixes?: Array<{ title: string; edits: TextEdit[] }>;
    suggestions?: string[];
}

export type IssueInfo<N extends AstNode> = Omit<DiagnosticInfo<N>, 'code' | 'data'> & { fixes?: Fix[] };

/** Reports a coded issue: the code goes both into `code` (the CLI and editors show it) and `data.code`. */
export function report<N extends AstNode>(
    accept: ValidationAcceptor, severity: ValidationSeverity, code: Code, message: string | Msg, info: IssueInfo<N>,
): void {
    const { fixes, ...rest } = info;
    const lang = messageLang(info.node);
    const words = (m: string | Msg): string => (typeof m === 'string' ? m : say(lang, m.key, m.params));
    const worded = fixes?.map((f) => ({ ...f, title: words(f.title) }));
    const data: IssueData = worded && worded.length > 0 ? { code, fixes: worded } : { code };
    accept(severity, words(message), { ...rest, code, data } as DiagnosticInfo<N>);
}
