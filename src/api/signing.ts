// Request signing, the client half of the server's check (docs/api.md "Request signing"):
//   X-Signature = base64(HMAC-SHA256(signingKey, timestamp \n nonce \n METHOD \n lower-cased path \n body))
// The key is per session and comes from sign-in: no signing secret is ever part of a bundle.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64ToBytes, bytesToBase64 } from './base64';

export interface SignatureInput {
  method: string;
  /** Absolute or root-relative URL; only its path is signed, lower-cased, without the query. */
  url: string;
  /** The exact body text sent, or '' for requests without one. */
  body: string;
  /** Seconds since the epoch. */
  timestamp: number;
  nonce: string;
}

export interface SignatureHeaders {
  'X-Signature': string;
  'X-Timestamp': string;
  'X-Nonce': string;
}

export const MISSING_SIGNING_KEY = 'HMAC secret key is not configured';

export function canonicalRequest({ method, url, body, timestamp, nonce }: SignatureInput): string {
  const path = new URL(url, 'http://relative.invalid').pathname.toLowerCase();
  return `${timestamp}\n${nonce}\n${method.toUpperCase()}\n${path}\n${body}`;
}

export function signRequest(signingKeyBase64: string, input: SignatureInput): SignatureHeaders {
  if (!signingKeyBase64) throw new Error(MISSING_SIGNING_KEY);
  const mac = hmac(sha256, base64ToBytes(signingKeyBase64), utf8ToBytes(canonicalRequest(input)));
  return {
    'X-Signature': bytesToBase64(mac),
    'X-Timestamp': String(input.timestamp),
    'X-Nonce': input.nonce,
  };
}

export function newNonce(): string {
  return bytesToBase64(randomBytes(18)).replace(/[+/=]/g, '');
}
