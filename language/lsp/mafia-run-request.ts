import { DocumentState, URI, type LangiumDocument } from 'langium';
import type { Connection } from 'vscode-languageserver';
import type { GameResult, PlayerRow } from '../../engine/model/result.js';
import { isGameScript, isHpClause, isRole, type Document } from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { importedPaths, resolveImport } from '../scoping/imports.js';
import { shownName } from './mafia-declarations.js';
import { postsContext } from './posts-context.js';
import { RUN_GAME_REQUEST, type RunGameParams, type PostsContext, type RunGameResponse, type RunProblem } from './mafia-run-protocol.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { chosenLang } from '../l10n/message-lang.js';
import { GameRunError } from '../run/run-game-script.js';
import { GameScriptError } from '../game/script-to-json.js';

/** Runs a game script document with the engine (`runGameDocument` of language/run). */
export type GameRunner = (
    services: MafiaServices,
    document: LangiumDocument,
    options: { seed?: number; phases?: number; trace: true },
) => GameResult | Promise<GameResult>;

/** Answers `mafia/runGame` on the connection (the Run Phase Preview asks it). */
export function registerRunGameRequest(connection: Connection, services: MafiaServices, runner: GameRunner): void {
    connection.onRequest(RUN_GAME_REQUEST, (params: RunGameParams) => runGameRequest(services, params, runner));
}

/**
 * Runs the game script at `params.uri` as the server currently sees it (unsaved edits included):
 * loads it and the rule set it names if the workspace does not hold them yet, waits until they are
 * validated, refuses with the errors if either has any, else runs it with the trace on.
 * Never throws: every failure is an `ok: false` answer with a message for the host.
 */
export async function runGameRequest(services: MafiaServices, params: RunGameParams, runner: GameRunner): Promise<RunGameResponse> {
    let lang: Lang = chosenLang() ?? 'ru';
    try {
        // Let pending edits (didChange) be built first: the preview runs what the editor shows.
        await services.shared.workspace.WorkspaceLock.read(() => undefined);
        const document = await loadWithImports(services, URI.parse(params.uri), lang);
        const root = document.parseResult.value as Document;
        lang = chosenLang() ?? langOfRoot(root);
        if (!isGameScript(root)) return failure(say(lang, 'preview.not-a-game'), lang);
        if (!root.ruleset) return failure(say(lang, 'preview.no-rules'), lang);
        const rulesUri = resolveImport(document.uri, root.ruleset);
        const rules = services.shared.workspace.LangiumDocuments.getDocument(rulesUri);
        if (!rules) return failure(say(lang, 'preview.rules-unreadable', { rules: root.ruleset, path: rulesUri.fsPath }), lang);
        lang = chosenLang() ?? langOfRoot(rules.parseResult.value);
        const problems = [...errorsOf(rules), ...errorsOf(document)];
        if (problems.length > 0) return { ok: false, error: say(lang, 'preview.fix-errors', { n: problems.length }), problems, lang };
        const result = await runner(services, document, { seed: params.seed, phases: params.phases, trace: true });
        return { ok: true, result, deal: result.deal ?? dealTable(document), seed: result.seed ?? params.seed ?? root.seed ?? 0, rulesUri: rulesUri.toString(), posts: withLang(postsContext(services, document, rules), lang), lang };
    } catch (e) {
        return failure(e instanceof GameRunError || e instanceof GameScriptError ? e.text(lang) : e instanceof Error ? e.message : String(e), lang);
    }
}

function failure(error: string, lang: Lang): RunGameResponse {
    return { ok: false, error, problems: [], lang };
}

/** The document and, transitively, what it imports, loaded and built up to validation. */
async function loadWithImports(services: MafiaServices, uri: URI, lang: Lang): Promise<LangiumDocument> {
    const documents = services.shared.workspace.LangiumDocuments;
    const builder = services.shared.workspace.DocumentBuilder;
    const queue = [uri];
    const seen = new Set<string>();
    while (queue.length > 0) {
        const next = queue.pop()!;
        if (seen.has(next.toString())) continue;
        seen.add(next.toString());
        let doc = documents.getDocument(next);
        if (!doc) {
            try {
                doc = await documents.getOrCreateDocument(next);
            } catch {
                continue; // unreadable: reported by the caller (rule set) or by getDocument below
            }
        }
        for (const path of importedPaths(doc.parseResult.value as Document)) queue.push(resolveImport(next, path));
    }
    // Pending edits were built before (workspace lock); what is still not validated, nobody else will build.
    const unvalidated = [...seen].map((key) => documents.getDocument(URI.parse(key)))
        .filter((doc): doc is LangiumDocument => doc !== undefined && doc.state < DocumentState.Validated);
    if (unvalidated.length > 0) await builder.build(unvalidated, { validation: true });
    const document = documents.getDocument(uri);
    if (!document) throw new Error(say(lang, 'preview.cannotRead', { path: uri.fsPath }));
    return document;
}

function errorsOf(document: LangiumDocument): RunProblem[] {
    return (document.diagnostics ?? []).filter((d) => d.severity === 1).map((d) => ({
        file: document.uri.toString(),
        line: d.range.start.line + 1,
        column: d.range.start.character + 1,
        code: typeof d.code === 'string' ? d.code : undefined,
        message: typeof d.message === 'string' ? d.message : d.message.value,
    }));
}

/**
 * The players as dealt, from the script and the rule set: names, roles and factions by display
 * name, everyone alive, HP where a role states it. Only for a runner whose result has no `deal`
 * table (the engine's has HP pools, resources and starting statuses too).
 */
export function dealTable(document: LangiumDocument): PlayerRow[] {
    const root = document.parseResult.value;
    if (!isGameScript(root)) return [];
    return root.players.map((player) => {
        const roles = player.roles.map((r) => r.ref).filter(isRole);
        const hp = roles.flatMap((r) => r.members.filter(isHpClause)).map((h) => h.value)[0];
        const faction = roles.map((r) => r.faction?.ref).find((f) => f !== undefined);
        return {
            name: player.name,
            alive: true,
            hp: hp ?? null,
            statuses: [],
            roles: roles.length === player.roles.length ? roles.map(shownName) : player.roles.map((r) => r.$refText),
            faction: faction ? shownName(faction) : null,
            resources: {},
            tags: player.tags.map((t) => (t.ref ? shownName(t.ref) : t.$refText)),
        };
    });
}

/** The copy buttons' posts speak the run's language (the chosen one, not only the rule set's). */
function withLang(posts: PostsContext | undefined, lang: Lang): PostsContext | undefined {
    return posts ? { ...posts, lang } : undefined;
}
