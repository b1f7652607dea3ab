import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A real picture of `width`×`height` in `format`, as a phone or an editor's computer would send it. Pictures of another
 * `shade` (0 to 255) are other files: stored media are named by their content.
 */
export async function pictureBytes(
  width = 1600,
  height = 1200,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  shade = 160,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: shade } } })
    .toFormat(format)
    .toBuffer();
}

/** The first bytes of an MP4 file (an `ftyp` box of brand isom) followed by `size` bytes of filler. */
export function mp4Bytes(size = 4096): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69,
    0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32,
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size)]);
}

/** A PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of a few bytes whose header says it measures `width`×`height`, with almost none of its pixels: what a
 * picture claims before anything is decoded. It can't be decoded whole, so a refusal of its size shows the size was
 * checked from the header first.
 */
export function pictureHeader(
  width: number,
  height: number,
  options: { interlaced?: boolean; bitDepth?: 8 | 16 } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = options.bitDepth ?? 8;
  // Truecolour, deflate, adaptive filtering; Adam7 when interlaced.
  header[9] = 2;
  header[12] = options.interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
