// Builds the web playground (web/) into out/web/: the page, the Run Phase Preview frame, the
// language server and Monaco's workers as .js files, and the language reference (reference.html,
// rendered from language/README.md). Run from the repository: `npm run build:web`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type MarkedExtension } from 'marked';
import { defineConfig, type Plugin } from 'vite';

const web = import.meta.dirname;
const repo = join(web, '..');

/** GitHub's heading anchors (the reference's table of contents links to them). */
function headingIds(): MarkedExtension {
    const seen = new Map<string, number>();
    return {
        renderer: {
            heading({ tokens, depth, text }) {
                const base = text.toLowerCase().replace(/<[^>]*>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
                const n = seen.get(base) ?? 0;
                seen.set(base, n + 1);
                const id = n === 0 ? base : `${base}-${n}`;
                return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
            },
        },
    };
}

/** language/README.md as a page of its own, under the same policy as the playground (no script at all). */
function languageReference(): Plugin {
    return {
        name: 'mafia-language-reference',
        generateBundle() {
            const body = new Marked(headingIds()).parse(readFileSync(join(repo, 'language', 'README.md'), 'utf8'), { async: false });
            this.emitFile({
                type: 'asset',
                fileName: 'reference.html',
                source: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>The .mafia language</title>
<style>body{max-width:60rem;margin:2rem auto;padding:0 1rem;font:15px/1.55 system-ui,sans-serif;color:#1f1f1f}pre,code{font-family:ui-monospace,monospace;background:#f5f5f5}pre{padding:.75rem;overflow:auto}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px}</style>
</head>
<body>
<p><a href="./index.html">← Mafia Rules playground</a></p>
${body}
</body>
</html>
`,
            });
        },
    };
}

export default defineConfig({
    root: web,
    base: './',
    publicDir: false,
    logLevel: 'warn',
    plugins: [languageReference()],
    worker: { format: 'es' },
    build: {
        outDir: join(repo, 'out', 'web'),
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        minify: process.env.MAFIA_WEB_DEBUG ? false : true,
        chunkSizeWarningLimit: 8192,
        modulePreload: { polyfill: false }, // every browser the page supports has modulepreload
        rolldownOptions: {
            input: { index: join(web, 'index.html'), preview: join(web, 'preview.html') },
        },
    },
});
