// Save and resume (settings.allowDrafts). The token is a random secret: whoever holds the resume link can
// read and update the draft until it expires, on any device; nothing else identifies the visitor.
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { drafts } from '../db/schema';
import { ApiError } from '../http/errors';
import { iso, newId } from './ids';

export const DRAFT_TTL_DAYS = 30;
export const DRAFT_NOT_FOUND_MESSAGE = 'This saved draft has expired or does not exist';
export const DRAFTS_DISABLED_MESSAGE = 'This form does not allow saving drafts';

export const draftNotFound = () => new ApiError(404, 'not_found', DRAFT_NOT_FOUND_MESSAGE);

/**
 * Drafts are anonymous and kept for 30 days, so without a cap anyone could park MAX_BODY_BYTES per request
 * in the database. 256 KiB of JSON holds far more than a person types into a form (uploads are separate).
 */
export const MAX_DRAFT_VALUES_BYTES = 256 * 1024;
export const DRAFT_TOO_LARGE_MESSAGE = `A draft's values may be at most ${MAX_DRAFT_VALUES_BYTES / 1024} KB of JSON`;

function checkDraftSize(values: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(values), 'utf8') > MAX_DRAFT_VALUES_BYTES) {
    throw new ApiError(413, 'payload_too_large', DRAFT_TOO_LARGE_MESSAGE);
  }
}

export interface DraftInput {
  values: Record<string, unknown>;
  page: number;
}

const expiryFrom = (at: Date) => new Date(at.getTime() + DRAFT_TTL_DAYS * 86_400_000);

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function createDraft(
  db: Db,
  input: DraftInput & { tenantId: string; formId: string; at: Date },
): Promise<{ token: string; expires_at: string }> {
  checkDraftSize(input.values);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = expiryFrom(input.at);
  await db.insert(drafts).values({
    tenantId: input.tenantId,
    id: newId(),
    formId: input.formId,
    token,
    values: input.values,
    page: input.page,
    expiresAt,
    createdAt: input.at,
    updatedAt: input.at,
  });
  return { token, expires_at: iso(expiresAt) };
}

const live = (tenantId: string, formId: string, token: string, at: Date) =>
  and(
    eq(drafts.tenantId, tenantId),
    eq(drafts.formId, formId),
    eq(drafts.token, token),
    gt(drafts.expiresAt, at),
  );

/** Replaces the values and page and starts the expiry over; an expired draft cannot be revived. */
export async function updateDraft(
  db: Db,
  input: DraftInput & { tenantId: string; formId: string; token: string; at: Date },
): Promise<{ token: string; expires_at: string }> {
  if (!TOKEN.test(input.token)) throw draftNotFound();
  checkDraftSize(input.values);
  const expiresAt = expiryFrom(input.at);
  const [row] = await db
    .update(drafts)
    .set({ values: input.values, page: input.page, expiresAt, updatedAt: input.at })
    .where(live(input.tenantId, input.formId, input.token, input.at))
    .returning({ token: drafts.token });
  if (!row) throw draftNotFound();
  return { token: row.token, expires_at: iso(expiresAt) };
}

export async function readDraft(
  db: Db,
  input: { tenantId: string; formId: string; token: string; at: Date },
): Promise<{ values: Record<string, unknown>; page: number; expires_at: string }> {
  if (!TOKEN.test(input.token)) throw draftNotFound();
  const [row] = await db
    .select()
    .from(drafts)
    .where(live(input.tenantId, input.formId, input.token, input.at));
  if (!row) throw draftNotFound();
  return { values: row.values as Record<string, unknown>, page: row.page, expires_at: iso(row.expiresAt) };
}
