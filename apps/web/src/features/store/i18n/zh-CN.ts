import type { MessagesOf } from '../../../shared/i18n/namespaces';
import type { storeOrderEnUS } from './en-US';

/** storeOrder 命名空间的简体中文文本；键与 en-US 相同。 */
export const storeOrderZhCN: MessagesOf<typeof storeOrderEnUS> = {
  placeholder: '占位',
};
