import type { LangiumServices } from 'langium/lsp';

// The service types live apart from mafia-module.ts, which builds the services out of the classes that
// use them: importing the types from here keeps those classes from importing their own factory.

/** Services added on top of Langium's defaults (none yet beyond overrides). */
export type MafiaAddedServices = object;

export type MafiaServices = LangiumServices & MafiaAddedServices;
