import { AstUtils, CstUtils, GrammarAST, GrammarUtils, stream, TextDocument, URI, type AstNode, type AstNodeDescription, type MaybePromise, type ReferenceInfo, type Stream } from 'langium';
import {
    DefaultCompletionProvider, type CompletionAcceptor, type CompletionContext, type CompletionValueItem,
    type LangiumServices, type NextFeature,
} from 'langium/lsp';
import { CompletionItemKind, InsertTextFormat, type CompletionList, type CompletionParams } from 'vscode-languageserver';
import type { GrammarAST as GrammarASTTypes, LangiumDocument } from 'langium';
import { isMessageKey, say } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';
import { declarationSnippets, skeleton, type Snippet } from './mafia-snippets.js';
import {
    isAbility, isExpression, isGameScript, isRuleSet, isGuisesClause, isMemberAccess, isOptionDecl, isOrderEntry, isPlayer, isResource, isRole, isSlot, isStage, isTrigger,
    type Expression, type OrderEntry, type Role,
} from '../generated/ast.js';
import { COLOUR_NAMES } from '../../engine/votes/vote-post-rules.js';
import { grammarKeywords, IDENTIFIER, nameKeywords, quotedName } from '../parser/mafia-names.js';
import { builtInMember, LEARN_PROPERTIES } from '../../engine/members.js';
import { ExpressionTyper } from '../validation/expression-types.js';
import { MafiaCards } from './mafia-cards.js';
import { declarationKind, nameOf, ruleSetRoots, titleOf, type DeclarationKind } from './mafia-declarations.js';
import { VisibleIndex } from './mafia-visible-index.js';
import { memberDoc } from '../l10n/member-docs.js';
import { learnPropertyDoc } from '../l10n/learn-docs.js';

const ITEM_KINDS: Record<DeclarationKind, CompletionItemKind> = {
    role: CompletionItemKind.Class, faction: CompletionItemKind.Module, ability: CompletionItemKind.Function,
    option: CompletionItemKind.EnumMember, trigger: CompletionItemKind.Event, status: CompletionItemKind.Constant,
    resource: CompletionItemKind.Property, tag: CompletionItemKind.Reference, stage: CompletionItemKind.Enum,
    phase: CompletionItemKind.TypeParameter, slot: CompletionItemKind.Interface, voting: CompletionItemKind.Struct,
    message: CompletionItemKind.Text, player: CompletionItemKind.Variable, variable: CompletionItemKind.Variable,
};

function isRuleSetRoot(context: CompletionContext): boolean {
    return !isGameScript(context.document.parseResult.value);
}

/**
 * Completion on top of Langium's grammar-driven keywords and scoped references:
 * - one item per declaration (the scope also holds display names and aliases), labelled with the
 *   identifier, the display name beside it, and the declaration's card as documentation;
 *   players come in seating order and stages in resolution order;
 * - names that are not plain identifiers (players called "Дядя Федор") are inserted quoted;
 * - an order's ability offers only the actor's abilities (the scope provider does that);
 * - after `guess` / `guise` / `option` in an order: the rule set's roles, the actor's guises, the
 *   ability's options; after `guess is` in a rule set: roles only.
 */
export class MafiaCompletionProvider extends DefaultCompletionProvider {
    private readonly cards: MafiaCards;
    private readonly index: VisibleIndex;
    private readonly documents: LangiumServices['shared']['workspace']['LangiumDocuments'];
    private readonly keywords: Set<string>;
    /** Keywords that the grammar's `Name` rule also accepts as names (`phase night`, `role` ...). */
    private readonly nameKeywords: Set<string>;
    /** Completion contexts whose members were offered already (the grammar asks once per alternative). */
    private readonly membersDone = new WeakSet<CompletionContext>();

    constructor(services: LangiumServices) {
        super(services);
        this.documents = services.shared.workspace.LangiumDocuments;
        this.index = new VisibleIndex(services.shared);
        this.cards = new MafiaCards(this.documents, this.index, services.documentation.DocumentationProvider);
        this.keywords = grammarKeywords(services.Grammar);
        this.nameKeywords = nameKeywords(services.Grammar);
    }

    /** An empty file gets the whole skeleton of a rule set (and whatever the grammar offers). */
    override async getCompletion(document: LangiumDocument, params: CompletionParams): Promise<CompletionList | undefined> {
        // Inside a comment nothing is code: no keyword, name or skeleton is offered.
        if (this.inComment(document, document.textDocument.offsetAt(params.position))) return { isIncomplete: false, items: [] };
        this.active = document;
        const list = await super.getCompletion(document, params);
        if (document.textDocument.getText().trim() !== '') return list;
        const items = [{ label: 'ruleset', ...this.snippetItem(skeleton(messageLang(document.parseResult.value)), '0') }, ...(list?.items ?? [])];
        return { isIncomplete: list?.isIncomplete ?? false, items };
    }

    /** Whether the offset is inside a line or block comment (past its first character; a line comment runs to the end of its line). */
    private inComment(document: LangiumDocument, offset: number): boolean {
        const text = document.textDocument.getText();
        const { hidden } = this.lexer.tokenize(text);
        return hidden.some((t) => t.startOffset < offset && (t.image.startsWith('//') ? offset <= t.startOffset + t.image.length : offset < t.startOffset + t.image.length));
    }

    /** The document whose completion is being computed (set before Langium's search runs). */
    private active: LangiumDocument | undefined;
    /** Off: parse the whole text before the cursor, as Langium does (test/lsp/completion-window.test.ts compares). */
    windowed = true;

    /**
     * Langium parses the text before the cursor up to three times a request and lexes the whole text
     * once: on a 5,000-line rule set that was 2 s a request (bench/completion.bench.ts). Top-level
     * declarations (a rule set's elements, a game's phases) are read one after another, so the text
     * before the one around the cursor can be replaced by the header: the parser reaches the same
     * state. Only when nothing before that declaration failed to parse, which could change the state.
     */
    private windowAt(textDocument: { uri: string; getText(): string }, offset: number): { head: string; cut: number; end: number } | undefined {
        const document = this.active?.textDocument.uri === textDocument.uri ? this.active : this.documents.getDocument(URI.parse(textDocument.uri));
        const text = textDocument.getText();
        if (!this.windowed || !document || document.textDocument.getText() !== text) return undefined;
        const root = document.parseResult.value;
        const items = (isRuleSet(root) ? root.elements : isGameScript(root) ? root.phases : []).filter((e) => e.$cstNode);
        let lo = 0, hi = items.length - 1, k = -1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (items[mid].$cstNode!.offset <= offset) { k = mid; lo = mid + 1; } else hi = mid - 1;
        }
        if (k <= 0) return undefined;
        const cut = items[k].$cstNode!.offset;
        const { lexerErrors, parserErrors } = document.parseResult;
        if (lexerErrors.some((e) => e.offset < cut) || parserErrors.some((e) => Number.isNaN(e.token.startOffset) || e.token.startOffset < cut)) return undefined;
        return { head: text.slice(0, items[0].$cstNode!.offset), cut, end: items[k + 1]?.$cstNode!.offset ?? text.length };
    }

    protected override findFeaturesAt(document: TextDocument, offset: number): NextFeature[] {
        const window = this.windowAt(document, offset);
        if (!window) return super.findFeaturesAt(document, offset);
        const text = window.head + document.getText().slice(window.cut, offset);
        return super.findFeaturesAt(TextDocument.create(document.uri, 'mafia', 0, text), text.length);
    }

    protected override backtrackToAnyToken(text: string, offset: number): ReturnType<DefaultCompletionProvider['backtrackToAnyToken']> {
        const window = this.active ? this.windowAt({ uri: this.active.textDocument.uri, getText: () => text }, offset) : undefined;
        if (!window) return super.backtrackToAnyToken(text, offset);
        const found = super.backtrackToAnyToken(text.slice(window.cut, window.end), offset - window.cut);
        // The token before lies in the previous declaration: the whole text tells it.
        if (found.previousTokenStart === undefined) return super.backtrackToAnyToken(text, offset);
        const shift = (n: number | undefined): number | undefined => (n === undefined ? undefined : n + window.cut);
        return {
            nextTokenStart: found.nextTokenStart + window.cut, nextTokenEnd: found.nextTokenEnd + window.cut,
            previousTokenStart: shift(found.previousTokenStart), previousTokenEnd: shift(found.previousTokenEnd),
        };
    }

    /** Keywords carry a one-line description and an example in the chosen language; declaration
     *  keywords come with a snippet beside them. */
    protected override completionForKeyword(context: CompletionContext, keyword: GrammarASTTypes.Keyword, acceptor: CompletionAcceptor): MaybePromise<void> {
        if (!this.filterKeyword(context, keyword)) return;
        const lang = messageLang(context.document.parseResult.value);
        if (AstUtils.getContainerOfType(keyword, GrammarAST.isParserRule)?.name === 'LearnProperty') return this.learnItem(context, keyword.value, acceptor);
        const doc = `complete.kw.${keyword.value}`;
        const example = `complete.ex.${keyword.value}`;
        const documented = isMessageKey(doc) && isMessageKey(example);
        acceptor(context, {
            label: keyword.value, kind: CompletionItemKind.Keyword, sortText: '1',
            detail: documented ? say(lang, doc) : say(lang, 'complete.keyword'),
            documentation: documented ? { kind: 'markdown', value: `${say(lang, doc)}\n\n${say(lang, 'complete.example')}:\n\n\`\`\`mafia\n${say(lang, example)}\n\`\`\`` } : undefined,
        });
        const snippet = this.snippetsOf(context, lang).find((s) => s.label === keyword.value);
        if (snippet && isRuleSetRoot(context)) acceptor(context, this.snippetItem(snippet, '2'));
    }

    /** A property `learn` may ask, with what it tells in the chosen language. */
    private learnItem(context: CompletionContext, name: string, acceptor: CompletionAcceptor, declared?: 'slot' | 'resource'): void {
        const lang = messageLang(context.document.parseResult.value);
        const doc = learnPropertyDoc(lang, name, declared) ?? say(lang, 'complete.keyword');
        acceptor(context, { label: name, kind: CompletionItemKind.Property, sortText: '0' + name, detail: doc, documentation: { kind: 'markdown', value: `${say(lang, 'complete.learn.title', { property: `\`${name}\`` })}\n\n${doc}\n\n${say(lang, 'complete.example')}:\n\n\`\`\`mafia\neffect learn ${name} of target\n\`\`\`` } });
    }

    private snippetItem(s: Snippet, sort: string): CompletionValueItem {
        return {
            label: s.label, kind: CompletionItemKind.Snippet, detail: s.description, insertText: s.body,
            insertTextFormat: InsertTextFormat.Snippet, sortText: sort + s.label, documentation: { kind: 'markdown', value: `${s.description}\n\n\`\`\`mafia\n${s.body.replace(/\$\{\d+[:|]([^}|]*)\|?\}/g, '$1').replace(/\$\d/g, '')}\n\`\`\`` },
        };
    }

    /** Declaration snippets, made once per parsed text: the grammar asks for every keyword it allows. */
    private readonly snippets = new WeakMap<AstNode, { lang: string; snippets: Snippet[] }>();

    private snippetsOf(context: CompletionContext, lang: ReturnType<typeof messageLang>): Snippet[] {
        const root = context.document.parseResult.value;
        const known = this.snippets.get(root);
        if (known?.lang === lang) return known.snippets;
        const snippets = declarationSnippets(lang, this.stagesOf(context));
        this.snippets.set(root, { lang, snippets });
        return snippets;
    }

    /** The stages of the rule set being edited, by identifier (the ability snippet offers them). */
    private stagesOf(context: CompletionContext): string[] {
        return AstUtils.streamAllContents(context.document.parseResult.value).filter(isStage).map((s) => s.name).filter((n) => !!n).toArray();
    }

    protected override completionFor(context: CompletionContext, next: NextFeature, acceptor: CompletionAcceptor): MaybePromise<void> {
        // After `colour` in a voting's `post { … }`: the colour families the thread reader knows.
        if (next.property === 'colour' && GrammarAST.isRuleCall(next.feature) && next.feature.rule.ref?.name === 'ID' && AstUtils.getContainerOfType(next.feature, GrammarAST.isParserRule)?.name === 'ColourName') {
            for (const name of COLOUR_NAMES) acceptor(context, { label: name, kind: CompletionItemKind.Color, detail: 'colour' });
            return;
        }
        // After `learn` / `reveal`: the properties that are not keywords, and the rule set's slots and resources.
        if (GrammarAST.isRuleCall(next.feature) && next.feature.rule.ref?.name === 'ID' && AstUtils.getContainerOfType(next.feature, GrammarAST.isParserRule)?.name === 'LearnProperty') {
            for (const name of Object.keys(LEARN_PROPERTIES)) if (!this.keywords.has(name)) this.learnItem(context, name, acceptor);
            for (const root of ruleSetRoots(context.document, this.documents)) {
                for (const d of AstUtils.streamAllContents(root)) if ((isSlot(d) || isResource(d)) && d.name) this.learnItem(context, d.name, acceptor, isSlot(d) ? 'slot' : 'resource');
            }
            return;
        }
        const argKey = this.orderArgKey(context, next);
        if (argKey) return this.completeOrderArg(context, argKey, acceptor);
        // After `X.` only a member can follow: the members of X's type, once for all the grammar's alternatives.
        const receiver = this.memberReceiver(context);
        if (receiver) {
            if (!this.membersDone.has(context)) { this.membersDone.add(context); this.completeMember(context, receiver, acceptor); }
            return;
        }
        return super.completionFor(context, next, acceptor);
    }

    /** After `X.`: the members X's type has (engine/members.ts, and the rule set's slots and resources). */
    private completeMember(context: CompletionContext, receiver: Expression, acceptor: CompletionAcceptor): void {
        const typer = new ExpressionTyper(this.documents);
        const type = typer.typeOf(receiver);
        for (const name of typer.membersOf(type, receiver)) {
            const def = builtInMember(type, name);
            acceptor(context, { label: name, kind: CompletionItemKind.Field, detail: def?.type ?? typer.memberType(type, name, receiver), documentation: def ? memberDoc(messageLang(receiver), type, name, def.doc) : undefined });
        }
    }

    /** The expression before the dot being completed: the innermost one that ends at the dot. */
    private memberReceiver(context: CompletionContext): Expression | undefined {
        const root = context.document.parseResult.value.$cstNode;
        const text = context.textDocument.getText();
        let dot = context.tokenOffset - 1;
        while (dot >= 0 && /\s/.test(text[dot])) dot--;
        if (!root || dot < 1 || text[dot] !== '.') return undefined;
        for (let node: AstNode | undefined = CstUtils.findLeafNodeAtOffset(root, dot - 1)?.astNode; node; node = node.$container) {
            if (!isExpression(node) || !node.$cstNode) continue;
            if (isMemberAccess(node) && node.$cstNode.end === dot + 1) return node.receiver;   // `X.` parsed with the member missing
            if (node.$cstNode.end === dot) return node;
        }
        return undefined;
    }

    protected override completionForCrossReference(context: CompletionContext, next: NextFeature<GrammarAST.CrossReference>, acceptor: CompletionAcceptor): MaybePromise<void> {
        const fitted = this.withReferenceContainer(context, next);
        if (!fitted) return; // no node the reference could belong to: nothing sensible to offer
        return super.completionForCrossReference(fitted, next, acceptor);
    }

    /**
     * Langium completes a reference with the node at the cursor as its container. After an infix
     * operator that rewrites the expression so far (`target is Мафия or |`), or in a rule it
     * entered without saying so, that node has no such property and the scope lookup throws. Give
     * it a stand-in of the type that holds the reference, as Langium does for a rule just entered.
     */
    private withReferenceContainer(context: CompletionContext, next: NextFeature<GrammarAST.CrossReference>): CompletionContext | undefined {
        const node = context.node;
        const assignment = AstUtils.getContainerOfType(next.feature, GrammarAST.isAssignment);
        if (!node || !assignment || next.type || this.holdsReference(node.$type, assignment.feature)) return context;
        const action = GrammarUtils.getActionAtElement(assignment);
        const actionType = action?.feature ? GrammarUtils.getActionType(action) : undefined;
        let standIn: AstNode | undefined;
        if (action?.feature && actionType) {
            standIn = { $type: actionType, $container: node.$container, $containerProperty: node.$containerProperty, [action.feature]: node } as AstNode;
        } else {
            const rule = AstUtils.getContainerOfType(assignment, GrammarAST.isParserRule);
            if (rule) standIn = { $type: GrammarUtils.getRuleType(rule), $container: node } as AstNode;
        }
        return standIn && this.holdsReference(standIn.$type, assignment.feature) ? { ...context, node: standIn } : undefined;
    }

    private holdsReference(type: string, property: string): boolean {
        return this.astReflection.getTypeMetaData(type).properties[property]?.referenceType !== undefined;
    }

    protected override getReferenceCandidates(refInfo: ReferenceInfo, context: CompletionContext): Stream<AstNodeDescription> {
        let candidates = super.getReferenceCandidates(refInfo, context);
        const before = context.textDocument.getText().slice(0, context.tokenOffset);
        if (/\bguess\s+is\s+(not\s+)?$/u.test(before)) candidates = candidates.filter((d) => d.type === 'Role');
        // One item per declaration: keep the description under the identifier when there is one.
        const byNode = new Map<string, AstNodeDescription>();
        for (const d of candidates) {
            const key = `${d.documentUri.toString()}#${d.path}`;
            const existing = byNode.get(key);
            if (!existing || (d.node && d.name === nameOf(d.node) && existing.name !== nameOf(existing.node))) byNode.set(key, d);
        }
        return stream(byNode.values());
    }

    protected override createReferenceCompletionItem(description: AstNodeDescription, refInfo: ReferenceInfo, context: CompletionContext): CompletionValueItem {
        const node = description.node;
        const base = super.createReferenceCompletionItem(description, refInfo, context);
        if (!node) return base;
        return { ...base, ...this.itemFor(node, description.name) };
    }

    /** Label, insert text, kind, display name and card for a declaration. */
    private itemFor(node: AstNode, fallbackName: string): CompletionValueItem {
        const name = nameOf(node) ?? fallbackName;
        const title = titleOf(node);
        const kind = declarationKind(node);
        const insert = this.asName(name, isPlayer(node));
        const card = this.cards.card(node);
        return {
            label: insert,
            insertText: insert,
            filterText: title && title !== name ? `${insert} ${title}` : insert,
            labelDetails: title && title !== name ? { description: title } : undefined,
            detail: kind,
            kind: kind ? ITEM_KINDS[kind] : CompletionItemKind.Reference,
            documentation: card ? { kind: 'markdown', value: card } : undefined,
            sortText: '0' + this.sortKey(node, name),
        };
    }

    /** Players in seating order, stages in resolution order, everything else by name. */
    private sortKey(node: AstNode, name: string): string {
        const pad = (n: number): string => String(n).padStart(4, '0');
        if (isPlayer(node)) return pad(node.$container.players.indexOf(node));
        if (isStage(node)) return pad(this.index.stageRank(node));
        return name;
    }

    /** A name as it must be written: bare when the grammar reads it as a name, else quoted (player names never take keywords). */
    private asName(name: string, player: boolean): string {
        if (IDENTIFIER.test(name) && (!this.keywords.has(name) || (!player && this.nameKeywords.has(name)))) return name;
        return quotedName(name);
    }

    /**
     * `guess`, `guise`, `option` or `with` when the cursor is on an order argument's value in a game
     * script. Told from the text: the value is a datatype rule, which offers the grammar no reference.
     */
    private orderArgKey(context: CompletionContext, _next: NextFeature): string | undefined {
        if (!context.node || !isGameScript(AstUtils.findRootNode(context.node))) return undefined;
        const before = context.textDocument.getText().slice(0, context.tokenOffset);
        return /(?:^|[\s,])(guess|guise|option|with)\s+$/u.exec(before)?.[1];
    }

    private completeOrderArg(context: CompletionContext, key: string, acceptor: CompletionAcceptor): void {
        const order = AstUtils.getContainerOfType(context.node, isOrderEntry) ?? this.orderBefore(context);
        const candidates = key === 'option' ? this.optionsOf(order)
            : key === 'guise' ? this.guisesOf(order, context)
                : this.rolesOf(context);
        for (const node of candidates) acceptor(context, this.itemFor(node, nameOf(node) ?? '?'));
    }

    /**
     * The order the cursor is in, when the half-typed argument left the parser elsewhere
     * (`option ` may also begin a named argument `option = …`): the last order starting before it.
     */
    private orderBefore(context: CompletionContext): OrderEntry | undefined {
        let best: OrderEntry | undefined;
        for (const node of AstUtils.streamAllContents(context.document.parseResult.value)) {
            if (!isOrderEntry(node) || !node.$cstNode || node.$cstNode.offset > context.tokenOffset) continue;
            if (!best || node.$cstNode.offset > best.$cstNode!.offset) best = node;
        }
        return best;
    }

    private rolesOf(context: CompletionContext): Role[] {
        const roots = ruleSetRoots(context.document, this.documents);
        return roots.flatMap((r) => AstUtils.streamAllContents(r).filter(isRole).toArray());
    }

    /** The guises the actor's roles list (Личины); all roles when none is listed. */
    private guisesOf(order: OrderEntry | undefined, context: CompletionContext): Role[] {
        const roles = order?.actor?.ref?.roles.map((r) => r.ref).filter(isRole) ?? [];
        const guises = roles.flatMap((r) => r.members.filter(isGuisesClause).flatMap((g) => g.guises.map((x) => x.ref).filter(isRole)));
        return guises.length > 0 ? [...new Set(guises)] : this.rolesOf(context);
    }

    /** The options of the order's ability (`Арсенал option Дробовик`). */
    private optionsOf(order: OrderEntry | undefined): AstNode[] {
        const ability = order?.ability?.ref;
        if (!(isAbility(ability) || isTrigger(ability) || isOptionDecl(ability))) return [];
        return AstUtils.streamAllContents(ability).filter(isOptionDecl).toArray();
    }
}

