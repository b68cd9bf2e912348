// What an admin reads after Test connection (and in a delivery log) when no answer came: the failure in
// words, naming the host, not Node's error text ('getaddrinfo ENOTFOUND x', 'connect ECONNREFUSED ...').
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { OutboundPolicy } from '../../server/net/guard';
import { OutboundError, outboundRequestOnce } from '../../server/net/outbound';

async function failure(url: string, policy: OutboundPolicy): Promise<OutboundError> {
  const error = await outboundRequestOnce({ url, method: 'GET', timeoutMs: 2000 }, policy).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, url).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('an outbound call that got no answer says why in words', () => {
  it('a host name nobody knows', async () => {
    const policy: OutboundPolicy = {
      allowLoopback: false,
      resolve: async (hostname) => {
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      },
    };
    const error = await failure('https://registry.nowhere.example/r', policy);
    expect(error.message).toBe(
      'The host registry.nowhere.example was not found: check the spelling of the URL',
    );
    expect(error.retryable).toBe(true);
  });

  it('a port nothing listens on', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const error = await failure(`http://127.0.0.1:${port}/r`, { allowLoopback: true });
    expect(error.message).toBe(`127.0.0.1 refused the connection on port ${port}`);
  });
});
