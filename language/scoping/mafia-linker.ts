// References link by the name as written, and else by the same name in the other Unicode form: a
// nickname saved with a combining mark («Лёва» as е + U+0308, as macOS editors write it) is the
// player dealt as «Лёва» (engine/names.ts compares names in NFC as well).
import { DefaultLinker, type AstNodeDescription, type LinkingError, type ReferenceInfo } from 'langium';

export class MafiaLinker extends DefaultLinker {
    override getCandidate(refInfo: ReferenceInfo): AstNodeDescription | LinkingError {
        const text = refInfo.reference.$refText;
        const scope = this.scopeProvider.getScope(refInfo);
        const found = scope.getElement(text);
        if (found) return found;
        for (const form of ['NFC', 'NFD'] as const) {
            const other = text.normalize(form);
            if (other === text) continue;
            const d = scope.getElement(other);
            if (d) return d;
        }
        return this.createLinkingError(refInfo);
    }
}
