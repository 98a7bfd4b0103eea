// Putting a copied post or book on the clipboard, as the extension does (extension/clipboard.ts),
// and saying so in the status bar.
import { t } from './i18n.js';

export function copyToClipboard(text: string, what: string, status: (text: string) => void): void {
    navigator.clipboard.writeText(text).then(
        () => status(what.length > 0 && what.length < 200 ? what : t('web.copied')),
        (e: unknown) => status(t('web.copy.failed', { error: e instanceof Error ? e.message : String(e) })));
}
