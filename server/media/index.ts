export { mediaFiles } from './kept-files';
export { MediaRefused } from './media-refused';
export { mediaRoutes } from './routes';
export {
  IMAGE_PRESETS,
  type ImagePreset,
  MEDIA_URL_PREFIX,
  mediaUrl,
  putBytes,
  type RenderedImage,
  readImage,
  renderImage,
  renderSmaller,
  storeImage,
  storeRendered,
} from './store-image';
export { storeVideo } from './store-video';
export {
  createMediaUploadQueue,
  MEDIA_UPLOADS_BUSY_MESSAGE,
  type MediaUploadQueue,
  type MediaUploadQueueOptions,
} from './upload-queue';
