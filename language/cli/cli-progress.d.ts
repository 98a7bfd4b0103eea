// The part of cli-progress 3.12 that `mafia simulate` uses (the package ships no types).
declare module 'cli-progress' {
    export interface Options { stream?: NodeJS.WritableStream; format?: string; hideCursor?: boolean; clearOnComplete?: boolean }
    export class SingleBar {
        constructor(options: Options, preset?: object);
        start(total: number, value: number): void;
        update(value: number): void;
        stop(): void;
    }
    export const Presets: { shades_classic: object };
}
