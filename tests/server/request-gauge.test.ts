// The gauge the webhook worker waits on (PGlite): quiet means no request is being answered; event streams,
// open for hours, do not count; a server that is never quiet still lets the waiter through in time.
import http, { type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequestGauge } from '../../server/http/request-gauge';

let server: http.Server;
let held: ServerResponse[];
let base: string;
let gauge: RequestGauge;

beforeEach(async () => {
  held = [];
  server = http.createServer((_request, response) => held.push(response));
  gauge = new RequestGauge().watch(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends a request the server holds until the test answers it; resolves once the server has it. */
async function inFlight(headers: Record<string, string> = {}): Promise<ServerResponse> {
  const count = held.length;
  void fetch(base, { headers })
    .then((answer) => answer.text())
    .catch(() => undefined);
  while (held.length === count) await new Promise((resolve) => setTimeout(resolve, 2));
  return held[count]!;
}

/** Whether the promise settles within ms. */
async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([promise.then(() => true), late]);
}

describe('RequestGauge', () => {
  it('is quiet at once when no request is in flight', async () => {
    expect(await settlesWithin(gauge.whenQuiet(10_000), 50)).toBe(true);
  });

  it('waits for the requests in flight to be answered', async () => {
    const first = await inFlight();
    const second = await inFlight();
    const quiet = gauge.whenQuiet(10_000);
    first.end('done');
    expect(await settlesWithin(quiet, 100)).toBe(false);
    second.end('done');
    expect(await settlesWithin(quiet, 1_000)).toBe(true);
  });

  it('counts a request whose client went away as answered', async () => {
    const response = await inFlight();
    const quiet = gauge.whenQuiet(10_000);
    response.destroy();
    expect(await settlesWithin(quiet, 1_000)).toBe(true);
  });

  it('lets the waiter through after its longest wait on a server that is never quiet, and forgets it', async () => {
    await inFlight();
    const started = performance.now();
    await gauge.whenQuiet(60);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    await gauge.whenQuiet(20);
    expect((gauge as unknown as { waiters: unknown[] }).waiters).toHaveLength(0);
  });

  it('counts a request that arrived while the event loop was blocked (as a PGlite statement blocks it)', async () => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const blockedUntil = performance.now() + 30;
    while (performance.now() < blockedUntil) {
      // The request is in the server's socket, unread: nothing has counted it yet.
    }
    const quiet = gauge.whenQuiet(10_000);
    expect(await settlesWithin(quiet, 100)).toBe(false);
    expect(held).toHaveLength(1);
    held[0]!.end('done');
    expect(await settlesWithin(quiet, 1_000)).toBe(true);
    socket.destroy();
  });

  it('does not count event streams, which stay open', async () => {
    await inFlight({ accept: 'text/event-stream' });
    expect(await settlesWithin(gauge.whenQuiet(10_000), 100)).toBe(true);
  });
});
