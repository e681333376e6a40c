import type { softwareEnUS } from './en-US';

/** 软件下载页的中文文本（与 en-US 键相同）。 */
export const softwareZhCN: typeof softwareEnUS = {
  title: '软件下载',
  intro: '用于管理实例的客户端和工具。运行前请用 SHA-256 校验下载的文件。',
  loading: '正在加载软件列表…',
  loadFailed: '软件列表加载失败。',
  retry: '重试',
  empty: '暂无已发布的软件。',
  latest: '最新版本',
  history: '历史版本（{{count}}）',
  platforms: { windows: 'Windows', macos: 'macOS', linux: 'Linux' },
  arches: { x86_64: 'x86-64', arm64: 'ARM64', universal: '通用' },
  release: {
    version: '版本 {{version}}',
    released: '发布于 {{date}}',
    size: '大小',
    sha256: 'SHA-256',
    download: '下载',
    downloadLabel: '下载 {{file}}',
    notes: '更新说明',
    copySha: '复制 {{file}} 的 SHA-256',
    copied: '已复制',
  },
};
