import type { MessagesOf } from '../../../../shared/i18n/namespaces';
import type { pluginsEnUS } from './en-US';

export const pluginsZhCN: MessagesOf<typeof pluginsEnUS> = {
  intro: '在运行中的 Linux 实例上与业务并行运行的工具，每个插件有独立的访问地址并以令牌保护。插件免费。',
  back: '返回我的实例',
  instance: {
    system: '系统',
    systems: { linux: 'Linux', windows: 'Windows' },
  },
  blocked: {
    notLinux: '插件只能安装在 Linux 实例上，此实例运行的是 Windows。',
    notRunning: '插件需安装在运行中的实例上：请先开机。',
  },
  notFound: {
    title: '未找到实例',
    body: '你的实例中没有名为“{{name}}”的实例，它可能已被释放。',
  },
  loadFailed: '插件加载失败。',
  retry: '重试',
  listTitle: '插件',
  monitoringLink: '监控：此实例最近 1 小时、24 小时和 7 天的图表',
  services: {
    title: '服务',
    intro:
      '每个插件，以及供您自己程序使用的一个端口（6006），都在各自独立的地址上提供服务，而非控制台的地址。点击打开后，在实例运行且您保持登录期间，此浏览器可以访问。',
    custom: '自定义服务',
    templatePort: '{{label}}（模板）',
    port: '端口 {{port}}',
    open: '打开',
    openLabel: '打开 {{name}}',
    blocked: {
      simulated: '需要真实引擎：这是模拟实例。',
      not_running: '请先开机。',
      not_installed: '请先安装插件。',
      host_off: '此主机已关闭服务。',
    },
  },
  kinds: {
    jupyterlab: {
      name: 'JupyterLab',
      description: '在浏览器中使用运行于此实例上的笔记本、终端和文件浏览器。',
    },
    tensorboard: {
      name: 'TensorBoard',
      description: '训练过程的图表：从日志中读取损失、指标和模型结构图。',
    },
    code_server: {
      name: 'code-server',
      description: '浏览器中的 VS Code，直接编辑此实例上的文件。',
    },
    monitor: {
      name: '实时监控面板',
      description:
        '在机器内运行的实时面板（每 5 秒刷新）：GPU、CPU、内存和磁盘。最近 1 小时、24 小时和 7 天的历史见监控页面。',
    },
  },
  states: {
    none: '未安装',
    installing: '安装中',
    installed: '已安装',
    removing: '卸载中',
    failed: '安装失败',
  },
  address: '访问地址',
  token: '令牌',
  installedAt: '安装于 {{time}}',
  newTab: '（在新标签页中打开）',
  stopped: '实例未运行：实例开机后插件即可重新访问。',
  failed: '安装失败',
  actions: {
    install: '安装',
    installNamed: '安装 {{name}}',
    remove: '卸载',
    removeNamed: '卸载 {{name}}',
    open: '打开',
    openNamed: '打开 {{name}}（在新标签页中打开）',
    copyToken: '复制 {{name}} 的令牌',
    copiedToken: '已复制 {{name}} 的令牌',
  },
  removeConfirm: {
    title: '卸载 {{name}}？',
    body: '卸载后其访问地址将不再响应，令牌也会作废。重新安装会生成新的令牌。',
    ok: '卸载',
    cancel: '保留',
  },
  done: {
    installed: '已在 {{instance}} 上安装 {{name}}',
    removed: '已从 {{instance}} 卸载 {{name}}',
  },
};
