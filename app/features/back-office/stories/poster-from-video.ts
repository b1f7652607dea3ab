import { STORY_VIDEO_HEIGHT, STORY_VIDEO_WIDTH } from '../../stories/stories-strip';

/** The moment of the video the poster is taken from, or its middle when the video is shorter than twice that. */
const POSTER_SECOND = 1;

function once(target: HTMLVideoElement, event: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      target.removeEventListener(event, done);
      target.removeEventListener('error', failed);
    };
    const done = () => {
      cleanUp();
      resolve();
    };
    const failed = () => {
      cleanUp();
      reject(new Error('the video cannot be decoded here'));
    };
    target.addEventListener(event, done);
    target.addEventListener('error', failed);
  });
}

/**
 * A story's poster taken from its video in the editor's browser (docs/decisions/0031): the chosen file is played from
 * memory, stopped about a second in, and that frame drawn onto `canvas` at the strip's size (540×960, cropped as the
 * card crops it), then encoded as JPEG. The server checks and stores it as any uploaded picture. Rejects when the
 * browser cannot decode the video.
 */
export async function posterFromVideo(video: File, canvas: HTMLCanvasElement): Promise<File> {
  const url = URL.createObjectURL(video);
  const player = document.createElement('video');
  player.muted = true;
  player.playsInline = true;
  player.preload = 'auto';
  try {
    const loaded = once(player, 'loadeddata');
    player.src = url;
    await loaded;
    const seeked = once(player, 'seeked');
    player.currentTime =
      Number.isFinite(player.duration) && player.duration < POSTER_SECOND * 2
        ? player.duration / 2
        : POSTER_SECOND;
    await seeked;
    canvas.width = STORY_VIDEO_WIDTH;
    canvas.height = STORY_VIDEO_HEIGHT;
    const context = canvas.getContext('2d');
    if (!context || player.videoWidth === 0) throw new Error('no frame to draw');
    const scale = Math.max(STORY_VIDEO_WIDTH / player.videoWidth, STORY_VIDEO_HEIGHT / player.videoHeight);
    const width = player.videoWidth * scale;
    const height = player.videoHeight * scale;
    context.drawImage(
      player,
      (STORY_VIDEO_WIDTH - width) / 2,
      (STORY_VIDEO_HEIGHT - height) / 2,
      width,
      height,
    );
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) throw new Error('the frame could not be encoded');
    return new File([blob], 'portada-del-video.jpg', { type: 'image/jpeg' });
  } finally {
    player.removeAttribute('src');
    player.load();
    URL.revokeObjectURL(url);
  }
}

/** Puts `file` into a file input, as if the editor had chosen it, so the form posts it. */
export function chooseFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}
