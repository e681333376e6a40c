import type { agreementsEnUS } from './en-US';

/** 协议页面、协议索引页和控制台接受对话框的中文文本（与 en-US 键相同）。 */
export const agreementsZhCN: typeof agreementsEnUS = {
  index: {
    title: '协议与政策',
    intro: '平台的全部协议与政策（现行版本）。',
    listLabel: '现行协议',
    item: '第 {{version}} 版 · 发布于 {{date}}',
    loading: '正在加载协议…',
    loadFailed: '协议加载失败。',
    retry: '重试',
    all: '全部协议',
  },
  accept: {
    title: '更新：{{title}}',
    intro: '新版本（第 {{version}} 版）已生效。请阅读，接受后即可继续使用控制台。',
    accept: '接受',
    logout: '退出登录',
    failed: '未能记录您的接受：{{reason}}',
  },
  agreement: {
    loading: '正在加载协议…',
    version: '第 {{version}} 版 · 发布于 {{date}}',
    loadFailed: '协议加载失败。',
    retry: '重试',
    back: '返回账号信息',
  },
};
