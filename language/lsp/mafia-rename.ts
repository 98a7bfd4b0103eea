import { AstUtils, CstUtils, GrammarAST, type AstNode, type LangiumDocuments, type MaybePromise } from 'langium';
import { DefaultRenameProvider, type LangiumServices } from 'langium/lsp';
import type { LangiumDocument } from 'langium';
import { ErrorCodes, ResponseError, type Range, type RenameParams, type TextDocumentPositionParams, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import { isPhase, isPlayer, isResource, isRole, isSlot, type Phase, type Player } from '../generated/ast.js';
import { say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import { builtInMember, isLearnProperty } from '../../engine/members.js';
import { normalizeName } from '../../engine/names.js';
import { messageLang } from '../l10n/message-lang.js';
import { kindName } from '../validation/wording.js';
import { grammarKeywords, IDENTIFIER, quotedName } from '../parser/mafia-names.js';
import { visibleUris } from '../scoping/imports.js';
import { declarationKind, nameOf, titleOf } from './mafia-declarations.js';

/**
 * Renames a declaration's identifier everywhere it is written: in the rule set, in rule sets that
 * import it and in game scripts (Cyrillic names included). References that use the display name
 * or an alias (`"Мирный житель"`, `коми`) are left as they are: they still resolve, and display
 * names are the host's text, not code. The display-name strings themselves are never touched.
 */
export class MafiaRenameProvider extends DefaultRenameProvider {
    private readonly documents: LangiumDocuments;
    private readonly keywords: Set<string>;
    private readonly indexManager: LangiumServices['shared']['workspace']['IndexManager'];

    constructor(services: LangiumServices) {
        super(services);
        this.documents = services.shared.workspace.LangiumDocuments;
        this.indexManager = services.shared.workspace.IndexManager;
        this.keywords = grammarKeywords(services.Grammar);
    }

    override async rename(document: LangiumDocument, params: RenameParams): Promise<WorkspaceEdit | undefined> {
        const target = this.targetAt(document, params.position);
        if (!target) return undefined;
        const oldName = nameOf(target)!;
        const newName = params.newName.trim();
        if (newName === oldName) return { changes: {} };
        this.checkNewName(target, newName);
        const title = titleOf(target);
        const aliases = isRole(target) ? target.aliases : [];
        const written = this.writtenName(target, newName);
        const changes: Record<string, TextEdit[]> = {};
        const add = (uri: string, range: Range, newText: string): void => {
            (changes[uri] ??= []).push({ range, newText });
        };
        const nameNode = this.nameProvider.getNameNode(target);
        const targetDoc = AstUtils.getDocument(target);
        if (nameNode) add(targetDoc.uri.toString(), nameNode.range, written);
        for (const ref of this.references.findReferences(target, { includeDeclaration: false })) {
            const source = this.documents.getDocument(ref.sourceUri);
            if (!source) continue;
            const text = source.textDocument.getText(ref.segment.range);
            const quoted = /^(".*"|«.*»)$/su.exec(text);
            const inner = quoted ? text.slice(1, -1) : text;
            if (inner !== oldName) continue; // written by display name or alias: not an identifier
            if (quoted && (inner === title || aliases.includes(inner))) continue;
            add(ref.sourceUri.toString(), ref.segment.range, quoted && !IDENTIFIER.test(newName) ? quotedName(newName) : written);
        }
        return { changes };
    }

    override prepareRename(document: LangiumDocument, params: TextDocumentPositionParams): MaybePromise<Range | undefined> {
        const target = this.targetAt(document, params.position);
        if (!target) return undefined;
        const range = this.renameNodeRange(document, params.position);
        if (!range) return undefined;
        // The rename box starts from the identifier even on a reference written by display name.
        return { range, placeholder: nameOf(target) } as unknown as Range;
    }

    /** The declaration whose identifier is at (or referenced at) the position. */
    private targetAt(document: LangiumDocument, position: { line: number; character: number }): AstNode | undefined {
        const root = document.parseResult.value.$cstNode;
        if (!root) return undefined;
        const leaf = CstUtils.findDeclarationNodeAtOffset(root, document.textDocument.offsetAt(position), this.grammarConfig.nameRegexp);
        const target = leaf ? this.references.findDeclarations(leaf)[0] : undefined;
        return target && nameOf(target) && declarationKind(target) ? target : undefined;
    }

    private checkNewName(target: AstNode, newName: string): void {
        const lang = messageLang(target);
        const refuse = (key: MessageKey, params: Params = {}): never => {
            throw new ResponseError(ErrorCodes.InvalidParams, say(lang, key, { name: newName, kind: kindName(lang, target.$type), ...params }));
        };
        if (newName.length === 0) refuse('rename.empty');
        if (isPlayer(target)) return this.checkPlayerName(target, newName, refuse);
        if (isPhase(target) && this.usedAsPhaseKind(target)) refuse('rename.phase-kind', { name: target.name });
        if (!IDENTIFIER.test(newName)) refuse('rename.not-identifier');
        if (this.keywords.has(newName)) refuse('rename.keyword');
        // `self.X` and `learn X of p` read a built-in before a slot or resource of that name.
        if ((isSlot(target) || (isResource(target) && !target.global)) && builtInMember('player', newName)) refuse('rename.built-in-member');
        if ((isSlot(target) || isResource(target)) && isLearnProperty(newName)) refuse('rename.learn-property');
        // Two declarations of one kind under one name would make every reference ambiguous.
        const doc = AstUtils.getDocument(target);
        const uris = new Set<string>();
        for (const uri of visibleUris(doc, this.documents)) uris.add(uri);
        const clash = this.indexManager.allElements(target.$type, uris).find((d) => d.name === newName && d.node !== target);
        if (clash) refuse('rename.exists');
    }

    /**
     * `this night`, `per day`, `for 2 nights` are keywords that the engine reads as the phase with that
     * identifier (engine/game.ts nextOfKind): a phase `day` or `night` they rely on keeps its name.
     */
    private usedAsPhaseKind(phase: Phase): boolean {
        if (phase.name !== 'day' && phase.name !== 'night') return false;
        const words = new Set([phase.name, `${phase.name}s`]);
        const own = AstUtils.getDocument(phase).uri.toString();
        for (const doc of this.documents.all) {
            if (doc.uri.toString() !== own && !visibleUris(doc, this.documents).has(own)) continue;
            const root = doc.parseResult.value.$cstNode;
            if (!root) continue;
            for (const leaf of CstUtils.flattenCst(root)) {
                if (leaf.hidden || !words.has(leaf.text) || !GrammarAST.isKeyword(leaf.grammarSource)) continue;
                // A keyword spelling the name as a name (`phase night`, `at night`) is a reference, not a period.
                if (AstUtils.getContainerOfType(leaf.grammarSource, GrammarAST.isParserRule)?.name !== 'Keywordish') return true;
            }
        }
        return false;
    }

    /** Orders, votes and posts find a player by his name as names match (engine/names.ts): two must not match. */
    private checkPlayerName(target: Player, newName: string, refuse: (key: MessageKey, params?: Params) => never): void {
        const wanted = normalizeName(newName);
        const others = target.$container.players.flatMap((p) => [p, ...p.substitutes]).filter((p) => p !== target);
        const other = others.find((p) => p.name && normalizeName(p.name) === wanted);
        if (other) refuse('rename.player-exists', { other: other.name });
    }

    /** How the new name is written: bare when it lexes as an identifier (players may need quotes). */
    private writtenName(target: AstNode, newName: string): string {
        if (isPlayer(target) && (!IDENTIFIER.test(newName) || this.keywords.has(newName))) return quotedName(newName);
        return newName;
    }
}
