/**
 * What a file field takes, shared by the renderer (its picker's `accept` and the check when a file is
 * chosen) and the server (which judges the upload): the same limits and the same words on both sides.
 */

/** Types a file field takes: documents, images, plain data. No HTML, SVG or scripts. */
export const ALLOWED_FILE_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/json',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
];

/** The largest file a file field takes: 5 MiB (the server's upload route has a body limit of its own). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A size as people read it: '5 MB', '1.5 MB', '300 KB' (binary units, as file managers count them).
 * Rounded down, so that 'larger than' a limit stays true of every file refused by it.
 */
export function fileSizeText(bytes: number): string {
  if (bytes >= MIB) return `${Math.floor((bytes / MIB) * 10) / 10} MB`;
  if (bytes >= KIB) return `${Math.floor(bytes / KIB)} KB`;
  return `${bytes} bytes`;
}

export const fileTooLargeMessage = (maxBytes: number): string =>
  `The file is larger than ${fileSizeText(maxBytes)}`;

export const fileTypeMessage = (type: string): string =>
  `Files of type '${type || 'unknown'}' are not allowed`;

/** A file's media type without parameters, lower case ('Text/Plain; charset=utf-8' is 'text/plain'). */
export function fileTypeOf(type: string): string {
  return (type.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** Why a file field cannot take this file (too large, or of a type not allowed), or null when it can. */
export function fileRefusal(file: { size: number; type: string }, maxBytes = MAX_FILE_BYTES): string | null {
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  const type = fileTypeOf(file.type);
  return ALLOWED_FILE_TYPES.includes(type) ? null : fileTypeMessage(type);
}
