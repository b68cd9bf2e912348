/**
 * What a file field takes, shared by the renderer (its picker's `accept` and the check when a file is
 * chosen) and the server (which judges the upload): the same limits and the same words on both sides.
 */

/**
 * Types a file field takes, each with the extensions a file of it is named with (the first is the one the
 * server adds to a name that has none of them: a stored name always shows what the file is). Documents,
 * images, plain data. No HTML, SVG or scripts.
 */
export const FILE_TYPE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'text/plain': ['txt', 'text', 'log'],
  'text/csv': ['csv'],
  'application/json': ['json'],
  'application/zip': ['zip'],
  'application/msword': ['doc', 'dot'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls', 'xlt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
};

/** Types a file field takes (the keys of FILE_TYPE_EXTENSIONS, in its order: the picker's `accept`). */
export const ALLOWED_FILE_TYPES: readonly string[] = Object.keys(FILE_TYPE_EXTENSIONS);

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
