// A throwaway HTTP server on 127.0.0.1 that records requests and answers what the test says.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Reply = { status?: number; body?: unknown; delayMs?: number; headers?: Record<string, string> };

export class FakeEndpoint {
  readonly received: Received[] = [];
  reply: (request: Received) => Reply = () => ({ status: 200, body: {} });
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      this.received.push(request);
      const { status = 200, body = {}, delayMs = 0, headers = {} } = this.reply(request);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
