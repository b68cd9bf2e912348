// Which addresses an outbound call may reach. Tenant admins configure endpoint URLs, so without this guard
// an integration could be pointed at the server's own network (metadata services, databases, admin ports).
// Checked on every address DNS returns, at connect time (see outbound.ts), so DNS rebinding cannot slip in.
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
// IPv4: "this network", private, carrier-grade NAT, link-local, IETF protocol, documentation, benchmarking,
// multicast, reserved, broadcast.
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
// IPv6: unspecified and IPv4-compatible (::/96, deprecated, embeds a v4), discard-only, unique local,
// link-local, site-local, multicast, documentation; and the transition prefixes that embed an IPv4
// address a relay would then reach (NAT64, Teredo, 6to4): refused whole rather than decoded.
for (const [net, prefix] of [
  ['::', 96],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The addresses a host name resolves to (dns.lookup with all: true, or a test's own table). */
export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundPolicy {
  /** Lets tests reach fake endpoints on 127.0.0.1; never set in production. */
  allowLoopback: boolean;
  /** Resolves host names instead of the system resolver (tests map names to the addresses they need). */
  resolve?: HostResolver | undefined;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d, also written ::ffff:xxxx:xxxx). */
function mappedIpv4(ip: string): string | undefined {
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (dotted?.[1] && isIP(dotted[1]) === 4) return dotted[1];
  const groups = expandIpv6(ip);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address in hex notation (undefined for a dotted tail). */
function expandIpv6(ip: string): number[] | undefined {
  if (ip.includes('.')) return undefined;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
}

/**
 * An address in its canonical form: brackets removed, and the legacy IPv4 spellings a URL parser or
 * inet_aton accepts (2130706433, 0177.0.0.1, 0x7f.1, 127.1) turned into dotted decimal.
 */
export function canonicalAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) || !/^[0-9a-fx.]+$/i.test(bare)) return bare;
  try {
    const host = new URL(`http://${bare}/`).hostname;
    return isIP(host) === 4 ? host : bare;
  } catch {
    return bare;
  }
}

/** Why this address may not be reached, or undefined when it may. */
export function refusalReason(address: string, policy: OutboundPolicy): string | undefined {
  let ip = canonicalAddress(address);
  let family = isIP(ip);
  if (family === 0) return `'${address}' is not an IP address`;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = family === 6 ? mappedIpv4(ip) : undefined;
  if (mapped) {
    ip = mapped;
    family = 4;
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, type)) return policy.allowLoopback ? undefined : `loopback address ${ip}`;
  if (privateRanges.check(ip, type)) return `private or reserved address ${ip}`;
  return undefined;
}
