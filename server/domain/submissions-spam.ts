// Spam defences of the public submission route: a per address and form rate limit, and reCAPTCHA
// verification on the server. (The honeypot is judged with the answers, see src/logic/submission.ts.)
import { and, eq, inArray } from 'drizzle-orm';
import { parseDecimal } from '../../src/logic/numbers';
import type { FormSettings } from '../../src/model';
import { decryptJson } from '../crypto/secrets';
import type { Db } from '../db/client';
import { tenantSettings } from '../db/schema';
import { ApiError } from '../http/errors';
import { OutboundError, outboundRequestOnce } from '../net/outbound';
import { MASK, type SettingRow, settingAad } from './settings';

export const RATE_LIMITED_MESSAGE = 'Too many submissions. Please wait a minute and try again.';
export const RECAPTCHA_MESSAGES = {
  missing: 'Please complete the reCAPTCHA check',
  failed: 'The reCAPTCHA check failed. Please try again.',
  notConfigured: 'reCAPTCHA is not configured on the server: ask the form owner to set recaptcha_secret_key',
  unreachable: 'The reCAPTCHA service could not be reached. Please try again later.',
} as const;

/** Tenant settings (general, best stored encrypted) that configure the server-side check. */
export const RECAPTCHA_SECRET_KEY = 'recaptcha_secret_key';
export const RECAPTCHA_VERIFY_URL_KEY = 'recaptcha_verify_url';
export const RECAPTCHA_DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * A fixed one-minute window per key, in memory: enough to stop a script hammering one form from one
 * address on one server process. Several processes behind a balancer each count on their own.
 */
export class SubmissionRateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    /** Submissions per address and form per minute; 0 turns the limit off. */
    readonly perMinute: number,
    private readonly clock: () => number,
  ) {}

  /** Counts one attempt; throws the 429 once the key has used its minute. */
  take(key: string): void {
    if (this.perMinute <= 0) return;
    const now = this.clock();
    // A clock set back (by NTP, by hand) starts a new window too: otherwise the old one would hold until
    // the clock caught up, refusing every submission of the key meanwhile.
    if (now - this.windowStart >= 60_000 || now < this.windowStart) {
      this.windowStart = now;
      this.counts = new Map();
    }
    const used = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, used);
    if (used > this.perMinute) throw new ApiError(429, 'rate_limited', RATE_LIMITED_MESSAGE);
  }
}

/** FW_SUBMISSIONS_PER_MINUTE (default 10; 0 = no limit), read once when the app is built. */
export function submissionsPerMinute(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FW_SUBMISSIONS_PER_MINUTE;
  const value = raw === undefined || raw === '' ? 10 : parseDecimal(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`FW_SUBMISSIONS_PER_MINUTE must be a whole number, got '${raw}'`);
  }
  return value;
}

export function wantsRecaptcha(settings: FormSettings): boolean {
  return (
    settings.enableSpamProtection &&
    settings.spamProtectionType !== 'honeypot' &&
    (settings.recaptchaSiteKey ?? '').trim() !== ''
  );
}

/**
 * A placed recaptcha field that the visitor was shown: the renderer displays its widget whenever the form
 * has a site key (src/renderer/fields/recaptcha-field.tsx), whatever the spam protection setting says.
 */
export function wantsFieldRecaptcha(settings: FormSettings, fieldShown: boolean): boolean {
  return fieldShown && (settings.recaptchaSiteKey ?? '').trim() !== '';
}

type StoredGeneral = Pick<SettingRow, 'tenantId' | 'settingKey' | 'config' | 'secretEnc'>;

/** The value of a stored general setting, decrypted when it is kept encrypted. */
function storedValue(row: StoredGeneral | undefined, dataKey: Buffer): string | undefined {
  if (!row) return undefined;
  if (row.secretEnc) {
    const aad = settingAad(row.tenantId, row.settingKey);
    return (decryptJson(dataKey, aad, row.secretEnc) as { value?: string }).value;
  }
  return (row.config as { value?: string }).value;
}

/** Where the secret is sent while this recaptcha_verify_url row (or none) is stored. */
function verifyUrlOf(row: StoredGeneral | undefined, dataKey: Buffer): string {
  return storedValue(row, dataKey) || RECAPTCHA_DEFAULT_VERIFY_URL;
}

/** One setting written (or deleted) by a tenant settings request: the row before and after it. */
export interface SettingWrite {
  key: string;
  before: SettingRow | undefined;
  /** Undefined when the request deleted the setting. */
  after: SettingRow | undefined;
  /** The config the request sent; undefined when it sent none (a delete, a PUT by id without config). */
  sentConfig: Record<string, unknown> | undefined;
}

/**
 * Whether a tenant settings request leaves the stored recaptcha_secret_key pointed at a host it was not
 * given for: the verify URL changed (set, changed or deleted: the default is a URL too) and the same
 * request did not send a new secret. The secret is posted to that URL with every check, so keeping it
 * would let an admin, who may never read it, receive it at a host of their choosing. Integrations clear
 * their secrets on a URL change the same way (settings.ts).
 */
export function recaptchaSecretOrphaned(writes: readonly SettingWrite[], dataKey: Buffer): boolean {
  const urlChanged = writes.some(
    (w) =>
      w.key === RECAPTCHA_VERIFY_URL_KEY && verifyUrlOf(w.before, dataKey) !== verifyUrlOf(w.after, dataKey),
  );
  if (!urlChanged) return false;
  const newSecret = writes.some((w) => {
    const value = w.sentConfig?.value;
    return (
      w.key === RECAPTCHA_SECRET_KEY && w.after !== undefined && typeof value === 'string' && value !== MASK
    );
  });
  return !newSecret;
}

async function recaptchaSettings(db: Db, tenantId: string, dataKey: Buffer) {
  const rows = await db
    .select()
    .from(tenantSettings)
    .where(
      and(
        eq(tenantSettings.tenantId, tenantId),
        inArray(tenantSettings.settingKey, [RECAPTCHA_SECRET_KEY, RECAPTCHA_VERIFY_URL_KEY]),
      ),
    );
  const row = (key: string) => rows.find((r) => r.settingKey === key);
  return {
    secret: storedValue(row(RECAPTCHA_SECRET_KEY), dataKey),
    url: verifyUrlOf(row(RECAPTCHA_VERIFY_URL_KEY), dataKey),
  };
}

/**
 * Asks the verifier (through the guarded outbound client) whether the token is good. A missing or refused
 * token is the visitor's 422; a verifier that cannot be reached is a 503 that says so.
 */
export async function verifyRecaptcha(
  db: Db,
  input: { tenantId: string; token: unknown; dataKey: Buffer; allowLoopback: boolean },
): Promise<void> {
  if (typeof input.token !== 'string' || input.token.trim() === '') {
    throw new ApiError(422, 'recaptcha_required', RECAPTCHA_MESSAGES.missing);
  }
  const { secret, url } = await recaptchaSettings(db, input.tenantId, input.dataKey);
  if (!secret) throw new ApiError(503, 'recaptcha_not_configured', RECAPTCHA_MESSAGES.notConfigured);
  let answer: { success?: unknown };
  try {
    const response = await outboundRequestOnce(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ secret, response: input.token }).toString(),
        timeoutMs: 5000,
        maxResponseBytes: 64 * 1024,
      },
      { allowLoopback: input.allowLoopback },
    );
    if (response.status < 200 || response.status >= 300) {
      throw new OutboundError(`HTTP ${response.status}`, true, response.status);
    }
    answer = JSON.parse(response.body) as { success?: unknown };
  } catch {
    // The cause (refused address, timeout, bad answer) is not the visitor's business.
    throw new ApiError(503, 'recaptcha_unreachable', RECAPTCHA_MESSAGES.unreachable);
  }
  if (answer.success !== true) throw new ApiError(422, 'recaptcha_failed', RECAPTCHA_MESSAGES.failed);
}
