// A file that does not parse as a rule set is not always "not a rule set": a mistyped first keyword
// (`rulesett Классика`) leaves an empty root. Such a file is a rule set with syntax errors, reported
// as `mafia check` reports them (exit 1); only a file that parses as something else (a game script)
// is bad usage (exit 2).
import type { LangiumDocument } from 'langium';

export function parseFailed(document: LangiumDocument): boolean {
    return document.parseResult.parserErrors.length + document.parseResult.lexerErrors.length > 0;
}
