// Builds the web playground (web/) into out/web/: the page, the Run Phase Preview frame, the
// language server and Monaco's workers as .js files, and the language reference (reference.html,
// rendered from language/README.md). Run from the repository: `npm run build:web`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { defineConfig, type Plugin } from 'vite';

const web = import.meta.dirname;
const repo = join(web, '..');

/** language/README.md as a page of its own, under the same policy as the playground (no script at all). */
function languageReference(): Plugin {
    return {
        name: 'mafia-language-reference',
        generateBundle() {
            const body = marked.parse(readFileSync(join(repo, 'language', 'README.md'), 'utf8'), { async: false });
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
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
            input: { index: join(web, 'index.html'), preview: join(web, 'preview.html') },
        },
    },
});
