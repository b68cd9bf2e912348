// The address a request comes from, for the rate limits (sign-in, public routes). One helper, so every limit
// agrees on who the client is.
import type { Context } from 'hono';

/** Longer than any IPv6 address with a zone; a forged header cannot make a limiter key of any size. */
const MAX_ADDRESS_LENGTH = 100;

/** The TCP peer, as @hono/node-server hands it over; 'unknown' when there is no socket (app.request in tests). */
export function socketAddress(c: Context): string {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } };
        server?: { incoming?: { socket?: { remoteAddress?: string } } };
      }
    | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * With `trustProxy` (TRUST_PROXY) the rightmost X-Forwarded-For entry, which the trusted proxy appended from
 * the connection it accepted; every entry left of it came from the client and may be forged, so taking the
 * first would let anyone pick a fresh address per request and dodge every limit. Several header lines count
 * as one list in order (Headers joins them with ', '). Without a proxy, or without the header, the socket's
 * address: behind a proxy that is the proxy's, shared by every client.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',');
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const entry = entries[i]!.trim();
      if (entry !== '') return entry.slice(0, MAX_ADDRESS_LENGTH);
    }
  }
  return socketAddress(c);
}
