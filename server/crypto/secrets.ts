// AES-256-GCM for secrets at rest. The additional authenticated data names the owner of the secret
// (tenant and row), so a ciphertext copied into another tenant's row or another setting fails to decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptString(key: Buffer, aad: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
}

export function decryptString(key: Buffer, aad: string, sealed: string): string {
  const [version, payload] = sealed.split(':', 2);
  if (version !== VERSION || payload === undefined) throw new Error('Unknown secret format');
  const raw = Buffer.from(payload, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Truncated secret');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

export function encryptJson(key: Buffer, aad: string, value: unknown): string {
  return encryptString(key, aad, JSON.stringify(value));
}

export function decryptJson(key: Buffer, aad: string, sealed: string): unknown {
  return JSON.parse(decryptString(key, aad, sealed));
}
