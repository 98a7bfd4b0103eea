// A forum post as the page readers give it to the vote finder: who wrote it, when, and its text as
// runs that carry their colour and whether they are quoted, so no vote rule ever looks at HTML.

/** A stretch of a post's text with one colour; `quoted`: inside a quote of another post. */
export interface TextRun {
    text: string;
    /** The colour as the page writes it (`#ff0000`, `red`, `rgb(…)`), or null. */
    colour: string | null;
    quoted: boolean;
    /** Struck through (`<s>`, `<del>`, `line-through`): text the author withdrew, never a vote. */
    struck?: boolean;
    /** A vote the forum renders from a tag (`[vote]name[/vote]` as `<span class="bbvote">`). */
    tag?: string;
}

export interface ForumPost {
    /** The forum's post id (as a string), or null when the page has none. */
    id: string | null;
    author: string;
    /** When it was posted (ms since the epoch, UTC), or null when the page does not say. */
    time: number | null;
    /** When it was last edited, or null. */
    edited: number | null;
    /** Text runs in reading order; `\n` inside a run's text breaks a line. */
    runs: TextRun[];
    /** Soft-deleted, hidden or awaiting approval, shown only to a moderator (phpBB, vBulletin 4 and 5, XenForo 2, IPB 4): not part of the thread. */
    deleted?: boolean;
}

export interface ForumThread {
    /** The engine that wrote the pages (`phpbb3`, `vbulletin4`, …). */
    engine: string;
    /** The engine's name as messages show it («phpBB 3»). */
    engineName?: string;
    title: string;
    /** The thread's identity (forum address and thread id): pages of one thread share it. */
    key: string;
    /** The page's time zone offset in minutes east of UTC, when the page states it. */
    zoneOffset: number | null;
    /** Whether the pages hold the thread's first post (whose author is the host). */
    hasFirstPost: boolean;
    posts: ForumPost[];
    /** What the reader had to guess (a relative time read against the file's mtime), in the host's language. */
    warnings?: string[];
    /** Pages whose times were read in an assumed zone (UTC): also in `warnings`, and said on stderr. */
    zoneWarnings?: string[];
}
