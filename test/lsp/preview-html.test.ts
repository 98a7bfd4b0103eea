// The Run Phase Preview page's HTML (extension/preview-html.ts): its Content-Security-Policy is the
// page's main defence, so it is pinned here too (test/e2e/webview.e2e.test.ts checks it in Chromium).
import { describe, expect, it } from 'vitest';
import { previewHtml } from '../../extension/preview-html.js';

const options = {
    cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
    nonce: 'QUJDREVGR0hJSktMTU5PUA==',
    scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/out/webview/preview.js',
    styleUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/extension/webview/preview.css',
};

describe('previewHtml', () => {
    it('allows only the page\'s own stylesheet and images, and only the script with the nonce', () => {
        const html = previewHtml(options);
        const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1];
        expect(csp).toBe(`default-src 'none'; style-src ${options.cspSource}; img-src ${options.cspSource}; script-src 'nonce-${options.nonce}'`);
        expect(html).not.toMatch(/unsafe-inline|unsafe-eval/);
        // Exactly one script, external, carrying the nonce; no inline style or handler anywhere.
        expect(html.match(/<script/g)).toHaveLength(1);
        expect(html).toContain(`<script nonce="${options.nonce}" src="${options.scriptUri}"></script>`);
        expect(html).toContain(`<link rel="stylesheet" href="${options.styleUri}">`);
        expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/);
    });

    it('refuses a weak nonce and escapes what it puts in attributes', () => {
        expect(() => previewHtml({ ...options, nonce: 'abc' })).toThrow(/nonce/);
        expect(() => previewHtml({ ...options, nonce: 'x" onload="alert(1)//aaaaaaaa' })).toThrow(/nonce/);
        const html = previewHtml({ ...options, styleUri: 'https://x/a.css"><script>alert(1)</script>' });
        expect(html).not.toContain('<script>alert(1)');
        expect(html).toContain('a.css&quot;&gt;&lt;script&gt;');
    });
});
