// The review page of Mafia: Import Votes from Thread…: the votes found, the posts that do not count
// and why, who did not vote, the tally — what `mafia votes --format json` printed. Static: no script
// runs (`script-src 'none'`), the one style block carries the nonce, every name and reason is
// escaped (a player called `<img src=x onerror=alert(1)>` shows as text). Pure, for the extension and tests.

import { say, type Lang } from '../engine/l10n/catalogue.js';
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

/** `lang`: the page's own words (headings, column names); the thread's names and reasons are shown as `mafia votes` wrote them. */
export function votesReviewHtml(data: VotesReviewData, options: { cspSource: string; nonce: string; title: string; lang?: Lang }): string {
    checkNonce(options.nonce);
    const lang = options.lang ?? 'en';
    const th = (...keys: Parameters<typeof say>[1][]) => keys.map((k) => `<th>${esc(say(lang, k))}</th>`).join('');
    const csp = ["default-src 'none'", `style-src 'nonce-${options.nonce}'`, "script-src 'none'"].join('; ');
    const rows = (cells: string[][]) => cells.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('\n');
    const t = data.thread;
    return `${pageHead({ lang, csp, title: options.title, extra: `<style nonce="${esc(options.nonce)}">
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); background: var(--vscode-editor-background); padding: 0 1em; }
table { border-collapse: collapse; margin-bottom: 1.2em; }
td, th { border-bottom: 1px solid var(--vscode-panel-border); padding: 2px 10px; text-align: left; vertical-align: top; }
th { color: var(--vscode-descriptionForeground); font-weight: normal; }
.override { color: var(--vscode-editorWarning-foreground); }
.warning { color: var(--vscode-editorWarning-foreground); }
</style>
` })}
<body>
<h2>${esc(t ? say(lang, 'ext.review.thread', { title: t.title, engine: t.engine, pages: t.pages, posts: t.posts }) : options.title)}</h2>
${data.day != null ? `<p>${esc(say(lang, 'ext.review.day', { day: data.day }))}${data.deadline ? esc(say(lang, 'ext.review.until', { deadline: data.deadline })) : ''}</p>` : ''}
<h3>${esc(say(lang, 'ext.review.counted', { n: data.votes.length }))}</h3>
<table><tr>${th('ext.review.voter', 'ext.review.vote', 'ext.review.target', 'ext.review.post')}<th></th></tr>
${rows(data.votes.map((v) => [v.voter, v.kind === 'against' ? say(lang, 'votes.bbcode.against') : v.kind, v.target, v.post ?? '', v.override ? say(lang, 'votes.text.accepted') : '']))}
</table>
<h3>${esc(say(lang, 'ext.review.invalid', { n: data.invalid.length }))}</h3>
<table><tr>${th('ext.review.author', 'ext.review.post', 'ext.review.why')}</tr>
${rows(data.invalid.map((x) => [x.author, x.post ?? '', x.reason + (x.override ? ` (${say(lang, 'votes.text.rejected')})` : '')]))}
</table>
<h3>${esc(say(lang, 'ext.review.notVoted'))}</h3>
<p>${esc(data.not_voted.join(', ') || '—')}</p>
<h3>${esc(say(lang, 'ext.review.tally'))}</h3>
<table><tr>${th('ext.review.target', 'ext.review.votes', 'ext.review.voters')}</tr>
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
