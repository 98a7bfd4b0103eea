// Hover text for how a vote is written in the thread (`post { … }` of a voting): the rules in words,
// in the rule set's language, as `mafia votes` applies them.
import * as ast from '../generated/ast.js';
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';
import { colourName, DEFAULT_ARGUMENT_WORDS } from '../../engine/votes/vote-post-rules.js';
import { colourWord } from '../../engine/votes/find-votes.js';

export function votePostCard(post: ast.VotePost): string {
    // The editor's choice (setting, locale), else the rule set's language, as every hover.
    const lang: Lang = messageLang(post);
    const voting = post.$container;
    const lines = [`**${say(lang, 'votes.hover.title')}**${post.title ? ` — «${post.title}»` : ''}`, ''];
    const phrases = post.clauses.filter(ast.isPostPhrase).flatMap((p) => p.phrases);
    if (phrases.length > 0) lines.push(`- ${say(lang, 'votes.hover.phrase', { phrase: phrases.map((p) => `«${p}»`).join(', ') })}`);
    for (const c of post.clauses.filter(ast.isPostColour)) lines.push(`- ${say(lang, c.kind === 'for' ? 'votes.hover.colour-for' : 'votes.hover.colour-against', { colour: colourWord(lang, colourName(c.colour)) })}`);
    if (!post.clauses.some(ast.isPostColour)) lines.push(`- ${say(lang, 'votes.hover.any-colour')}`);
    for (const t of post.clauses.filter(ast.isPostTag)) lines.push(`- ${say(lang, 'votes.hover.tag', { tag: t.tag })}`);
    const argued = post.clauses.find(ast.isPostArgued);
    if (argued) lines.push(`- ${say(lang, 'votes.hover.argued', { n: argued.words ?? DEFAULT_ARGUMENT_WORDS })}`);
    const changes = voting.clauses.find(ast.isVoteChanges);
    lines.push(`- ${say(lang, changes?.allowed === 'forbidden' ? 'votes.hover.first-counts' : 'votes.hover.last-counts')}`);
    const abstain = voting.clauses.find(ast.isAbstainClause);
    if (abstain && abstain.value !== 0) lines.push(`- ${say(lang, 'votes.hover.abstain', { n: abstain.value })}`);
    const quotes = post.clauses.find(ast.isPostQuotes);
    lines.push(`- ${say(lang, quotes?.treatment === 'reported' ? 'votes.hover.quotes-reported' : 'votes.hover.quotes-ignored')}`);
    if (post.clauses.some(ast.isPostHostDecides)) lines.push(`- ${say(lang, 'votes.hover.host-decides')}`);
    return lines.join('\n');
}
