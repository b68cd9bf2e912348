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

/**
 * Other names browsers and systems give a kind the list takes, with the list's name for it: Chrome on
 * Windows calls a zip 'application/x-zip-compressed', some systems call a CSV 'text/x-csv' or
 * 'application/csv', older browsers a JPEG 'image/pjpeg'. A file of one is taken (and stored) as that kind.
 */
export const FILE_TYPE_ALIASES: Readonly<Record<string, string>> = {
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'application/zip-compressed': 'application/zip',
  'multipart/x-zip': 'application/zip',
  'text/x-csv': 'text/csv',
  'application/csv': 'text/csv',
  'application/x-csv': 'text/csv',
  'text/comma-separated-values': 'text/csv',
  'text/x-comma-separated-values': 'text/csv',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
  'text/json': 'application/json',
};

/** Types that say nothing of what a file is (a browser that does not know it): its extension decides. */
const UNTYPED: ReadonlySet<string> = new Set(['', 'application/octet-stream']);

/** Each extension of FILE_TYPE_EXTENSIONS with its type. */
const TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map(
  Object.entries(FILE_TYPE_EXTENSIONS).flatMap(([type, extensions]) =>
    extensions.map((extension) => [extension, type] as const),
  ),
);

/**
 * What a file picker offers (its `accept`): the types, and the extensions for a system that knows a file
 * by another type name or by none.
 */
export const FILE_ACCEPT: string = [
  ...ALLOWED_FILE_TYPES,
  ...[...TYPE_BY_EXTENSION.keys()].map((extension) => `.${extension}`),
].join(',');

/** The kinds a file field takes, as people name them: 'PDF, PNG, JPG, …' (each type's first extension). */
export const ACCEPTED_FILE_KINDS: string = Object.values(FILE_TYPE_EXTENSIONS)
  .map(([first]) => (first ?? '').toUpperCase())
  .join(', ');

/** The largest file a file field takes: 5 MiB (the server's upload route has a body limit of its own). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A size as people read it: '5 MB', '1.5 MB', '300 KB', '11 bytes' (binary units, as file managers count
 * them), for limits and for the files people chose alike. Rounded down, so that 'larger than' a limit
 * stays true of every file refused by it.
 */
export function fileSizeText(bytes: number): string {
  if (bytes >= MIB) return `${Math.floor((bytes / MIB) * 10) / 10} MB`;
  if (bytes >= KIB) return `${Math.floor((bytes / KIB) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

export const fileTooLargeMessage = (maxBytes: number): string =>
  `The file is larger than ${fileSizeText(maxBytes)}`;

/**
 * A file of a kind the field does not take: what it is (its type, else its extension: '.exe') and what the
 * field takes, so that nobody has to guess what to choose instead.
 */
export const fileTypeMessage = (kind: string): string =>
  `${kind ? `Files of type '${kind}'` : 'Files of an unknown type'} are not allowed. Accepted: ${ACCEPTED_FILE_KINDS}`;

/** A file's media type without parameters, lower case ('Text/Plain; charset=utf-8' is 'text/plain'). */
export function fileTypeOf(type: string): string {
  return (type.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/**
 * A file name's extension, lower case, without the dot ('' when it has none): what follows the last dot of
 * its last path segment, once the trailing dots and spaces Windows drops on saving are gone ('cv.PDF. ' is
 * a 'pdf'; '.pdf' too, as browsers type it). The server's stored names keep or add one by the same rule.
 */
export function fileExtensionOf(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\s.]+$/u, '');
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The type a file field takes this file as — one of ALLOWED_FILE_TYPES, the one the server stores — or
 * null when it takes it as none. Another name of an allowed kind counts as that kind (FILE_TYPE_ALIASES);
 * a file without a type, or with 'application/octet-stream', is judged by its extension ('b.docx' with
 * no type is a Word document); a '.csv' that Windows with Excel calls 'application/vnd.ms-excel' is CSV.
 */
export function acceptedFileType(file: { name: string; type: string }): string | null {
  const declared = fileTypeOf(file.type);
  const extension = fileExtensionOf(file.name);
  if (UNTYPED.has(declared)) return TYPE_BY_EXTENSION.get(extension) ?? null;
  const type = Object.hasOwn(FILE_TYPE_ALIASES, declared) ? FILE_TYPE_ALIASES[declared]! : declared;
  if (type === 'application/vnd.ms-excel' && extension === 'csv') return 'text/csv';
  return ALLOWED_FILE_TYPES.includes(type) ? type : null;
}

/** What a refused file is called in its refusal: its type, else its extension ('.exe'), else nothing. */
function refusedKind(file: { name: string; type: string }): string {
  const declared = fileTypeOf(file.type);
  if (!UNTYPED.has(declared)) return declared;
  const extension = fileExtensionOf(file.name);
  return extension ? `.${extension}` : '';
}

/** A file field's verdict on a file: taken, as the type it is stored as, or refused, with the reason. */
export type FileJudgement = { ok: true; type: string } | { ok: false; message: string };

/** Whether a file field takes a file of this type (see acceptedFileType): as which type, or why not. */
export function judgeFileType(file: { name: string; type: string }): FileJudgement {
  const type = acceptedFileType(file);
  return type === null ? { ok: false, message: fileTypeMessage(refusedKind(file)) } : { ok: true, type };
}

/** Whether a file field takes this file (not too large, of a type it takes): as which type, or why not. */
export function judgeFile(
  file: { name: string; size: number; type: string },
  maxBytes = MAX_FILE_BYTES,
): FileJudgement {
  if (file.size > maxBytes) return { ok: false, message: fileTooLargeMessage(maxBytes) };
  return judgeFileType(file);
}
