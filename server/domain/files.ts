// Uploads of file fields. A visitor uploads while filling the form (POST .../files) and the submission names
// the returned ids; the submission's transaction links them. Unlinked uploads are purged after a day.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Field } from '../../src/model';
import {
  FILE_TYPE_EXTENSIONS,
  fileExtensionOf,
  fileTooLargeMessage,
  fileTypeOf,
  judgeFileType,
} from '../../src/model/files';
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

/**
 * Refuses a file too large (413) or of a kind a file field does not take (415), judged as the renderer
 * judges a chosen file (src/model/files.ts: other names of an allowed type, the extension of a file
 * without one). Returns the type the file is taken as, the one to store: 'application/zip' for a zip
 * Chrome on Windows sent as 'application/x-zip-compressed', the Word type for a '.docx' sent without one.
 */
export function checkUpload(file: File, maxBytes: number): string {
  if (file.size > maxBytes) throw new ApiError(413, 'payload_too_large', FILE_MESSAGES.tooLarge(maxBytes));
  const judged = judgeFileType(file);
  if (!judged.ok) throw new ApiError(415, 'unsupported_media_type', judged.message);
  return judged.type;
}

/** The longest stored name, in code points (file systems allow 255). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * Removed from names: C0 and C1 controls, and the bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), with which 'invoice\u202Efdp.exe' displays as
 * 'invoiceexe.pdf'. Also lone surrogates, which PostgreSQL would store as U+FFFD while the answer kept them.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A file name as stored: no path, no control or bidi characters, ending with an extension of its
 * (allowed) `type` — one is added when the name has none of them, so 'invoice.exe' sent as a PDF is kept
 * as 'invoice.exe.pdf' and opens as what it was accepted as — and at most MAX_FILE_NAME_LENGTH code
 * points, cut in the stem so the extension stays and no surrogate pair is split.
 */
export function safeFileName(name: string, type: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(UNSAFE_NAME_CHARACTERS, '')
    // Windows drops trailing dots and spaces when saving, which would uncover the extension before them.
    .replace(/[\s.]+$/u, '')
    .trim();
  const whole = base || 'file';
  const wanted = fileTypeOf(type);
  // Own keys only: a type such as 'constructor' must not find Object's.
  const extensions = Object.hasOwn(FILE_TYPE_EXTENSIONS, wanted) ? FILE_TYPE_EXTENSIONS[wanted] : undefined;
  // The extension as the upload was judged by (src/model/files.ts); `whole` has no trailing dot or space.
  const current = fileExtensionOf(whole);
  const dot = whole.length - current.length - 1;
  // The extension kept or added is a short one of the list; a type without a list keeps the name as sent.
  const [stem, extension] = !extensions
    ? [whole, '']
    : extensions.includes(current)
      ? [whole.slice(0, dot), whole.slice(dot)]
      : [whole, `.${extensions[0]}`];
  return [...stem].slice(0, MAX_FILE_NAME_LENGTH - [...extension].length).join('') + extension;
}

export async function storeUpload(
  db: Db,
  input: {
    tenantId: string;
    formId: string;
    fieldId: string | null;
    id: string;
    file: File;
    /** The type checkUpload took the file as. */
    type: string;
    at: Date;
  },
): Promise<FileRecord> {
  const content = new Uint8Array(await input.file.arrayBuffer());
  const { type } = input;
  const record = { id: input.id, name: safeFileName(input.file.name, type), size: content.byteLength, type };
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
