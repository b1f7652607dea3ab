import { formatNumber } from '../shared/numbers';

/**
 * What the back office accepts as a picture or a video (docs/decisions/0031): checked by content on the server, the
 * same limits told on the form. Every refusal is a sentence staff can act on.
 */

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels a picture may have. The largest box a page draws is 1600×1200 (2 megapixels), but staff upload
 * unit photos straight from their phones, whose cameras take 12 to 50 megapixels (a "50 MP" photo is 8160×6144, a
 * little over 50 million): 60 keeps every phone photo and refuses the 100- and 200-megapixel files no page needs and
 * no process should decode (docs/decisions/0046).
 */
export const MAX_IMAGE_PIXELS = 60_000_000;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** The file input's `accept`: a hint for the picker; the server decides by the file's bytes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

/** A file's bytes in MB, as the forms show them: "2,3". */
export const megabytes = (bytes: number): string => formatNumber(bytes / (1024 * 1024), 1);

/**
 * Pixels in megapixels with one decimal at most: a picture's rounded up and a limit rounded down, so a picture just
 * past a limit never reads as within it.
 */
function megapixels(pixels: number, rounding: 'up' | 'down'): string {
  const tenths = pixels / 100_000;
  return formatNumber((rounding === 'up' ? Math.ceil(tenths) : Math.floor(tenths)) / 10, 1);
}

/** A picture's size as a person reads it: «9.000 × 7.000 píxeles (63 megapíxeles)». */
function pictureSize(width: number, height: number): string {
  return `${formatNumber(width)} × ${formatNumber(height)} píxeles (${megapixels(width * height, 'up')} megapíxeles)`;
}

/** What the forms tell of a picture before it is chosen: the limits the server checks. */
export const IMAGE_FILE_HELP = `JPG, PNG, WebP o AVIF, hasta ${megabytes(MAX_IMAGE_BYTES)} MB y ${megapixels(MAX_IMAGE_PIXELS, 'down')} megapíxeles.`;

export const MEDIA_REFUSALS = {
  imageType: 'La imagen tiene que ser JPG, PNG, WebP o AVIF.',
  imageTooLarge: 'La imagen pesa más de 15 MB. Achicala o exportala de nuevo e intentá otra vez.',
  imageTooManyPixels: (width: number, height: number) =>
    `La imagen mide ${pictureSize(width, height)} y el máximo es ${megapixels(MAX_IMAGE_PIXELS, 'down')} megapíxeles, más que cualquier foto de celular. Achicala e intentá otra vez.`,
  /** Formats that take far more memory per pixel to read (AVIF, an interlaced PNG…) have a lower limit. */
  imageTooManyPixelsForFormat: (width: number, height: number, format: string, maxPixels: number) =>
    `La imagen mide ${pictureSize(width, height)} y en ${format} el máximo es ${megapixels(maxPixels, 'down')} megapíxeles. Exportala como JPG común o más chica e intentá otra vez.`,
  imageCorrupt: 'No pudimos leer la imagen: el archivo está dañado o incompleto.',
  imageTooSmall: (minWidth: number) => `La imagen tiene que medir al menos ${minWidth} píxeles de ancho.`,
  videoType: 'El video tiene que ser MP4 o WebM.',
  videoTooLarge: 'El video pesa más de 50 MB. Acortalo o exportalo con menos calidad e intentá otra vez.',
  empty: 'El archivo está vacío.',
} as const;
