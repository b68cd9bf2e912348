import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PageKind } from './protocol';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Where each URL prefix is served from. */
export interface StaticRoots {
  /** The element bundle: `/elements/…`. */
  elements: string;
  /** The bench pages' scripts: `/page/…`. */
  page: string;
}

export interface StaticServer {
  /** e.g. http://127.0.0.1:43123 */
  base: string;
  close(): Promise<void>;
}

/** The renderer page loads the element bundle the way a host page would; neither page loads anything else. */
function pageHtml(kind: PageKind): string {
  const bundle = kind === 'renderer' ? '<script type="module" src="/elements/index.js"></script>\n' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>Formwright bench: ${kind}</title>
${bundle}<script type="module" src="/page/${kind}.js"></script>
</head>
<body></body>
</html>
`;
}

/** A file under `root` named by the rest of the URL path, or null when it would leave `root`. */
function inside(root: string, rest: string): string | null {
  const file = path.resolve(root, `.${path.posix.normalize(`/${rest}`)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/** A static server on 127.0.0.1 (a free port) for the two bench pages and the files they load. */
export async function startStaticServer(roots: StaticRoots): Promise<StaticServer> {
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (pathname === '/renderer.html' || pathname === '/baseline.html') {
      send(200, TYPES['.html']!, pageHtml(pathname === '/renderer.html' ? 'renderer' : 'baseline'));
      return;
    }
    const match = /^\/(elements|page)\/(.+)$/.exec(pathname);
    const file = match ? inside(match[1] === 'elements' ? roots.elements : roots.page, match[2]!) : null;
    if (!file) {
      send(404, 'text/plain', 'not found');
      return;
    }
    try {
      send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', await fs.readFile(file));
    } catch {
      send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
