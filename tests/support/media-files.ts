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
