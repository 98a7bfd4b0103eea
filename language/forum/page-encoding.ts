// A saved page's text: browsers save a page in the encoding it was served in, and Russian forums
// still serve windows-1251 or KOI8-R. The encoding is the byte-order mark's, else the one the page
// declares in its first bytes (`<meta charset>`, `http-equiv="Content-Type"`), else UTF-8 — and a
// page that is not valid UTF-8 and declares nothing is windows-1251 (a Russian forum saved without
// its header: read as UTF-8 it would be replacement characters, and no nickname would match).

const DECLARED = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i;

export function decodePage(bytes: Uint8Array): string {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
    // The declaration is ASCII in every encoding a forum uses: read the head as Latin-1 to find it.
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
    const label = DECLARED.exec(head)?.[1];
    if (label) {
        try { return new TextDecoder(label).decode(bytes); } catch { /* an unknown label: UTF-8 below */ }
    }
    try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch { return new TextDecoder('windows-1251').decode(bytes); }
}
