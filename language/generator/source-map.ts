// Turns the trace of Langium's traced generator (`toStringAndTrace`) into a standard source map
// (v3): every generated region maps to the start of the .mafia node it was traced to, so tools
// (node --enable-source-maps, editors, esbuild when bundling) lead back to the rule line.
import type { TraceRegion } from 'langium/generate';

export interface SourceMapV3 {
    version: 3;
    file: string;
    sources: string[];
    sourcesContent?: Array<string | null>;
    names: string[];
    mappings: string;
}

interface Mapping { genLine: number; genCol: number; source: number; line: number; col: number }

/**
 * @param text      the generated text the trace describes
 * @param trace     its trace
 * @param sourceOf  the display path and text of a source file URI (null: leave unmapped)
 */
export function toSourceMap(text: string, trace: TraceRegion, file: string, sourceOf: (uri: string) => { path: string; text: string } | null): SourceMapV3 {
    const genLines = lineStarts(text);
    const sources: string[] = [];
    const contents: Array<string | null> = [];
    const sourceLines = new Map<string, number[]>();
    const sourceIndex = new Map<string, number>();
    const mappings: Mapping[] = [];

    const locate = (uri: string | undefined, offset: number): { source: number; line: number; col: number } | null => {
        if (!uri) return null;
        let index = sourceIndex.get(uri);
        if (index === undefined) {
            const src = sourceOf(uri);
            if (!src) return null;
            index = sources.length;
            sources.push(src.path);
            contents.push(src.text);
            sourceIndex.set(uri, index);
            sourceLines.set(uri, lineStarts(src.text));
        }
        const [line, col] = position(sourceLines.get(uri)!, offset);
        return { source: index, line, col };
    };

    // Nested regions name their file only when it differs from the enclosing region's.
    const visit = (region: TraceRegion, inherited: TraceRegion['sourceRegion'], inheritedUri: string | undefined): void => {
        const own = region.sourceRegion ?? inherited;
        const uri = region.sourceRegion?.fileURI ?? inheritedUri;
        const at = own ? locate(uri, own.offset) : null;
        const emit = (offset: number) => {
            if (!at) return;
            const [genLine, genCol] = position(genLines, offset);
            mappings.push({ genLine, genCol, ...at });
        };
        emit(region.targetRegion.offset);
        for (const child of region.children ?? []) {
            visit(child, own, uri);
            emit(child.targetRegion.end); // back to this node after the child
        }
    };
    visit(trace, undefined, undefined);

    mappings.sort((a, b) => a.genLine - b.genLine || a.genCol - b.genCol);
    return { version: 3, file, sources, sourcesContent: contents, names: [], mappings: encode(mappings) };
}

function lineStarts(text: string): number[] {
    const starts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
    return starts;
}

/** 0-based line and column of an offset. */
function position(starts: number[], offset: number): [number, number] {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset) lo = mid; else hi = mid - 1;
    }
    return [lo, offset - starts[lo]];
}

function encode(all: Mapping[]): string {
    // Several regions may start at one position (a node and its first child): the innermost wins.
    const mappings: Mapping[] = [];
    for (const m of all) {
        const last = mappings[mappings.length - 1];
        if (last && last.genLine === m.genLine && last.genCol === m.genCol) mappings[mappings.length - 1] = m;
        else mappings.push(m);
    }
    let out = '';
    let line = 0;
    let prevCol = 0, prevSource = 0, prevLine = 0, prevSrcCol = 0;
    let first = true;
    for (const m of mappings) {
        while (line < m.genLine) { out += ';'; line++; prevCol = 0; first = true; }
        if (!first) out += ',';
        first = false;
        out += vlq(m.genCol - prevCol) + vlq(m.source - prevSource) + vlq(m.line - prevLine) + vlq(m.col - prevSrcCol);
        prevCol = m.genCol; prevSource = m.source; prevLine = m.line; prevSrcCol = m.col;
    }
    return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(n: number): string {
    let v = n < 0 ? (-n << 1) | 1 : n << 1;
    let s = '';
    do {
        let digit = v & 31;
        v >>>= 5;
        if (v > 0) digit |= 32;
        s += B64[digit];
    } while (v > 0);
    return s;
}
