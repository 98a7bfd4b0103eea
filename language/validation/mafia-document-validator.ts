import { DefaultDocumentValidator, DocumentValidator, type LangiumDocument, type ValidationOptions } from 'langium';
import type { LangiumServices } from 'langium/lsp';
import type { Diagnostic } from 'vscode-languageserver';
import { isRuleSet } from '../generated/ast.js';
import { IDENTIFIER } from '../parser/mafia-names.js';
import { Codes } from './codes.js';
import { closestNames } from './edit-distance.js';

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

    protected override processLinkingErrors(document: LangiumDocument, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const before = diagnostics.length;
        super.processLinkingErrors(document, diagnostics, options);
        const errors = document.references.filter((r) => r.error);
        let suggested = 0;
        for (let i = before; i < diagnostics.length; i++) {
            const diagnostic = diagnostics[i];
            const data = diagnostic.data as { code?: string; refText?: string; containerType?: string; property?: string } | undefined;
            if (data?.code !== DocumentValidator.LinkingError) continue;
            const refText = data.refText ?? '';
            const suggestions = suggested++ < maxSuggested ? this.suggestions(document, errors[i - before], refText) : [];
            const kind = expectedKind(data.property);
            diagnostic.code = Codes.UnknownReference;
            diagnostic.message = `Unknown ${kind} '${refText}'.` + (suggestions.length ? ` Did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?` : ' Declare it or fix the name.');
            diagnostic.data = { ...data, code: Codes.UnknownReference, suggestions };
        }
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
