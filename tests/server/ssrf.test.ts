// The SSRF corpus: every way of naming a private, loopback, link-local or metadata address, and every
// host name resolving to one, is refused before any socket connects. Counting listeners on 127.0.0.1 and
// ::1 prove that no connection was made (not merely that an error came back); a host name's addresses come
// from an injected resolver, since the test machine has no DNS of its own.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HostResolver, OutboundPolicy } from '../../server/net/guard';
import { OutboundError, outboundRequestOnce } from '../../server/net/outbound';
import { attemptDelivery } from '../../server/webhooks/deliver';

class CountingServer {
  connections = 0;
  private readonly sockets = new Set<Socket>();
  readonly server = http.createServer((_req, res) => {
    res.writeHead(this.status, this.location ? { location: this.location } : {});
    res.end('{}');
  });
  status = 200;
  location: string | undefined;

  constructor() {
    this.server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  listen(host: string, port = 0): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve((this.server.address() as AddressInfo).port));
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const v4 = new CountingServer();
const v6 = new CountingServer();
let port = 0;
const connections = () => v4.connections + v6.connections;

beforeAll(async () => {
  port = await v4.listen('127.0.0.1');
  await v6.listen('::1', port);
});
afterAll(async () => {
  await Promise.all([v4.close(), v6.close()]);
});
afterEach(() => {
  v4.connections = 0;
  v6.connections = 0;
  v4.status = 200;
  v4.location = undefined;
});

/** A resolver answering from a table; unknown names fail like NXDOMAIN. */
function resolverOf(table: Record<string, string[]>, calls: string[] = []): HostResolver {
  return async (hostname) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

async function refusal(url: string, policy: OutboundPolicy): Promise<OutboundError> {
  const error = await outboundRequestOnce({ url, method: 'POST', body: '{}', timeoutMs: 2000 }, policy).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, url).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

const strict: OutboundPolicy = { allowLoopback: false };

describe('the SSRF guard refuses before connecting', () => {
  it('a loopback receiver in every spelling: dotted, decimal, octal, hex, short, IPv6 and IPv4-mapped', async () => {
    const spellings = [
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0177.0000.0000.0001',
      '017700000001',
      '0x7f.0.0.1',
      '0x7f000001',
      '0x7f.1',
      '127.1',
      '127.255.255.254',
      '[::1]',
      '[0:0:0:0:0:0:0:1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[::127.0.0.1]',
      '0.0.0.0',
      '0',
      '[::]',
    ];
    for (const host of spellings) {
      const error = await refusal(`http://${host}:${port}/hook`, strict);
      expect(error.message, host).toMatch(/^Refused to connect to /);
      expect(error.retryable, host).toBe(false);
    }
    expect(connections()).toBe(0);
  });

  it('private, CGNAT, link-local, metadata, unique-local and transition addresses written as IPs', async () => {
    const hosts = [
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '169.254.170.2',
      '192.0.0.192',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '[fd00::1]',
      '[fd00:ec2::254]',
      '[fc00::1]',
      '[fe80::1]',
      '[fec0::1]',
      '[ff02::1]',
      '[::ffff:10.0.0.1]',
      '[::ffff:a9fe:a9fe]',
      '[64:ff9b::a00:1]',
      '[2002:7f00:1::]',
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      '[2001:db8::1]',
    ];
    for (const host of hosts) {
      const error = await refusal(`https://${host}/latest/meta-data/`, strict);
      expect(error.message, host).toMatch(/^Refused to connect to .*: private or reserved address /);
    }
    expect(connections()).toBe(0);
  });

  it('host names whose addresses are private or loopback, checked after resolution', async () => {
    const table: Record<string, string[]> = {
      'loopback.test': ['127.0.0.1'],
      'loopback6.test': ['::1'],
      'mapped.test': ['::ffff:127.0.0.1'],
      'metadata.google.internal': ['169.254.169.254'],
      'intranet.test': ['10.1.2.3'],
      'cgnat.test': ['100.64.12.34'],
      'ula.test': ['fd12:3456::1'],
      // One bad address among good ones refuses the whole name: the socket could pick any of them.
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
    };
    const calls: string[] = [];
    const policy = { allowLoopback: false, resolve: resolverOf(table, calls) };
    for (const host of Object.keys(table)) {
      const error = await refusal(`http://${host}:${port}/`, policy);
      expect(error.message, host).toMatch(new RegExp(`^Refused to connect to ${host}: `));
    }
    expect(calls).toEqual(Object.keys(table));
    expect(connections()).toBe(0);
  });

  it('localhost through the system resolver', async () => {
    const error = await refusal(`http://localhost:${port}/`, strict);
    expect(error.message).toMatch(/^Refused to connect to localhost: loopback address/);
    expect(connections()).toBe(0);
  });

  it('schemes other than http and https', async () => {
    for (const url of ['file:///etc/passwd', `ftp://127.0.0.1:${port}/`, 'gopher://127.0.0.1/', 'data:,x']) {
      const error = await refusal(url, { allowLoopback: true });
      expect(error.message, url).toMatch(/^Only http and https URLs can be called/);
    }
    expect(connections()).toBe(0);
  });
});

describe('with loopback allowed (the test setting)', () => {
  it('connects to the address the injected resolver gave, not to a second lookup', async () => {
    const policy = { allowLoopback: true, resolve: resolverOf({ 'receiver.test': ['127.0.0.1'] }) };
    const answer = await outboundRequestOnce(
      { url: `http://receiver.test:${port}/`, method: 'GET', timeoutMs: 2000 },
      policy,
    );
    expect(answer.status).toBe(200);
    expect(v4.connections).toBe(1);
  });

  it('checks the name again on every attempt: a name rebound to a private address is refused', async () => {
    let answers = [['127.0.0.1'], ['10.0.0.7']];
    const policy: OutboundPolicy = {
      allowLoopback: true,
      resolve: async () => {
        const [next, ...rest] = answers;
        answers = rest;
        return (next ?? []).map((address) => ({ address, family: 4 }));
      },
    };
    const request = { url: `http://rebind.test:${port}/`, method: 'GET', timeoutMs: 2000 };
    expect((await outboundRequestOnce(request, policy)).status).toBe(200);
    const error = await outboundRequestOnce(request, policy).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'Refused to connect to rebind.test: private or reserved address 10.0.0.7',
    );
    expect(v4.connections).toBe(1);
  });

  it('does not follow a redirect, even to an allowed address', async () => {
    const target = new CountingServer();
    const targetPort = await target.listen('127.0.0.1');
    try {
      v4.status = 302;
      v4.location = `http://127.0.0.1:${targetPort}/stolen`;
      const outcome = await attemptDelivery({
        deliveryId: '6f1c2a10-8f52-4a47-9d0e-0b6f3c8e3d7f',
        url: `http://127.0.0.1:${port}/hook`,
        body: '{}',
        integration: undefined,
        key: undefined,
        timeoutMs: 2000,
        nowSeconds: 1_700_000_000,
        policy: { allowLoopback: true },
      });
      expect(outcome).toMatchObject({
        ok: false,
        status: 302,
        retryable: false,
        error: 'The receiver answered HTTP 302 (redirects are not followed)',
      });
      expect(v4.connections).toBe(1);
      expect(target.connections).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('still refuses private addresses other than loopback', async () => {
    const policy = { allowLoopback: true, resolve: resolverOf({ 'intranet.test': ['192.168.0.10'] }) };
    const error = await refusal(`http://intranet.test:${port}/`, policy);
    expect(error.message).toBe(
      'Refused to connect to intranet.test: private or reserved address 192.168.0.10',
    );
    expect(connections()).toBe(0);
  });
});
