import { formatNumber } from './numbers';

/**
 * What the back office accepts as a picture or a video (docs/decisions/0031): checked by content on the server, the
 * same limits told on the form. Every refusal is a sentence staff can act on.
 */

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** The file input's `accept`: a hint for the picker; the server decides by the file's bytes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

export const MEDIA_REFUSALS = {
  imageType: 'La imagen tiene que ser JPG, PNG, WebP o AVIF.',
  imageTooLarge: 'La imagen pesa más de 15 MB. Achicala o exportala de nuevo e intentá otra vez.',
  imageCorrupt: 'No pudimos leer la imagen: el archivo está dañado o incompleto.',
  imageTooSmall: (minWidth: number) => `La imagen tiene que medir al menos ${minWidth} píxeles de ancho.`,
  videoType: 'El video tiene que ser MP4 o WebM.',
  videoTooLarge: 'El video pesa más de 50 MB. Acortalo o exportalo con menos calidad e intentá otra vez.',
  empty: 'El archivo está vacío.',
} as const;

/** A file's bytes in MB, as the forms show them: "2,3". */
export const megabytes = (bytes: number): string => formatNumber(bytes / (1024 * 1024), 1);
