// The file name a download's Content-Disposition gives: RFC 6266's filename* (UTF-8, percent-encoded)
// when present, else the plain filename. The server sends both (server/routes/submissions.ts).

const EXTENDED = /(?:^|;)\s*filename\*\s*=\s*UTF-8''([^;]+)/i;
const PLAIN = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

/** The attachment's file name, or undefined when the header is missing or names none. */
export function attachmentFileName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = EXTENDED.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim()) || undefined;
    } catch {
      // A broken percent-encoding: the plain filename below still names the file.
    }
  }
  const plain = PLAIN.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || undefined;
}
