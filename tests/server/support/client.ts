// A test client that signs requests exactly as docs/api.md specifies, written independently of the
// server's signing code (node:crypto only) so a shared mistake cannot hide. Every knob a test needs to
// break a request on purpose is an option.
import { createHmac, randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/env';

export interface Session {
  token: string;
  signingKey: string;
  tenantId: string;
  user: { id: string; username: string; email: string; name: string; role: string; tenantId: string };
}

export interface RequestOptions {
  /** A JS value sent as JSON, or a string sent as is. */
  body?: unknown;
  timestamp?: number | string;
  nonce?: string;
  signature?: string;
  /** Signs this text instead of the body actually sent. */
  signBody?: string;
  /** Signs this path instead of the one requested. */
  signPath?: string;
  token?: string;
  tenantId?: string;
  contentType?: string;
  /** Headers to leave out entirely. */
  omit?: string[];
  headers?: Record<string, string>;
}

/** Parsed JSON answers, loosely typed so tests can walk into them and assert field by field. */
export type Loose = { readonly [key: string]: Loose } & readonly Loose[];

export interface Answer<T = Loose> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export function signRequest(
  key: string,
  timestamp: string,
  nonce: string,
  method: string,
  path: string,
  body: string,
) {
  const canonical = `${timestamp}\n${nonce}\n${method.toUpperCase()}\n${path.toLowerCase()}\n${body}`;
  return createHmac('sha256', Buffer.from(key, 'base64')).update(canonical).digest('base64');
}

export async function send(
  app: Hono<AppEnv>,
  method: string,
  url: string,
  init: RequestInit,
): Promise<Answer> {
  const response = await app.request(url, { method, ...init });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: body as Loose, text, headers: response.headers };
}

export class ApiClient {
  constructor(
    private readonly app: Hono<AppEnv>,
    readonly session: Session,
    private readonly nowSeconds: () => number,
  ) {}

  get user() {
    return this.session.user;
  }

  request(method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
    const path = url.split('?', 1)[0]!;
    const body =
      options.body === undefined
        ? ''
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body);
    const timestamp = String(options.timestamp ?? this.nowSeconds());
    const nonce = options.nonce ?? randomBytes(16).toString('base64url');
    const signature =
      options.signature ??
      signRequest(
        this.session.signingKey,
        timestamp,
        nonce,
        method,
        options.signPath ?? path,
        options.signBody ?? body,
      );
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.token ?? this.session.token}`,
      'x-tenant-id': options.tenantId ?? this.session.tenantId,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signature,
      ...(body !== '' ? { 'content-type': options.contentType ?? 'application/json' } : {}),
      ...options.headers,
    };
    for (const name of options.omit ?? []) delete headers[name.toLowerCase()];
    return send(this.app, method, url, { headers, ...(body !== '' ? { body } : {}) });
  }

  get = (url: string, options?: RequestOptions) => this.request('GET', url, options);
  post = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request('POST', url, { ...options, body });
  put = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request('PUT', url, { ...options, body });
  delete = (url: string, options?: RequestOptions) => this.request('DELETE', url, options);
}
