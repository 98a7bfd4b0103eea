import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { URI, type LangiumDocument } from 'langium';
import { NodeFileSystem } from 'langium/node';
import type { Document } from '../generated/ast.js';
import { createMafiaServices } from '../mafia-module.js';
import type { MafiaServices } from '../services.js';
import { importedPaths, resolveImport } from '../scoping/imports.js';
import { say } from '../../engine/l10n/catalogue.js';
import { UsageError } from './errors.js';
import { inputFileProblem, readInputFile, shownPath } from './read-input.js';

export interface LoadedWorkspace {
    services: MafiaServices;
    /** The documents asked for, in order (imports are loaded too but not listed). */
    documents: Array<LangiumDocument<Document>>;
}

/** Expands folders to every `.mafia` file under them; a missing path is a usage error. */
export function expandPaths(paths: string[]): string[] {
    const files: string[] = [];
    for (const path of paths) {
        const absolute = resolve(path);
        if (!existsSync(absolute)) throw new UsageError((lang) => `${path}: ${say(lang, 'file.noSuchFileOrFolder')}`);
        if (statSync(absolute).isDirectory()) files.push(...walk(absolute));
        else files.push(absolute);
    }
    return files;
}

function walk(dir: string): string[] {
    const out: string[] = [];
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) { if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) out.push(...walk(full)); }
        else if (entry.name.endsWith('.mafia') && isRegularFile(full)) out.push(full);
    }
    return out;
}

/** A folder's `.mafia` entries are read only when they are (or link to) regular files: a pipe or a
 *  device would block or never end (as the language server's workspace, which skips them too). */
function isRegularFile(path: string): boolean {
    try { return statSync(path).isFile(); } catch { return false; }
}

/**
 * Loads files and, transitively, what they import; then parses, links and validates all.
 * `texts`: files already read (by absolute path), not read again (a pipe can be read only once).
 */
export async function loadWorkspace(files: string[], services = createMafiaServices(NodeFileSystem).Mafia, texts = new Map<string, string>()): Promise<LoadedWorkspace> {
    const langiumDocuments = services.shared.workspace.LangiumDocuments;
    const factory = services.shared.workspace.LangiumDocumentFactory;
    const requested: Array<LangiumDocument<Document>> = [];
    const all: LangiumDocument[] = [];
    const queue = files.map((f) => URI.file(resolve(f)));
    const asked = new Set(queue.map((u) => u.toString()));
    while (queue.length > 0) {
        const uri = queue.shift()!;
        if (langiumDocuments.hasDocument(uri)) continue;
        // A missing import is reported as a diagnostic on the import line; an import that is there
        // but too large to read stops the command like a file asked for.
        if (!asked.has(uri.toString()) && !texts.has(uri.fsPath) && inputFileProblem(uri.fsPath)) continue;
        const text = texts.get(uri.fsPath) ?? readInputFile(uri.fsPath, shownPath(uri.fsPath));
        const document = factory.fromString<Document>(text, uri);
        langiumDocuments.addDocument(document);
        all.push(document);
        if (asked.has(uri.toString())) requested.push(document as LangiumDocument<Document>);
        for (const path of importedPaths(document.parseResult.value)) queue.push(resolveImport(uri, path));
    }
    await services.shared.workspace.DocumentBuilder.build(all, { validation: true });
    const order = new Map(files.map((f, i) => [URI.file(resolve(f)).toString(), i]));
    requested.sort((a, b) => order.get(a.uri.toString())! - order.get(b.uri.toString())!);
    return { services, documents: requested };
}
