import { DefaultServiceRegistry, DefaultWorkspaceManager, UriUtils, type FileSystemNode, type LangiumCoreServices, type URI } from 'langium';

/**
 * There is one language: every file asked for is read as `.mafia` text, whatever its name (a
 * host may keep a rule set as `rules.txt`; a game JSON's `ruleset` may name it). Which files of
 * an editor's workspace are indexed is decided by name, in {@link MafiaWorkspaceManager}.
 */
export class MafiaServiceRegistry extends DefaultServiceRegistry {
    override getServices(uri: URI): LangiumCoreServices {
        const all = this.all;
        return all.length === 1 ? all[0] : super.getServices(uri);
    }
}

/** The language server indexes the workspace's `.mafia` files only (not every file the registry would read). */
export class MafiaWorkspaceManager extends DefaultWorkspaceManager {
    override shouldIncludeEntry(entry: FileSystemNode): boolean {
        if (!super.shouldIncludeEntry(entry)) return false;
        if (entry.isDirectory) return true;
        const extension = UriUtils.extname(entry.uri);
        return this.serviceRegistry.all.some((language) => language.LanguageMetaData.fileExtensions.includes(extension));
    }
}
