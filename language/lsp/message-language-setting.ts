// The language the server speaks, as the client sets it: `initializationOptions.language` at start
// (the extension's `mafia.language` setting, the playground's switch) and later changes of the
// `mafia.language` setting (workspace/didChangeConfiguration, section "mafia"), which re-check every
// open document so its diagnostics are published again in the new language. Hover, completion and
// code lenses read messageLang() on each request, so they follow at once. One choice per server.
import type { LangiumSharedServices } from 'langium/lsp';
import { isLang, langOfLocale, type Lang } from '../../engine/l10n/lang.js';
import { setMessageLanguage } from '../l10n/message-lang.js';

/** The setting's value: "ru" / "en", anything else (as "auto") leaves it to the locale and the rule set. */
function asked(value: unknown): Lang | null {
    return isLang(value) ? value : null;
}

/** `forced`: `mafia lsp --lang`, stronger than what the client asks. */
export function followMessageLanguageSetting(shared: LangiumSharedServices, forced?: Lang): void {
    shared.lsp.LanguageServer.onInitialize((params) => {
        const options = params.initializationOptions as { language?: unknown } | undefined;
        setMessageLanguage({ explicit: forced ?? asked(options?.language), locale: langOfLocale(params.locale) });
    });
    shared.workspace.ConfigurationProvider.onConfigurationSectionUpdate(({ section, configuration }) => {
        if (forced || section !== 'mafia' || typeof configuration !== 'object' || configuration === null) return;
        const next = asked((configuration as { language?: unknown }).language);
        const before = setMessageLanguage({ explicit: next });
        if (before.explicit === next) return;
        const uris = shared.workspace.LangiumDocuments.all.map((d) => d.uri).toArray();
        void shared.workspace.DocumentBuilder.update(uris, []);
    });
}
