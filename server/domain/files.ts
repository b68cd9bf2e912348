// Uploads of file fields. A visitor uploads while filling the form (POST .../files) and the submission names
// the returned ids; the submission's transaction links them. Unlinked uploads are purged after a day.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Field } from '../../src/model';
import { ALLOWED_FILE_TYPES, fileTooLargeMessage, fileTypeMessage } from '../../src/model/files';
import type { Db, Queryable } from '../db/client';
import { submissionFiles } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from './ids';

/** Types a file field takes (src/model/files.ts: the renderer checks a chosen file against them too). */
export { ALLOWED_FILE_TYPES } from '../../src/model/files';

export const FILE_MESSAGES = {
  missing: "Send the file as multipart/form-data in a part named 'file'",
  // The renderer's words for the same refusals, when a file is chosen (human units, not bytes).
  tooLarge: fileTooLargeMessage,
  type: fileTypeMessage,
  // Visitors meet it when the form lost this file field after they opened it.
  field:
    'This form has no such file field (it may have changed since it was opened): reload the form and try again',
  fieldMissing: "Name the file field the upload is for in a part named 'field_id'",
  notFound: 'The uploaded file was not found; please upload it again',
} as const;

export interface FileRecord {
  id: string;
  name: string;
  size: number;
  type: string;
}

export function checkUpload(file: File, maxBytes: number): void {
  if (file.size > maxBytes) throw new ApiError(413, 'payload_too_large', FILE_MESSAGES.tooLarge(maxBytes));
  const type = file.type.split(';', 1)[0]!.trim().toLowerCase();
  if (!ALLOWED_FILE_TYPES.includes(type))
    throw new ApiError(415, 'unsupported_media_type', FILE_MESSAGES.type(type));
}

/** A file name as stored: no path, no control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 255) || 'file';
}

export async function storeUpload(
  db: Db,
  input: { tenantId: string; formId: string; fieldId: string | null; id: string; file: File; at: Date },
): Promise<FileRecord> {
  const content = new Uint8Array(await input.file.arrayBuffer());
  const record = {
    id: input.id,
    name: safeFileName(input.file.name),
    size: content.byteLength,
    type: input.file.type.split(';', 1)[0]!.trim().toLowerCase(),
  };
  await db.insert(submissionFiles).values({
    tenantId: input.tenantId,
    id: record.id,
    formId: input.formId,
    submissionId: null,
    fieldId: input.fieldId,
    name: record.name,
    contentType: record.type,
    size: record.size,
    content,
    createdAt: input.at,
  });
  return record;
}

/**
 * The ids a file field's answer names: one id, or a list of ids (or of `{ id }` records). Anything else
 * becomes '' (never String() of the client's JSON, whose own toString may not be a function), which no
 * upload has, so the field is answered 'not found' instead of the request failing.
 */
export function fileIdsOf(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value];
  return list.map((item) => {
    if (typeof item === 'string') return item;
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? id : '';
  });
}

/**
 * Replaces the file ids in the answers of file fields with the uploads' records, the shape the renderer
 * validates. Ids that are not this form's unlinked uploads are reported per field.
 */
export async function resolveFileAnswers(
  db: Queryable,
  input: { tenantId: string; formId: string; fields: readonly Field[]; values: Record<string, unknown> },
): Promise<{ values: Record<string, unknown>; errors: Record<string, string>; ids: string[] }> {
  const values = { ...input.values };
  const errors: Record<string, string> = {};
  const wanted = new Map<string, string[]>();
  for (const field of input.fields) {
    if (field.type !== 'file') continue;
    const key = Object.hasOwn(values, field.id)
      ? field.id
      : field.name && Object.hasOwn(values, field.name)
        ? field.name
        : undefined;
    if (key === undefined) continue;
    wanted.set(key, fileIdsOf(values[key]));
  }
  const all = [...new Set([...wanted.values()].flat())];
  const valid = all.filter(isUuid);
  const rows = valid.length
    ? await db
        .select({
          id: submissionFiles.id,
          name: submissionFiles.name,
          size: submissionFiles.size,
          type: submissionFiles.contentType,
        })
        .from(submissionFiles)
        .where(
          and(
            eq(submissionFiles.tenantId, input.tenantId),
            eq(submissionFiles.formId, input.formId),
            isNull(submissionFiles.submissionId),
            inArray(submissionFiles.id, valid),
          ),
        )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row] as const));
  const ids: string[] = [];
  for (const [key, list] of wanted) {
    const records = list.map((id) => byId.get(id));
    const field = input.fields.find((f) => f.id === key || f.name === key);
    if (records.some((r) => r === undefined)) {
      if (field) errors[field.id] = FILE_MESSAGES.notFound;
      values[key] = [];
      continue;
    }
    values[key] = records as FileRecord[];
    ids.push(...list);
  }
  return { values, errors, ids };
}

/** The upload ids a judged submission keeps: a hidden file field's uploads are dropped with its value. */
export function keptFileIds(fields: readonly Field[], values: Readonly<Record<string, unknown>>): string[] {
  return fields
    .filter((field) => field.type === 'file')
    .flatMap((field) => fileIdsOf(values[field.name || field.id]))
    .filter(isUuid);
}
