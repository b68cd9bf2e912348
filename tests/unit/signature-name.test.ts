import { deflateSync, gzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { typedNameOf, withTypedName } from '../../src/renderer/fields/signature-name';

// The name typed to sign a signature field, kept in the signature's PNG (src/renderer/fields/signature-name.ts:
// no React or DOM; atob/btoa are globals in Node too). The PNG is built and read here independently.

const PREFIX = 'data:image/png;base64,';
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * CRC-32 (ISO 3309, the one PNG uses) computed by zlib, not by the code under test: a gzip member ends
 * with the CRC-32 of its data, little-endian, then the data's length. (zlib.crc32 needs Node 22.)
 */
function crc32(bytes: Uint8Array): number {
  const gzip = gzipSync(bytes);
  return gzip.readUInt32LE(gzip.length - 8);
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 2×1 RGBA PNG: one black pixel, one transparent (filter byte 0 before the row). */
const PIXELS = Buffer.from([0, 0, 0, 0, 255, 0, 0, 0, 0]);
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, not interlaced
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(PIXELS)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const dataUrlOf = (bytes: Buffer) => PREFIX + bytes.toString('base64');
const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
const IMAGE = dataUrlOf(png());

interface ReadChunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** Reads every chunk; throws unless the lengths add up to the file exactly. */
function readChunks(bytes: Buffer): ReadChunk[] {
  expect(bytes.subarray(0, 8).equals(SIGNATURE)).toBe(true);
  const chunks: ReadChunk[] = [];
  let offset = 8;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    expect(data.length, `chunk ${type} is cut`).toBe(length);
    chunks.push({ type, data, crc: bytes.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  expect(offset).toBe(bytes.length);
  return chunks;
}

/** The text chunks read as the PNG specification lays out iTXt: keyword, 0, flag, method, lang, 0, key, 0, text. */
function itxtOf(chunks: ReadChunk[]): { keyword: string; compressed: number; text: string }[] {
  return chunks
    .filter((c) => c.type === 'iTXt')
    .map(({ data }) => {
      const keywordEnd = data.indexOf(0);
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      return {
        keyword: data.subarray(0, keywordEnd).toString('latin1'),
        compressed: data[keywordEnd + 1]!,
        text: data.subarray(translatedEnd + 1).toString('utf8'),
      };
    });
}

/** A PNG as a decoder reads it: every CRC right, IHDR first, IEND last and empty, the pixels unchanged. */
function expectSoundImage(dataUrl: string): ReadChunk[] {
  const chunks = readChunks(bytesOf(dataUrl));
  for (const c of chunks) {
    expect(c.crc, `CRC of ${c.type}`).toBe(crc32(Buffer.concat([Buffer.from(c.type, 'latin1'), c.data])));
  }
  expect(chunks[0]?.type).toBe('IHDR');
  expect(chunks.at(-1)).toMatchObject({ type: 'IEND', data: Buffer.alloc(0) });
  expect(chunks.filter((c) => c.type === 'IEND')).toHaveLength(1);
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  expect(inflateSync(idat).equals(PIXELS)).toBe(true);
  return chunks;
}

describe('the typed name kept in a signature image', () => {
  it('builds a sound test image', () => {
    expect(expectSoundImage(IMAGE).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(typedNameOf(IMAGE)).toBe('');
  });

  it('gives back the name it keeps, in any script, as an uncompressed UTF-8 iTXt chunk before IEND', () => {
    for (const name of ['Ada Lovelace', 'Zoë Łukasiewicz', '山田太郎', 'Signed ✍️ 😀', 'x'.repeat(500)]) {
      const signed = withTypedName(IMAGE, name);
      expect(signed.startsWith(PREFIX)).toBe(true);
      expect(typedNameOf(signed), name).toBe(name);
      const chunks = expectSoundImage(signed);
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'iTXt', 'IEND']);
      expect(itxtOf(chunks)).toEqual([{ keyword: 'Formwright typed name', compressed: 0, text: name }]);
    }
  });

  it('replaces a name kept before with the new one', () => {
    const first = withTypedName(IMAGE, 'Zoë Łukasiewicz');
    const second = withTypedName(first, '山田太郎');
    expect(typedNameOf(second)).toBe('山田太郎');
    expect(itxtOf(expectSoundImage(second))).toEqual([
      { keyword: 'Formwright typed name', compressed: 0, text: '山田太郎' },
    ]);
    expect(second).toBe(withTypedName(IMAGE, '山田太郎'));
  });

  it('keeps the text chunks of others', () => {
    const other = Buffer.from('Comment\0\0\0\0\0made elsewhere', 'latin1');
    const bytes = png();
    const withComment = dataUrlOf(
      Buffer.concat([bytes.subarray(0, bytes.length - 12), chunk('iTXt', other), bytes.subarray(-12)]),
    );
    const signed = withTypedName(withTypedName(withComment, 'Ada'), 'Grace');
    expect(itxtOf(expectSoundImage(signed))).toEqual([
      { keyword: 'Comment', compressed: 0, text: 'made elsewhere' },
      { keyword: 'Formwright typed name', compressed: 0, text: 'Grace' },
    ]);
  });

  it('leaves the image as it is for a blank name or one over 500 characters', () => {
    expect(withTypedName(IMAGE, '')).toBe(IMAGE);
    expect(withTypedName(IMAGE, '   ')).toBe(IMAGE);
    expect(withTypedName(IMAGE, 'x'.repeat(501))).toBe(IMAGE);
    const signed = withTypedName(IMAGE, 'Ada');
    expect(withTypedName(signed, 'y'.repeat(501))).toBe(signed);
  });

  it('leaves anything but a whole PNG data URL as it is, and reads no name from it', () => {
    const signed = bytesOf(withTypedName(IMAGE, 'Ada'));
    const broken = [
      'data:image/png;base64,@@not base64@@',
      // Cut inside the name chunk.
      dataUrlOf(signed.subarray(0, signed.length - 20)),
      dataUrlOf(Buffer.from('hello, not a picture')),
      `data:image/jpeg;base64,${png().toString('base64')}`,
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      '',
    ];
    for (const value of broken) {
      expect(withTypedName(value, 'Grace'), value).toBe(value);
      expect(typedNameOf(value), value).toBe('');
    }
    for (const value of [null, undefined, 42, ['Ada']]) expect(typedNameOf(value)).toBe('');
    // Cut before IEND: no name is written into it (the name chunk it still holds whole is read).
    const noEnd = dataUrlOf(signed.subarray(0, signed.length - 12));
    expect(withTypedName(noEnd, 'Grace')).toBe(noEnd);
    expect(typedNameOf(noEnd)).toBe('Ada');
  });
});
