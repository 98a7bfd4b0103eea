import { DefaultDocumentValidator, DocumentValidator, type LangiumDocument, type ValidationOptions } from 'langium';
import type { LangiumServices } from 'langium/lsp';
import type { Diagnostic } from 'vscode-languageserver';
import { isRuleSet } from '../generated/ast.js';
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
        for (let i = before; i < diagnostics.length; i++) {
            const diagnostic = diagnostics[i];
            const data = diagnostic.data as { code?: string; refText?: string; containerType?: string; property?: string } | undefined;
            if (data?.code !== DocumentValidator.LinkingError) continue;
            const reference = errors[i - before];
            const refText = data.refText ?? '';
            let suggestions: string[] = [];
            try {
                const info = reference.error!.info;
                const names = this.scopes.getScope(info).getAllElements().map((d) => d.name);
                // Rule sets refer by identifier only; game scripts may quote display names.
                suggestions = closestNames(refText, isRuleSet(document.parseResult.value) ? names.filter((n) => identifier.test(n)) : names);
            } catch {
                // A scope that cannot be computed only costs the suggestion.
            }
            const kind = expectedKind(data.containerType, data.property);
            diagnostic.code = Codes.UnknownReference;
            diagnostic.message = `Unknown ${kind} '${refText}'.` + (suggestions.length ? ` Did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?` : ' Declare it or fix the name.');
            diagnostic.data = { ...data, code: Codes.UnknownReference, suggestions };
        }
    }
}

const identifier = /^[_\p{L}][\p{L}\p{N}_]*$/u;

const propertyKinds: Record<string, string> = {
    faction: 'faction', role: 'role', roles: 'role', guises: 'role (guise)', status: 'status', statuses: 'status',
    resource: 'resource', stage: 'stage', after: 'stage', phase: 'phase', phases: 'phase', slot: 'slot',
    tags: 'tag', voting: 'voting', abilities: 'ability', ability: 'ability', actor: 'player', targets: 'player',
    voter: 'player', target: 'player', player: 'player', allies: 'faction or role', stageAfter: 'stage',
};

function expectedKind(_containerType: string | undefined, property: string | undefined): string {
    return (property && propertyKinds[property]) || 'name';
}
