import type { MessagesOf } from '../../../shared/i18n/namespaces';
import type { docsEnUS } from './en-US';

/** 文档中心的中文文案，与 en-US 键相同。 */
export const docsZhCN: MessagesOf<typeof docsEnUS> = {
  centre: {
    title: '文档中心',
    intro: '租用 GPU 实例、连接、存储、计费与开放 API 的使用指南。',
    treeLabel: '文档目录',
    searchLabel: '搜索文档',
    searchPlaceholder: '搜索标题和正文，中文或英文均可',
    searchButton: '搜索',
    results: '找到 {{count}} 篇包含“{{q}}”的文章',
    noResults: '没有文章包含“{{q}}”。',
    resultsLabel: '搜索结果',
    clear: '返回全部目录',
    empty: '暂无已发布的文章。',
    loadFailed: '文档加载失败。',
    retry: '重试',
    loading: '正在加载文档…',
  },
  article: {
    bodyLabel: '正文',
    updated: '更新于 {{date}}',
    tocLabel: '本页目录',
    previous: '上一篇',
    next: '下一篇',
    pagerLabel: '上一篇和下一篇',
    notFound: '该文章不存在或已下线。',
    backToDocs: '全部文档',
    loading: '正在加载文章…',
  },
  helpful: {
    question: '这篇文章对您有帮助吗？',
    yes: '有帮助（{{count}}）',
    no: '没帮助（{{count}}）',
    thanks: '感谢您的反馈。',
    signIn: '登录后即可评价本文',
    failed: '评价未能保存，请重试。',
  },
};
