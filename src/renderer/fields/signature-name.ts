// The name typed to sign a signature field, kept inside the signature's own value: a PNG data URL with an
// iTXt text chunk. The pad is remounted on every page turn and when a draft or a prefill brings the value
// back; the typed-name box then reads the name from the value instead of starting empty beside a signed pad.

import { base64ToBytes, bytesToBase64 } from '../../api/base64';

const PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** The iTXt keyword (Latin-1, 1 to 79 characters) under which the typed name is kept. */
const KEYWORD = 'Formwright typed name';
/** Longer names are not kept in the image (the box still shows what was typed while it is on screen). */
const MAX_NAME_LENGTH = 500;

let table: Uint32Array | null = null;

/** CRC-32 of PNG chunks (ISO 3309, as the PNG specification gives it). */
function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  /** Offset of the chunk's length field. */
  start: number;
  data: Uint8Array;
}

/** The chunks of a PNG, or null when the bytes are not one. */
function chunksOf(png: Uint8Array): Chunk[] | null {
  if (png.length < 8 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > png.length) return null;
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    chunks.push({ type, start: offset, data: png.subarray(offset + 8, offset + 8 + length) });
    offset = end;
  }
  return chunks;
}

/**
 * The signature image `dataUrl` (a PNG data URL) with `name` kept in it, replacing a name kept before.
 * Anything else, and an empty name, give the image as it is.
 */
export function withTypedName(dataUrl: string, name: string): string {
  if (!dataUrl.startsWith(PREFIX) || !name.trim() || name.length > MAX_NAME_LENGTH) return dataUrl;
  try {
    const png = base64ToBytes(dataUrl.slice(PREFIX.length));
    const chunks = chunksOf(png);
    const end = chunks?.find((chunk) => chunk.type === 'IEND');
    if (!chunks || !end) return dataUrl;
    // iTXt: keyword, 0, compression flag 0, method 0, no language tag (0), no translated keyword (0), UTF-8.
    const keyword = [...KEYWORD].map((char) => char.charCodeAt(0));
    const text = new TextEncoder().encode(name);
    const body = new Uint8Array(4 + keyword.length + 5 + text.length);
    body.set([0x69, 0x54, 0x58, 0x74], 0); // 'iTXt'
    body.set(keyword, 4);
    body.set([0, 0, 0, 0, 0], 4 + keyword.length);
    body.set(text, 4 + keyword.length + 5);
    const chunk = new Uint8Array(8 + body.length);
    const view = new DataView(chunk.buffer);
    view.setUint32(0, body.length - 4);
    chunk.set(body, 4);
    view.setUint32(4 + body.length, crc32(body));
    const parts = chunks
      .filter((c) => c.type !== 'IEND' && !isNameChunk(c))
      .map((c) => png.subarray(c.start, c.start + 12 + c.data.length));
    const out = new Uint8Array(
      8 + parts.reduce((sum, part) => sum + part.length, 0) + chunk.length + 12 + end.data.length,
    );
    out.set(png.subarray(0, 8), 0);
    let offset = 8;
    for (const part of [...parts, chunk, png.subarray(end.start, end.start + 12 + end.data.length)]) {
      out.set(part, offset);
      offset += part.length;
    }
    return PREFIX + bytesToBase64(out);
  } catch {
    return dataUrl;
  }
}

function isNameChunk(chunk: Chunk): boolean {
  if (chunk.type !== 'iTXt' || chunk.data.length < KEYWORD.length + 1) return false;
  for (let i = 0; i < KEYWORD.length; i++) if (chunk.data[i] !== KEYWORD.charCodeAt(i)) return false;
  return chunk.data[KEYWORD.length] === 0;
}

/** The name typed to sign, as kept in the signature's value by withTypedName; '' when there is none. */
export function typedNameOf(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith(PREFIX)) return '';
  try {
    const chunk = chunksOf(base64ToBytes(value.slice(PREFIX.length)))?.find(isNameChunk);
    if (!chunk) return '';
    // After the keyword's 0: compression flag and method, then the language tag and the translated keyword,
    // each ended by a 0. Only uncompressed text is read.
    let offset = KEYWORD.length + 1;
    if (chunk.data[offset] !== 0) return '';
    offset += 2;
    for (let ends = 0; ends < 2; ends++) {
      const zero = chunk.data.indexOf(0, offset);
      if (zero < 0) return '';
      offset = zero + 1;
    }
    return new TextDecoder().decode(chunk.data.subarray(offset)).slice(0, MAX_NAME_LENGTH);
  } catch {
    return '';
  }
}
