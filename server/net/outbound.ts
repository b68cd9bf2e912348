// Outbound HTTP for integrations (the registry now, webhooks later): the address guard at connect time,
// a whole-request timeout, a response size cap, no redirects, and retries with backoff for failures that
// may pass (network errors, timeouts, 429 and 5xx).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { canonicalAddress, type HostResolver, type OutboundPolicy, refusalReason } from './guard';

export class OutboundError extends Error {
  constructor(
    message: string,
    /** Worth another attempt. */
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface OutboundRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const systemResolver: HostResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/**
 * The lookup the socket connects with: every address the name resolves to is checked, and the socket
 * then connects to exactly those addresses, so a second (rebinding) answer is never asked for.
 */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const fail = (error: Error) => callback(error as NodeJS.ErrnoException, '', 0);
    (policy.resolve ?? systemResolver)(hostname).then((found) => {
      const addresses = found
        .filter((a) => !options.family || a.family === options.family)
        .map((a) => ({ address: canonicalAddress(a.address), family: a.family }));
      for (const { address } of addresses) {
        const reason = refusalReason(address, policy);
        if (reason) return fail(new OutboundError(`Refused to connect to ${hostname}: ${reason}`, false));
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return fail(new OutboundError(`No address for ${hostname}`, true));
      callback(null, first.address, first.family);
    }, fail);
  };
}

/**
 * A socket's failure as an admin reads it (Test connection, a delivery log): Node's own text names a
 * system call and an errno ('getaddrinfo ENOTFOUND x', 'connect ECONNREFUSED 1.2.3.4:443'). Others keep
 * their message, which already reads as words (TLS: 'certificate has expired').
 */
function inWords(error: NodeJS.ErrnoException, url: URL): string {
  const host = url.hostname;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_NONAME':
      return `The host ${host} was not found: check the spelling of the URL`;
    case 'EAI_AGAIN':
      return `The host ${host} could not be looked up just now (no DNS answer): try again later`;
    case 'ECONNREFUSED':
      return `${host} refused the connection on port ${port}`;
    case 'ECONNRESET':
      return `${host} closed the connection before answering`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ETIMEDOUT':
      return `${host} could not be reached on port ${port}`;
    default:
      return error.message;
  }
}

export function outboundRequestOnce(
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.reject(new OutboundError(`Invalid URL: ${request.url}`, false));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(
      new OutboundError(`Only http and https URLs can be called, not ${url.protocol}`, false),
    );
  }
  // An IP literal never goes through DNS lookup: check it here.
  const host = canonicalAddress(url.hostname);
  if (isIP(host)) {
    const reason = refusalReason(host, policy);
    if (reason) return Promise.reject(new OutboundError(`Refused to connect to ${host}: ${reason}`, false));
  }
  const maxBytes = request.maxResponseBytes ?? 5 * 1024 * 1024;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: request.method,
      headers: {
        'user-agent': 'Formwright/1.0',
        ...(request.body !== undefined ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}),
        ...request.headers,
      },
      lookup: guardedLookup(policy),
      // A fresh socket per call: a kept-alive one would skip the lookup, and so the check of this attempt.
      agent: false,
    });
    const timer = setTimeout(() => {
      req.destroy(new OutboundError(`Timed out after ${request.timeoutMs} ms`, true));
    }, request.timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof OutboundError ? error : new OutboundError(inWords(error, url), true));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy(new OutboundError(`Response larger than ${maxBytes} bytes`, false));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(new OutboundError(error.message, true));
      });
    });
    req.end(request.body);
  });
}

/** Throws unless the answer is a 2xx; 429 and 5xx are retryable, other statuses are not. */
export function expectSuccess(response: OutboundResponse): OutboundResponse {
  if (response.status >= 200 && response.status < 300) return response;
  const retryable = response.status === 429 || response.status >= 500;
  const kind = response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : '';
  throw new OutboundError(`The endpoint answered HTTP ${response.status}${kind}`, retryable, response.status);
}

export interface RetryOptions {
  retries: number;
  baseDelayMs: number;
}

export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let n = 0; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = error instanceof OutboundError ? error.retryable : false;
      if (!retryable || n >= options.retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(options.baseDelayMs * 2 ** n, 5_000)));
    }
  }
}
