// Opening and saving `.mafia` files on the host's machine: the File System Access API where the
// browser has it (Chromium: save writes back to the file opened), else an upload field and a
// download. Nothing goes over the network.

/** A file handle of the File System Access API (typed here: not in TypeScript's DOM lib yet). */
interface FileHandle {
    name: string;
    getFile(): Promise<File>;
    createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
}
interface PickerWindow {
    showOpenFilePicker?(options: object): Promise<FileHandle[]>;
    showSaveFilePicker?(options: object): Promise<FileHandle>;
}

const TYPES = [{ description: 'Mafia rules', accept: { 'text/plain': ['.mafia'] } }];

export interface OpenedFile { name: string; text: string; handle?: FileHandle }

export type { FileHandle };

/** Asks for a file; undefined when the host cancels. `upload` is the page's hidden file input. */
export async function openFile(upload: HTMLInputElement): Promise<OpenedFile | undefined> {
    const picker = (window as PickerWindow).showOpenFilePicker;
    if (picker) {
        try {
            const [handle] = await picker.call(window, { types: TYPES, multiple: false });
            const file = await handle.getFile();
            return { name: handle.name, text: await file.text(), handle };
        } catch (e) {
            if (isAbort(e)) return undefined;
            throw e;
        }
    }
    return new Promise((resolve) => {
        upload.value = '';
        upload.onchange = async () => {
            const file = upload.files?.[0];
            resolve(file ? { name: file.name, text: await file.text() } : undefined);
        };
        upload.click();
    });
}

/** Saves `text`: to `handle` if the file was opened with one, else through a save dialog, else as a download. Returns the handle written, if any. */
export async function saveFile(name: string, text: string, handle: FileHandle | undefined): Promise<FileHandle | undefined> {
    const picker = (window as PickerWindow).showSaveFilePicker;
    try {
        const target = handle ?? (picker ? await picker.call(window, { suggestedName: name, types: TYPES }) : undefined);
        if (target) {
            const out = await target.createWritable();
            await out.write(text);
            await out.close();
            return target;
        }
    } catch (e) {
        if (isAbort(e)) return handle;
        throw e;
    }
    download(name, text);
    return undefined;
}

function download(name: string, text: string): void {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function isAbort(e: unknown): boolean {
    return e instanceof DOMException && e.name === 'AbortError';
}
