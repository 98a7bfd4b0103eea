import { type Module, inject } from 'langium';
import {
    createDefaultModule, createDefaultSharedModule,
    type DefaultSharedModuleContext, type LangiumServices, type LangiumSharedServices,
    type PartialLangiumServices,
} from 'langium/lsp';
import { MafiaGeneratedModule, MafiaGeneratedSharedModule } from './generated/module.js';
import { MafiaScopeComputation } from './scoping/mafia-scope-computation.js';
import { MafiaScopeProvider } from './scoping/mafia-scope-provider.js';
import { MafiaDocumentValidator } from './validation/mafia-document-validator.js';
import { registerValidationChecks } from './validation/registry.js';

/** Services added on top of Langium's defaults (none yet beyond overrides). */
export type MafiaAddedServices = object;

export type MafiaServices = LangiumServices & MafiaAddedServices;

export const MafiaModule: Module<MafiaServices, PartialLangiumServices & MafiaAddedServices> = {
    references: {
        ScopeComputation: (services) => new MafiaScopeComputation(services),
        ScopeProvider: (services) => new MafiaScopeProvider(services),
    },
    validation: {
        DocumentValidator: (services) => new MafiaDocumentValidator(services),
    },
};

/** Creates the shared and language services; `context` supplies the file system and connection. */
export function createMafiaServices(context: DefaultSharedModuleContext): {
    shared: LangiumSharedServices;
    Mafia: MafiaServices;
} {
    const shared = inject(createDefaultSharedModule(context), MafiaGeneratedSharedModule);
    const Mafia = inject(createDefaultModule({ shared }), MafiaGeneratedModule, MafiaModule);
    shared.ServiceRegistry.register(Mafia);
    registerValidationChecks(Mafia);
    if (!context.connection) {
        // No language server: configuration defaults are all we get.
        shared.workspace.ConfigurationProvider.initialized({});
    }
    return { shared, Mafia };
}
