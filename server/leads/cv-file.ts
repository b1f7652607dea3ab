import { fileTypeFromBuffer } from 'file-type';

export type CvExtension = 'pdf' | 'doc' | 'docx';

export interface CvType {
  ext: CvExtension;
  mimeType: string;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What a CV file really is, read from its bytes: a PDF, a Word 97-2003 document or a Word document (.docx); anything
 * else is undefined. The client's file name and declared type are never consulted (docs/product.md §D14), so an executable,
 * a picture or an archive renamed cv.pdf is refused.
 */
export async function detectCvType(bytes: Uint8Array): Promise<CvType | undefined> {
  const sniffed = await fileTypeFromBuffer(bytes);
  switch (sniffed?.ext) {
    case 'pdf':
      return { ext: 'pdf', mimeType: 'application/pdf' };
    case 'docx':
      return { ext: 'docx', mimeType: DOCX_MIME };
    // file-type stops at "an OLE2 compound file", which an Excel sheet, an MSI installer or an Outlook message also is.
    case 'cfb':
      return isWordBinaryDocument(bytes) ? { ext: 'doc', mimeType: 'application/msword' } : undefined;
    default:
      return undefined;
  }
}

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
const DIRECTORY_ENTRY_BYTES = 128;
/** Sector ids above this one are markers (end of chain, free, FAT sector…). */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const HEADER_DIFAT_ENTRIES = 109;
const STREAM_OBJECT = 2;
const WORD_STREAM_NAME = 'WordDocument';
/** MS-DOC: the File Information Block at the start of the WordDocument stream opens with this identifier. */
const FIB_IDENTIFIER = 0xa5ec;

/**
 * True for an OLE2 compound file (MS-CFB) that holds a "WordDocument" stream, the one stream every Word 97-2003 file
 * has (MS-DOC 2.1); when that stream lies in regular sectors, its first two bytes must also be the FIB identifier.
 * Reads only the header, the FAT sectors listed in the header and the directory chain, with bounds and loop checks,
 * so a crafted file can neither read past the buffer nor spin.
 */
export function isWordBinaryDocument(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER_BYTES || !OLE2_SIGNATURE.every((byte, index) => bytes[index] === byte))
    return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const majorVersion = view.getUint16(26, true);
  const byteOrder = view.getUint16(28, true);
  const sectorShift = view.getUint16(30, true);
  if (byteOrder !== 0xfffe) return false;
  if (!((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12)))
    return false;

  const sectorSize = 1 << sectorShift;
  const entriesPerFatSector = sectorSize / 4;
  const fatSectorCount = Math.min(view.getUint32(44, true), HEADER_DIFAT_ENTRIES);
  const miniStreamCutoff = view.getUint32(56, true);
  const fatSectors = Array.from({ length: fatSectorCount }, (_, index) =>
    view.getUint32(76 + index * 4, true),
  );
  // The header takes the first sector's place, so sector n starts one sector further on.
  const sectorStart = (sector: number) => (sector + 1) * sectorSize;
  const fits = (start: number, length: number) => start >= 0 && start + length <= bytes.length;

  const nextSector = (sector: number): number | undefined => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined || fatSector > MAX_REGULAR_SECTOR) return undefined;
    const offset = sectorStart(fatSector) + (sector % entriesPerFatSector) * 4;
    return fits(offset, 4) ? view.getUint32(offset, true) : undefined;
  };

  const isWordStream = (entry: number) => {
    if (bytes[entry + 66] !== STREAM_OBJECT) return false;
    if (view.getUint16(entry + 64, true) !== (WORD_STREAM_NAME.length + 1) * 2) return false;
    for (let index = 0; index < WORD_STREAM_NAME.length; index++) {
      if (view.getUint16(entry + index * 2, true) !== WORD_STREAM_NAME.charCodeAt(index)) return false;
    }
    return true;
  };

  const startsWithFib = (entry: number) => {
    const firstSector = view.getUint32(entry + 116, true);
    // Version 3 files may leave garbage in the high half of the size; no CV comes near 4 GB anyway.
    const size = view.getUint32(entry + 120, true);
    if (size < 2) return false;
    // A stream under the cutoff lives in the mini stream; Word's is never that small, but the name suffices then.
    if (size < miniStreamCutoff) return true;
    const start = sectorStart(firstSector);
    return (
      firstSector <= MAX_REGULAR_SECTOR && fits(start, 2) && view.getUint16(start, true) === FIB_IDENTIFIER
    );
  };

  const visited = new Set<number>();
  let sector: number | undefined = view.getUint32(48, true);
  while (sector !== undefined && sector <= MAX_REGULAR_SECTOR) {
    if (visited.has(sector)) return false;
    visited.add(sector);
    const start = sectorStart(sector);
    if (!fits(start, sectorSize)) return false;
    for (let entry = start; entry < start + sectorSize; entry += DIRECTORY_ENTRY_BYTES) {
      if (isWordStream(entry)) return startsWithFib(entry);
    }
    sector = nextSector(sector);
  }
  return false;
}
