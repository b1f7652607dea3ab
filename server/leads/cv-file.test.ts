import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectCvType, isWordBinaryDocument } from './cv-file';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join('tests/fixtures/cv', name)));

/** The first bytes of real executables: an ELF binary and a Windows "MZ" program. */
const ELF_BYTES = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]);
const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(120).fill(0)]);

describe('detectCvType', () => {
  it.each([
    ['cv.pdf', 'pdf', 'application/pdf'],
    ['cv.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.doc', 'doc', 'application/msword'],
  ])('recognises %s by its content', async (name, ext, mimeType) => {
    expect(await detectCvType(fixture(name))).toEqual({ ext, mimeType });
  });

  it.each([
    ['a PNG picture', fixture('foto.png')],
    ['a ZIP archive', fixture('cv.zip')],
    ['an Excel 97-2003 sheet (OLE2, but not Word)', fixture('cv.xls')],
    ['an ELF executable', ELF_BYTES],
    ['a Windows executable', EXE_BYTES],
    ['plain text', new TextEncoder().encode('Juana Pérez, vendedora con experiencia.')],
    ['an empty file', new Uint8Array()],
  ])('refuses %s', async (_label, bytes) => {
    expect(await detectCvType(bytes)).toBeUndefined();
  });

  it('reads a PDF inside a larger buffer at its offset', async () => {
    const pdf = fixture('cv.pdf');
    const backing = new Uint8Array(pdf.length + 16);
    backing.set(pdf, 16);
    expect(await detectCvType(backing.subarray(16))).toEqual({ ext: 'pdf', mimeType: 'application/pdf' });
  });
});

describe('isWordBinaryDocument', () => {
  const doc = fixture('cv.doc');

  it('accepts the Word fixture and refuses other compound files', () => {
    expect(isWordBinaryDocument(doc)).toBe(true);
    expect(isWordBinaryDocument(fixture('cv.xls'))).toBe(false);
  });

  it('refuses a truncated file: the header alone, or the directory cut off', () => {
    expect(isWordBinaryDocument(doc.subarray(0, 512))).toBe(false);
    expect(isWordBinaryDocument(doc.subarray(0, 512 * 2 + 100))).toBe(false);
  });

  it('refuses a WordDocument stream without the FIB identifier', () => {
    const forged = doc.slice();
    // Sector 2 (the stream's first) starts at (2 + 1) * 512.
    forged[3 * 512] = 0;
    expect(isWordBinaryDocument(forged)).toBe(false);
  });

  it('refuses a bad byte order or sector size', () => {
    const byteOrder = doc.slice();
    byteOrder[28] = 0xff;
    expect(isWordBinaryDocument(byteOrder)).toBe(false);
    const sectorShift = doc.slice();
    sectorShift[30] = 12;
    expect(isWordBinaryDocument(sectorShift)).toBe(false);
  });

  it('stops on a directory chain that loops instead of spinning', () => {
    const looping = doc.slice();
    const view = new DataView(looping.buffer);
    // Rename the stream so the walk goes on, and point the directory sector (1) back at itself in the FAT.
    view.setUint16(512 * 2 + 128, 'X'.charCodeAt(0), true);
    view.setUint32(512 + 1 * 4, 1, true);
    expect(isWordBinaryDocument(looping)).toBe(false);
  });

  it('refuses a directory sector that points past the end of the file', () => {
    const outside = doc.slice();
    new DataView(outside.buffer).setUint32(48, 1000, true);
    expect(isWordBinaryDocument(outside)).toBe(false);
  });
});
