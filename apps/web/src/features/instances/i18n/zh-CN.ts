import type { MessagesOf } from '../../../shared/i18n/namespaces';
import type { instancesEnUS } from './en-US';

/** instances 命名空间的简体中文文本；键与 en-US 相同。 */
export const instancesZhCN: MessagesOf<typeof instancesEnUS> = {
  placeholder: '占位',
};
