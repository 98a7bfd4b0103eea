import { DefaultDocumentValidator, DocumentValidator, isOperationCancelled, type AstNode, type DiagnosticInfo, type LangiumDocument, type ParseResult, type ValidationOptions } from 'langium';
import type { CancellationToken } from 'vscode-languageserver';
import type { LangiumServices } from 'langium/lsp';
import type { Diagnostic } from 'vscode-languageserver';
import { isRuleSet } from '../generated/ast.js';
import { IDENTIFIER } from '../parser/mafia-names.js';
import { Codes, INTERNAL_ERROR } from './codes.js';
import { closestNames } from './edit-distance.js';
import { orderAbilityError } from './order-ability-errors.js';
import { isHalfTypedDeclaration } from './half-typed.js';
import { internalErrorMessage } from './mafia-validation-registry.js';
import { messageLang } from '../l10n/message-lang.js';
import { say } from '../../engine/l10n/catalogue.js';
import { kindName } from './wording.js';
import { rewordSyntaxError } from '../l10n/syntax-messages.js';

/**
 * Linking errors become `unknown-reference` diagnostics that name the kind of thing that is
 * missing and suggest the nearest declared names (the quick fix offers them).
 */
export class MafiaDocumentValidator extends DefaultDocumentValidator {
    private readonly scopes: LangiumServices['references']['ScopeProvider'];

    constructor(services: LangiumServices) {
        super(services);
        this.scopes = services.references.ScopeProvider;
    }

    private readonly halfTyped = new WeakSet<Diagnostic>();

    // Checks on a declaration still without its name stay quiet: its syntax error says enough.
    protected override toDiagnostic<N extends AstNode>(severity: 'error' | 'warning' | 'info' | 'hint', message: string, info: DiagnosticInfo<N, string>): Diagnostic {
        const diagnostic = super.toDiagnostic(severity, message, info);
        if (isHalfTypedDeclaration(info.node)) this.halfTyped.add(diagnostic);
        return diagnostic;
    }

    protected override async validateAst(rootNode: AstNode, options: ValidationOptions, cancelToken?: CancellationToken): Promise<Diagnostic[]> {
        try {
            return (await super.validateAst(rootNode, options, cancelToken)).filter((d) => !this.halfTyped.has(d));
        } catch (err) {
            // Each check is guarded by MafiaValidationRegistry; this catches the walk itself (Langium would print the stack).
            if (isOperationCancelled(err)) throw err;
            return [internalError(err)];
        }
    }

    // Syntax errors carry the code the CLI prints (`syntax-error`), so editors show and filter them alike.
    protected override processLexingErrors(parseResult: ParseResult, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const before = diagnostics.length;
        super.processLexingErrors(parseResult, diagnostics, options);
        const lang = messageLang(parseResult.value);
        for (let i = before; i < diagnostics.length; i++) {
            diagnostics[i].code ??= 'syntax-error';
            const m = diagnostics[i].message;
            if (typeof m === 'string') diagnostics[i].message = rewordSyntaxError(m, lang);
        }
    }

    protected override processParsingErrors(parseResult: ParseResult, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const before = diagnostics.length;
        super.processParsingErrors(parseResult, diagnostics, options);
        const lang = messageLang(parseResult.value);
        for (let i = before; i < diagnostics.length; i++) {
            diagnostics[i].code ??= 'syntax-error';
            const m = diagnostics[i].message;
            if (typeof m === 'string') diagnostics[i].message = rewordSyntaxError(m, lang);
        }
    }

    protected override processLinkingErrors(document: LangiumDocument, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const before = diagnostics.length;
        try {
            this.describeLinkingErrors(document, diagnostics, options);
        } catch (err) {
            diagnostics.splice(before, diagnostics.length - before, internalError(err));
        }
    }

    private describeLinkingErrors(document: LangiumDocument, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const before = diagnostics.length;
        super.processLinkingErrors(document, diagnostics, options);
        const errors = document.references.filter((r) => r.error);
        let suggested = 0;
        const cascades = new Set<Diagnostic>();
        for (let i = before; i < diagnostics.length; i++) {
            const diagnostic = diagnostics[i];
            const data = diagnostic.data as { code?: string; refText?: string; containerType?: string; property?: string } | undefined;
            if (data?.code !== DocumentValidator.LinkingError) continue;
            const refText = data.refText ?? '';
            const lang = messageLang(document.parseResult.value);
            const ofOrder = orderAbilityError(errors[i - before].error!.info, refText, lang);
            if (ofOrder === 'cascade') { cascades.add(diagnostic); continue; }
            const suggestions = suggested++ < maxSuggested ? this.suggestions(document, errors[i - before], refText) : [];
            const kind = expectedKind(data.property);
            diagnostic.code = Codes.UnknownReference;
            diagnostic.message = (ofOrder ?? say(lang, 'diag.unknown-reference', { kind: kindName(lang, kind), name: refText })) + (suggestions.length ? ` ${say(lang, 'diag.did-you-mean', { names: suggestions.map((s) => `'${s}'`).join(', ') })}` : ofOrder ? '' : ` ${say(lang, 'diag.declare-it')}`);
            diagnostic.data = { ...data, code: Codes.UnknownReference, suggestions };
        }
        // An order's ability under an unknown actor or role: only the actor's or role's error shows.
        if (cascades.size) diagnostics.splice(before, diagnostics.length - before, ...diagnostics.slice(before).filter((d) => !cascades.has(d)));
    }

    /** The declared names nearest to an unknown one, among those its reference could see. */
    private suggestions(document: LangiumDocument, reference: LangiumDocument['references'][number], refText: string): string[] {
        try {
            const names = this.scopes.getScope(reference.error!.info).getAllElements().map((d) => d.name);
            // Rule sets refer by identifier only; game scripts may quote display names.
            return closestNames(refText, isRuleSet(document.parseResult.value) ? names.filter((n) => IDENTIFIER.test(n)) : names);
        } catch {
            return []; // a scope that cannot be computed only costs the suggestion
        }
    }
}

/** A throw outside any one check has no node to point at: it is reported at the start of the file. */
function internalError(err: unknown): Diagnostic {
    return {
        severity: 1, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        message: internalErrorMessage(err), code: INTERNAL_ERROR, data: { code: INTERNAL_ERROR }, source: 'mafia',
    };
}

/**
 * Each suggestion compares the unknown name with every name in scope; a file with hundreds of
 * unknown names (a missing import, a renamed base) gets suggestions for the first ones only.
 */
const maxSuggested = 100;

const propertyKinds: Record<string, string> = {
    faction: 'faction', role: 'role', roles: 'role', guises: 'role (guise)', status: 'status', statuses: 'status',
    resource: 'resource', stage: 'stage', after: 'stage', phase: 'phase', phases: 'phase', slot: 'slot',
    tags: 'tag', voting: 'voting', abilities: 'ability', ability: 'ability', actor: 'player', targets: 'player',
    voter: 'player', target: 'player', player: 'player', allies: 'faction or role', stageAfter: 'stage',
};

function expectedKind(property: string | undefined): string {
    return (property && propertyKinds[property]) || 'name';
}
