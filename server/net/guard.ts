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
// IPv6: unspecified, unique local, link-local, multicast, documentation, NAT64 (may embed a private v4).
privateRanges.addAddress('::', 'ipv6');
for (const [net, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export interface OutboundPolicy {
  /** Lets tests reach fake endpoints on 127.0.0.1; never set in production. */
  allowLoopback: boolean;
}

/** Why this address may not be reached, or undefined when it may. */
export function refusalReason(address: string, policy: OutboundPolicy): string | undefined {
  let ip = address.replace(/^\[|\]$/g, '');
  let family = isIP(ip);
  if (family === 0) return `'${address}' is not an IP address`;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) {
    ip = mapped[1];
    family = 4;
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(ip, type)) return policy.allowLoopback ? undefined : `loopback address ${ip}`;
  if (privateRanges.check(ip, type)) return `private or reserved address ${ip}`;
  return undefined;
}
