// Where a day began when the game script records no deadline for the day before: the host's post
// that names the day («Наступил день 2», "Day 2 begins"), the first such in the thread. Posts before
// it are the day before's; the command says so in a warning, quoting the post it took.
import type { ForumPost } from '../../engine/votes/post-model.js';
import { normalizeName } from '../../engine/names.js';

export interface HostDayStart { index: number; post: ForumPost; text: string }

export function hostDayStart(posts: readonly ForumPost[], hosts: readonly string[], day: number): HostDayStart | null {
    const host = new Set(hosts.map(normalizeName));
    const names = new RegExp(`(?<![\\p{L}\\p{N}])(?:день|дня|дню|днём|днем|day)\\s*(?:№\\s*)?${day}(?![\\p{N}])`, 'iu');
    for (let index = 0; index < posts.length; index++) {
        const post = posts[index];
        if (!host.has(normalizeName(post.author))) continue;
        const own = post.runs.filter((r) => !r.quoted && !r.struck).map((r) => r.text).join('').replace(/\s+/gu, ' ').trim();
        const m = names.exec(own);
        if (!m) continue;
        // The sentence that names the day, as the host wrote it.
        const from = Math.max(own.lastIndexOf('. ', m.index) + 1, 0);
        const to = own.indexOf('.', m.index + m[0].length);
        const sentence = own.slice(from, to < 0 ? undefined : to + 1).trim();
        return { index, post, text: sentence.length > 80 ? `${sentence.slice(0, 79)}…` : sentence };
    }
    return null;
}
