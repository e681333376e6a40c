import { registerNamespace } from '../../../shared/i18n/namespaces';
import { imagesEnUS } from './en-US';
import { imagesZhCN } from './zh-CN';

export const IMAGES_NS = 'images';

// Loaded with the custom images page and the pickers; importing this module makes useTranslation('images') work.
registerNamespace(IMAGES_NS, { 'en-US': imagesEnUS, 'zh-CN': imagesZhCN });
