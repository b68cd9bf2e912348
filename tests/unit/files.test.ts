import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_KINDS,
  acceptedFileType,
  FILE_ACCEPT,
  FILE_TYPE_EXTENSIONS,
  fileExtensionOf,
  fileSizeText,
  judgeFile,
  MAX_FILE_BYTES,
} from '../../src/model/files';

/** What the renderer and the server say of a file they refuse, or null when they take it. */
function refusalOf(file: { name: string; size: number; type: string }): string | null {
  const judged = judgeFile(file);
  return judged.ok ? null : judged.message;
}

// What a file field takes (src/model/files.ts): the renderer judges a chosen file and the server an
// upload with these same functions.

const ACCEPTED = 'Accepted: PDF, PNG, JPG, GIF, WEBP, TXT, CSV, JSON, ZIP, DOC, DOCX, XLS, XLSX, ODT, ODS';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('file types', () => {
  it('takes other names browsers give an allowed kind, as that kind', () => {
    const cases: [string, string, string][] = [
      ['a.zip', 'application/x-zip-compressed', 'application/zip'],
      ['a.zip', 'application/x-zip', 'application/zip'],
      ['data.csv', 'text/x-csv', 'text/csv'],
      ['data.csv', 'application/csv', 'text/csv'],
      ['photo.jpg', 'image/jpg', 'image/jpeg'],
      ['photo.jpg', 'image/pjpeg', 'image/jpeg'],
      ['scan.pdf', 'Application/PDF; charset=binary', 'application/pdf'],
      // Windows with Excel installed calls a CSV an Excel sheet.
      ['data.csv', 'application/vnd.ms-excel', 'text/csv'],
      ['sheet.xls', 'application/vnd.ms-excel', 'application/vnd.ms-excel'],
    ];
    for (const [name, type, expected] of cases) {
      expect(acceptedFileType({ name, type }), `${name} as ${type}`).toBe(expected);
      expect(refusalOf({ name, type, size: 10 }), `${name} as ${type}`).toBeNull();
    }
  });

  it('judges a file without a type, or typed application/octet-stream, by its extension', () => {
    expect(acceptedFileType({ name: 'b.docx', type: '' })).toBe(DOCX);
    expect(acceptedFileType({ name: 'C:\\Users\\ada\\Notes.TXT', type: 'application/octet-stream' })).toBe(
      'text/plain',
    );
    expect(acceptedFileType({ name: 'setup.exe', type: '' })).toBeNull();
    expect(acceptedFileType({ name: 'README', type: 'application/octet-stream' })).toBeNull();
    // A declared type is not overruled by the name.
    expect(acceptedFileType({ name: 'page.pdf', type: 'text/html' })).toBeNull();
  });

  it('says what a refused file is and what the field takes', () => {
    expect(ACCEPTED_FILE_KINDS).toBe(ACCEPTED.slice('Accepted: '.length));
    expect(refusalOf({ name: 'cv.html', type: 'text/html', size: 10 })).toBe(
      `Files of type 'text/html' are not allowed. ${ACCEPTED}`,
    );
    expect(refusalOf({ name: 'setup.exe', type: '', size: 10 })).toBe(
      `Files of type '.exe' are not allowed. ${ACCEPTED}`,
    );
    expect(refusalOf({ name: 'README', type: '', size: 10 })).toBe(
      `Files of an unknown type are not allowed. ${ACCEPTED}`,
    );
    expect(refusalOf({ name: 'a.zip', type: 'application/zip', size: MAX_FILE_BYTES + 1 })).toBe(
      'The file is larger than 5 MB',
    );
  });

  it('says a size the same way wherever a file is shown: the chosen file, the response, the limit', () => {
    expect(fileSizeText(11)).toBe('11 bytes');
    expect(fileSizeText(1024)).toBe('1 KB');
    expect(fileSizeText(12_700)).toBe('12.4 KB');
    expect(fileSizeText(1_572_864)).toBe('1.5 MB');
    expect(fileSizeText(MAX_FILE_BYTES)).toBe('5 MB');
  });

  it("offers every allowed type and its extensions in a picker's accept, and nothing else", () => {
    const accept = FILE_ACCEPT.split(',');
    const offered = Object.entries(FILE_TYPE_EXTENSIONS).flatMap(([type, extensions]) => {
      expect(extensions.length, type).toBeGreaterThan(0);
      return [type, ...extensions.map((extension) => `.${extension}`)];
    });
    for (const entry of offered) expect(accept, entry).toContain(entry);
    expect([...accept].sort()).toEqual([...offered].sort());
    expect(Object.keys(FILE_TYPE_EXTENSIONS)).toHaveLength(15);
    // Each extension names one type, and a file of it without a type is taken as that type.
    for (const [type, extensions] of Object.entries(FILE_TYPE_EXTENSIONS)) {
      for (const extension of extensions) {
        expect(acceptedFileType({ name: `a.${extension}`, type: '' }), extension).toBe(type);
      }
    }
    expect(accept.some((entry) => entry.includes('html') || entry.includes('svg'))).toBe(false);
  });

  it('reads an extension as a saved name shows it: trailing dots and spaces dropped, case ignored', () => {
    const cases: [string, string][] = [
      ['cv.PDF', 'pdf'],
      ['C:\\Users\\ada.b\\Notes.TXT', 'txt'],
      ['archive.tar.gz', 'gz'],
      ['cv.docx. . ', 'docx'],
      ['.pdf', 'pdf'],
      ['README', ''],
      ['notes.', ''],
      // A space after the dot is part of the extension: Windows would not open 'cv. pdf' as a PDF.
      ['cv. pdf', ' pdf'],
    ];
    for (const [name, extension] of cases) expect(fileExtensionOf(name), name).toBe(extension);
    // Windows saves 'cv.docx. ' as 'cv.docx': a file sent under that name without a type is a Word document.
    expect(acceptedFileType({ name: 'cv.docx. ', type: '' })).toBe(DOCX);
    expect(refusalOf({ name: 'cv. pdf', type: '', size: 10 })).toBe(
      `Files of type '. pdf' are not allowed. ${ACCEPTED}`,
    );
  });
});
