// Serves a harness's app on a real loopback port through @hono/node-server, as main.ts does, for tests of
// what only the Node adapter path does (headers written onto Node's response, real connections).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Session } from './client';
import { signRequest } from './client';
import type { Harness } from './harness';

export interface HttpServer {
  base: string;
  close(): Promise<void>;
}

export function serveHarness(h: Harness): Promise<HttpServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      resolve({
        base: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as Server).closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Headers of a signed request, built the way docs/api.md describes (see support/client.ts). */
export function signedHeaders(
  session: Session,
  method: string,
  path: string,
  timestamp: number,
  nonce: string,
  body = '',
): Record<string, string> {
  return {
    authorization: `Bearer ${session.token}`,
    'x-tenant-id': session.tenantId,
    'x-timestamp': String(timestamp),
    'x-nonce': nonce,
    'x-signature': signRequest(session.signingKey, String(timestamp), nonce, method, path, body),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
}
