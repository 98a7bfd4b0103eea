// The review page of Mafia: Import Votes from Thread…: the votes found, the posts that do not count
// and why, who did not vote, the tally — what `mafia votes --format json` printed. Static: no script
// runs (`script-src 'none'`), the one style block carries the nonce, every name and reason is
// escaped (a player called `<img src=x onerror=alert(1)>` shows as text). Pure, for the extension and tests.

import { checkNonce, pageHead } from './preview-html.js';

export interface VotesReviewData {
    votes: Array<{ voter: string; target: string; kind: string; post: string | null; override?: string }>;
    invalid: Array<{ author: string; post: string | null; reason: string; override?: string }>;
    not_voted: string[];
    tally: Array<{ target: string; votes: number; voters: string[] }>;
    warnings?: string[];
    thread?: { engine: string; title: string; posts: number; pages: number };
    day?: number | null;
    deadline?: string | null;
}

export function votesReviewHtml(data: VotesReviewData, options: { cspSource: string; nonce: string; title: string }): string {
    checkNonce(options.nonce);
    const csp = ["default-src 'none'", `style-src 'nonce-${options.nonce}'`, "script-src 'none'"].join('; ');
    const rows = (cells: string[][]) => cells.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('\n');
    const t = data.thread;
    return `${pageHead({ lang: 'en', csp, title: options.title, extra: `<style nonce="${esc(options.nonce)}">
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); background: var(--vscode-editor-background); padding: 0 1em; }
table { border-collapse: collapse; margin-bottom: 1.2em; }
td, th { border-bottom: 1px solid var(--vscode-panel-border); padding: 2px 10px; text-align: left; vertical-align: top; }
th { color: var(--vscode-descriptionForeground); font-weight: normal; }
.override { color: var(--vscode-editorWarning-foreground); }
.warning { color: var(--vscode-editorWarning-foreground); }
</style>
` })}
<body>
<h2>${esc(t ? `${t.title} — ${t.engine}, ${t.pages} page(s), ${t.posts} posts` : options.title)}</h2>
${data.day != null ? `<p>Day ${esc(String(data.day))}${data.deadline ? `, votes until ${esc(data.deadline)}` : ''}</p>` : ''}
<h3>Votes that count (${data.votes.length})</h3>
<table><tr><th>voter</th><th>vote</th><th>target</th><th>post</th><th></th></tr>
${rows(data.votes.map((v) => [v.voter, v.kind, v.target, v.post ?? '', v.override ? `${v.override} by the host` : '']))}
</table>
<h3>Posts that do not count (${data.invalid.length})</h3>
<table><tr><th>author</th><th>post</th><th>why</th></tr>
${rows(data.invalid.map((x) => [x.author, x.post ?? '', x.reason + (x.override ? ` (${x.override} by the host)` : '')]))}
</table>
<h3>Did not vote</h3>
<p>${esc(data.not_voted.join(', ') || '—')}</p>
<h3>Tally</h3>
<table><tr><th>target</th><th>votes</th><th>voters</th></tr>
${rows(data.tally.map((r) => [r.target, String(r.votes), r.voters.join(', ')]))}
</table>
${(data.warnings ?? []).map((w) => `<p class="warning">${esc(w)}</p>`).join('\n')}
</body>
</html>
`;
}

function esc(s: string): string {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
