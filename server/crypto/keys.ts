// The master key and the keys derived from it. One 32-byte secret (FORMWRIGHT_SECRET_KEY or a file generated
// once into the data directory) is stretched with HKDF into independent keys, so the JWT key and the
// encryption key never coincide and rotating the master rotates both.
import { createSecretKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ServerKeys {
  /** HS256 key for session tokens. */
  jwt: KeyObject;
  /** AES-256-GCM key for secrets at rest. */
  data: Buffer;
}

export function deriveKeys(master: Buffer): ServerKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, 'formwright', info, 32));
  return { jwt: createSecretKey(derive('formwright/jwt/v1')), data: derive('formwright/data/v1') };
}

export function parseMasterKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(`FORMWRIGHT_SECRET_KEY must be base64 of exactly 32 bytes (got ${key.length} bytes)`);
  }
  return key;
}

/**
 * The configured key, else the one in `dataDir/secret.key`, else a new one written there with mode 0600.
 * Several processes sharing one PostgreSQL must share this key: set FORMWRIGHT_SECRET_KEY for them.
 */
export function loadMasterKey(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) return parseMasterKey(secretKey);
  const file = path.join(dataDir, 'secret.key');
  try {
    return parseMasterKey(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': if another process created it meanwhile, use theirs instead of overwriting it.
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseMasterKey(fs.readFileSync(file, 'utf8'));
  }
}
