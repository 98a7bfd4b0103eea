import { say } from '../engine/l10n/catalogue.js';
import type { Lang } from '../engine/l10n/lang.js';

/** What the page needs from its host: the webview's CSP source, a fresh nonce, and resource URIs. */
export interface PreviewHtmlOptions {
    /** `webview.cspSource`: the origin the page's own script and styles come from. */
    cspSource: string;
    /** A fresh random nonce (base64) allowing exactly the page's script. */
    nonce: string;
    /** URI of out/webview/preview.js as the webview sees it. */
    scriptUri: string;
    /** URI of extension/webview/preview.css as the webview sees it. */
    styleUri: string;
    /** The page title (default: the catalogue's Run Phase Preview, in `lang`). */
    title?: string;
    /** The language of the page's own words until the run's result comes (default Russian). */
    lang?: Lang;
    /** What the page shows until its script renders (default: the catalogue's «Running the game…»). */
    placeholder?: string;
}

/**
 * The Run Phase Preview page. A strict Content-Security-Policy: nothing loads but the page's own
 * stylesheet and images, and only the script carrying the nonce runs (no inline script, no inline
 * style, no eval). The page is empty until its script renders the data it is sent, building the
 * DOM with textContent only. Pure: shared by the extension and the browser test.
 */
export function previewHtml(options: PreviewHtmlOptions): string {
    const lang = options.lang ?? 'ru';
    const csp = webviewCsp(options.cspSource, options.nonce);
    return `${pageHead({ lang, csp, title: options.title ?? say(lang, 'preview.title'), styleUri: options.styleUri })}
<body>
<main id="app" aria-live="polite"><p class="placeholder">${attribute(options.placeholder ?? say(lang, 'preview.running-game'))}</p></main>
<script nonce="${attribute(options.nonce)}" src="${attribute(options.scriptUri)}"></script>
</body>
</html>
`;
}

/**
 * The Content-Security-Policy of the extension's webviews (the preview, the balance chart): nothing
 * loads but the extension's own stylesheets and images, only the script with the nonce runs.
 */
export function webviewCsp(cspSource: string, nonce: string): string {
    checkNonce(nonce);
    return [
        "default-src 'none'",
        `style-src ${cspSource}`,
        `img-src ${cspSource}`,
        `script-src 'nonce-${nonce}'`,
    ].join('; ');
}

/** A nonce short enough to guess would defeat the policy: the pages refuse one. */
export function checkNonce(nonce: string): void {
    if (!/^[A-Za-z0-9+/=_-]{16,}$/.test(nonce)) throw new Error('the nonce must be at least 16 base64 characters');
}

/** The `<head>` every webview page of the extension starts with: its policy, its title, its stylesheet. */
export function pageHead(o: { lang: string; csp: string; title: string; styleUri?: string; extra?: string }): string {
    return `<!DOCTYPE html>
<html lang="${attribute(o.lang)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attribute(o.csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${o.styleUri !== undefined ? `<link rel="stylesheet" href="${attribute(o.styleUri)}">\n` : ''}<title>${attribute(o.title)}</title>
${o.extra ?? ''}</head>`;
}

export function attribute(value: string): string {
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
