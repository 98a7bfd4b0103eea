import { type Module, inject } from 'langium';
import {
    createDefaultModule, createDefaultSharedModule,
    type DefaultSharedModuleContext, type LangiumSharedServices,
    type PartialLangiumServices, type PartialLangiumSharedServices,
} from 'langium/lsp';
import { MafiaGeneratedModule, MafiaGeneratedSharedModule } from './generated/module.js';
import { MafiaCodeActionProvider } from './lsp/mafia-code-actions.js';
import { MafiaCodeLensProvider } from './lsp/mafia-code-lens.js';
import { MafiaCompletionProvider } from './lsp/mafia-completion.js';
import { MafiaDocumentSymbolProvider } from './lsp/mafia-document-symbols.js';
import { MafiaFoldingRangeProvider } from './lsp/mafia-folding.js';
import { MafiaFormatter } from './lsp/mafia-formatter.js';
import { MafiaHoverProvider } from './lsp/mafia-hover.js';
import { MafiaInlayHintProvider } from './lsp/mafia-inlay-hints.js';
import { MafiaRenameProvider } from './lsp/mafia-rename.js';
import { MafiaSemanticTokenProvider } from './lsp/mafia-semantic-tokens.js';
import { createMafiaParser } from './parser/mafia-parser.js';
import { MafiaTokenBuilder } from './parser/mafia-token-builder.js';
import { MafiaValueConverter } from './parser/mafia-value-converter.js';
import { MafiaScopeComputation } from './scoping/mafia-scope-computation.js';
import { MafiaScopeProvider } from './scoping/mafia-scope-provider.js';
import type { MafiaAddedServices, MafiaServices } from './services.js';
import { MafiaDocumentValidator } from './validation/mafia-document-validator.js';
import { registerValidationChecks } from './validation/registry.js';
import { MafiaLinker } from './scoping/mafia-linker.js';
import { MafiaReferences } from './scoping/mafia-references.js';
import { MafiaValidationRegistry } from './validation/mafia-validation-registry.js';
import { MafiaServiceRegistry, MafiaWorkspaceManager } from './workspace/mafia-service-registry.js';
import { MafiaDocumentBuilder } from './workspace/mafia-document-builder.js';

export const MafiaModule: Module<MafiaServices, PartialLangiumServices & MafiaAddedServices> = {
    references: {
        ScopeComputation: (services) => new MafiaScopeComputation(services),
        ScopeProvider: (services) => new MafiaScopeProvider(services),
        Linker: (services) => new MafiaLinker(services),
        References: (services) => new MafiaReferences(services),
    },
    parser: {
        LangiumParser: (services) => createMafiaParser(services),
        TokenBuilder: () => new MafiaTokenBuilder(),
        ValueConverter: () => new MafiaValueConverter(),
    },
    validation: {
        DocumentValidator: (services) => new MafiaDocumentValidator(services),
        ValidationRegistry: (services) => new MafiaValidationRegistry(services),
    },
    lsp: {
        Formatter: () => new MafiaFormatter(),
        HoverProvider: (services) => new MafiaHoverProvider(services),
        CompletionProvider: (services) => new MafiaCompletionProvider(services),
        RenameProvider: (services) => new MafiaRenameProvider(services),
        DocumentSymbolProvider: (services) => new MafiaDocumentSymbolProvider(services),
        FoldingRangeProvider: (services) => new MafiaFoldingRangeProvider(services),
        SemanticTokenProvider: (services) => new MafiaSemanticTokenProvider(services),
        CodeLensProvider: (services) => new MafiaCodeLensProvider(services),
        InlayHintProvider: (services) => new MafiaInlayHintProvider(services),
        CodeActionProvider: () => new MafiaCodeActionProvider(),
    },
};

/** Any file is read as a rule set or game script; the editor's workspace index holds `.mafia` files. */
const MafiaSharedModule: Module<LangiumSharedServices, PartialLangiumSharedServices> = {
    ServiceRegistry: (services) => new MafiaServiceRegistry(services),
    workspace: {
        WorkspaceManager: (services) => new MafiaWorkspaceManager(services),
        DocumentBuilder: (services) => new MafiaDocumentBuilder(services),
    },
};

/** Creates the shared and language services; `context` supplies the file system and connection. */
export function createMafiaServices(context: DefaultSharedModuleContext): {
    shared: LangiumSharedServices;
    Mafia: MafiaServices;
} {
    const shared = inject(createDefaultSharedModule(context), MafiaGeneratedSharedModule, MafiaSharedModule);
    const Mafia = inject(createDefaultModule({ shared }), MafiaGeneratedModule, MafiaModule);
    shared.ServiceRegistry.register(Mafia);
    registerValidationChecks(Mafia);
    if (!context.connection) {
        // No language server: configuration defaults are all we get.
        shared.workspace.ConfigurationProvider.initialized({});
    }
    return { shared, Mafia };
}
