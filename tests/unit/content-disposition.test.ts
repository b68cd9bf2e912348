import { describe, expect, it } from 'vitest';
import { attachmentFileName } from '../../src/api/content-disposition';

describe('attachmentFileName', () => {
  it('prefers the UTF-8 filename* to the ASCII stand-in the server sends beside it', () => {
    const header = `attachment; filename="caf_-responses-2026-11-27.csv"; filename*=UTF-8''caf%C3%A9-responses-2026-11-27.csv`;
    expect(attachmentFileName(header)).toBe('café-responses-2026-11-27.csv');
  });

  it('reads a plain filename, quoted with escapes or bare', () => {
    expect(attachmentFileName('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
    expect(attachmentFileName('attachment; filename=plain.json')).toBe('plain.json');
  });

  it('falls back to the plain filename when filename* is not valid percent-encoding', () => {
    expect(attachmentFileName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe('a.csv');
  });

  it('names nothing without a header or a filename', () => {
    expect(attachmentFileName(null)).toBeUndefined();
    expect(attachmentFileName('')).toBeUndefined();
    expect(attachmentFileName('attachment')).toBeUndefined();
  });
});
