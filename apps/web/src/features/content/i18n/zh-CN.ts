import type { MessagesOf } from '../../../shared/i18n/namespaces';
import type { contentEnUS } from './en-US';

/** content 命名空间的简体中文文本；键与 en-US 相同。 */
export const contentZhCN: MessagesOf<typeof contentEnUS> = {
  agreement: {
    loading: '正在加载协议…',
    version: '第 {{version}} 版 · 发布于 {{date}}',
    loadFailed: '协议加载失败。',
    retry: '重试',
  },
};
