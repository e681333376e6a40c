// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { activateBanner } from './ops-banners/activateBanner';
export { bannerList } from './ops-banners/bannerList';
export { createBanner } from './ops-banners/createBanner';
export { deactivateBanner } from './ops-banners/deactivateBanner';
export { deleteBanner } from './ops-banners/deleteBanner';
export { reorderBanners } from './ops-banners/reorderBanners';
export { updateBanner } from './ops-banners/updateBanner';
