/** The images module's door: what other modules, the app and the jobs may use. */
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
