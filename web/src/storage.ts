// The host's work between visits: both files and the page's choices, in this browser's local
// storage only (nothing leaves the machine).
import { isLang, type Lang } from '../../engine/l10n/lang.js';

export type FileSlot = 'rules' | 'game';

export interface WorkFile { name: string; text: string }

export interface Work {
    rules: WorkFile;
    game: WorkFile;
    tab: FileSlot;
    lang: Lang;
    /** The example the files came from, if any (selected in the list). */
    example?: string;
}

const KEY = 'mafia-playground/work/v1';

export function loadWork(): Work | undefined {
    try {
        const raw = localStorage.getItem(KEY);
        if (!raw) return undefined;
        const work = JSON.parse(raw) as Partial<Work>;
        if (!isFile(work.rules) || !isFile(work.game)) return undefined;
        return {
            rules: work.rules, game: work.game,
            tab: work.tab === 'game' ? 'game' : 'rules',
            lang: isLang(work.lang) ? work.lang : 'ru',
            example: typeof work.example === 'string' ? work.example : undefined,
        };
    } catch {
        return undefined; // storage disabled or a value from elsewhere: start from an example
    }
}

export function saveWork(work: Work): void {
    try {
        localStorage.setItem(KEY, JSON.stringify(work));
    } catch {
        // quota or storage disabled: the work stays in the page; saving to a file still works
    }
}

function isFile(f: unknown): f is WorkFile {
    return typeof f === 'object' && f !== null && typeof (f as WorkFile).name === 'string' && typeof (f as WorkFile).text === 'string';
}
