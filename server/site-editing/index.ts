export { bannerEditing } from './banners';
export { newsEditing } from './news';
export { popupEditing } from './popups';
export { siteEditing } from './site';
export { storyEditing } from './stories';
