// A tiny static file server on loopback for the web playground's end-to-end test: serves a folder
// (out/web/) as a host's `npx serve` would, with the right content types and nothing else.
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm', '.ttf': 'font/ttf',
    '.svg': 'image/svg+xml', '.png': 'image/png', '.mafia': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
    '.map': 'application/json',
};

export interface StaticServer { url: string; close(): Promise<void>; requests: string[] }

/** `headers`: sent with every file (a site's own Content-Security-Policy header, say). */
export async function serveFolder(root: string, headers: Record<string, string> = {}): Promise<StaticServer> {
    const requests: string[] = [];
    const server: Server = createServer((req, res) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        requests.push(path);
        let file = normalize(join(root, path));
        if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) { res.writeHead(403).end(); return; }
        try {
            if (statSync(file).isDirectory()) file = join(file, 'index.html');
            const size = statSync(file).size;
            res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': size });
            createReadStream(file).pipe(res);
        } catch {
            res.writeHead(404).end();
        }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${port}/`,
        requests,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
}
