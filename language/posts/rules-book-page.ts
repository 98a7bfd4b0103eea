// The rules book as a standalone HTML page (`mafia rules-book --format html`): the rendered blocks
// (every text escaped by engine/posts/markup.ts) in a page that runs no script.
import type { Lang } from '../../engine/l10n/catalogue.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function rulesBookPage(title: string, body: string, lang: Lang): string {
    return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escape(title)}</title>
<style>body{font-family:sans-serif;max-width:50em;margin:2em auto;line-height:1.45} .binding{color:#c60}</style>
</head>
<body>
${body}
</body>
</html>`;
}
