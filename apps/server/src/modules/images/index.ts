/**
 * Images: public images, customers' saved images, and which host runs which.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { customImagesRoutes } from './custom-images.routes';
export { settleCreatingImages, usableCustomImage } from './custom-images.service';
export {
  findImage,
  type ImageRecord,
  insertImage,
  insertImages,
  listAllImages,
  listPublicImages,
  lockImage,
  setImagePublic,
} from './images.repository';
export {
  assertImageOnHost,
  type ImageHost,
  imageFitsKind,
  imagesForHost,
  imagesForKind,
  toImageOption,
} from './images.service';
