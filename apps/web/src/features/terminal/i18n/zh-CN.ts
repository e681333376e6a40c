import type { TerminalTexts } from './en-US';

export const terminalZhCN: TerminalTexts = {
  title: '终端',
  titleOf: '终端 · {{name}}',
  back: '返回我的实例',
  screen: '{{name}} 的终端',
  hint: '选中文字即可复制（或 Ctrl+Shift+C）；用 Ctrl+Shift+V 或浏览器的粘贴来粘贴。',
  reconnect: '重新连接',
  states: {
    connecting: '正在连接…',
    connected: '已连接',
    retrying: '连接已断开，正在重新连接（第 {{attempt}} 次，共 {{max}} 次）…',
    closed: '已关闭',
  },
  reasons: {
    exited: 'Shell 已退出。',
    instance_stopped: '实例已关机或已释放。',
    ticket_refused: '无法打开终端（票据被拒绝），请重试。',
    machine_unavailable: '机器未能启动 Shell，请稍后重试。',
    bad_message: '终端收到无法识别的消息，已关闭。',
    server_closing: '服务器已重启。',
    network: '连接已断开，且未能恢复。',
    notRunning: '终端只能在运行中的实例上打开，请先开机。',
    needsEngine: '该实例运行在模拟集群上（或是 KVM、裸金属）：终端需要真实的引擎和可以打开的机器。',
    refused: '无法打开终端：{{reason}}',
  },
};
