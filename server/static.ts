// The demo app and the element bundle (dist/demo, built by vite.demo.config.ts) from the API's own origin,
// so `npm start` is the whole product. Files are served as they are; any other GET that is not an API
// path and does not name a file gets index.html, where the demo's router takes over (SPA fallback).
// API paths are never shadowed: an unknown /api/... still answers the API's JSON 404.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './http/env';

export const DEFAULT_DEMO_DIR = fileURLToPath(new URL('../dist/demo/', import.meta.url));

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const MISSING_BUILD_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Formwright</title></head><body>' +
  '<main><h1>The demo app is not built</h1><p>Run <code>npm start</code> (it builds first) or ' +
  '<code>npm run build:demo</code>. The API is served under <code>/api/v1</code>.</p></main></body></html>';

function isApiPath(requestPath: string): boolean {
  return requestPath === '/api' || requestPath.startsWith('/api/');
}

/** The file a request path names inside `root`, or null (missing, a directory, or outside the root). */
async function fileFor(root: string, requestPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

async function sendFile(c: Context<AppEnv>, file: string, cache: string): Promise<Response> {
  c.header('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
  // Overrides the API's no-store: hashed assets never change, the rest is checked on every load.
  c.header('Cache-Control', cache);
  if (c.req.method === 'HEAD') return c.body(null);
  return c.body(new Uint8Array(await readFile(file)));
}

/** Adds the demo's static files and the SPA fallback to the app; call after the API routes are mounted. */
export function serveDemo(app: Hono<AppEnv>, demoDir: string = DEFAULT_DEMO_DIR): void {
  const root = path.resolve(demoDir);
  const index = path.join(root, 'index.html');
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const requestPath = c.req.path;
    if (isApiPath(requestPath)) return next();
    const file = await fileFor(root, requestPath);
    if (file) {
      const hashed = requestPath.startsWith('/assets/');
      return sendFile(c, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A missing file with an extension is a real 404, not the app (a wrong script URL must not get HTML).
    if (path.posix.extname(requestPath) !== '') return next();
    if (!(await fileFor(root, '/index.html'))) return c.html(MISSING_BUILD_PAGE, 503);
    return sendFile(c, index, 'no-cache');
  });
}
