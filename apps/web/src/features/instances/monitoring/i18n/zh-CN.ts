import type { monitoringEnUS } from './en-US';

/** 实例监控页面的文字（命名空间 `monitoring`）。 */
export const monitoringZhCN: typeof monitoringEnUS = {
  intro:
    '机器在做什么：运行期间从其引擎采样。最近 1 小时和 24 小时每分钟一个点，最近 7 天每小时一个点（含最低、平均和最高值）。时间为北京时间。',
  back: '返回我的实例',
  range: '时间范围',
  ranges: { '1h': '最近 1 小时', '24h': '最近 24 小时', '7d': '最近 7 天' },
  missingId: {
    title: '未选择实例',
    body: '请从您的实例打开监控页面。',
  },
  notFound: {
    title: '未找到实例',
    body: '您没有 ID 为 {{id}} 的实例，它可能已被释放。',
  },
  loadFailed: '无法加载监控数据。',
  retry: '重试',
  empty: '此范围内暂无数据：运行中的实例每 {{seconds}} 秒采样一次。',
  notRunning: '实例未在运行：再次运行后才会有新数据。',
  noGpuData: '无 GPU 数据',
  noGpuDataBody: '此机器所在主机未报告 GPU 数据，因此不显示（绝不编造）。',
  time: '时间',
  noFigure: '无',
  gpu: 'GPU {{index}}',
  charts: {
    cpu: {
      title: 'CPU',
      avg: '平均',
      max: '最高',
      summary: 'CPU 使用率（占本机核数的百分比），最新 {{value}}',
    },
    memory: {
      title: '内存',
      used: '已用',
      limit: '上限',
      summary: '内存已用，最新 {{value}} / {{limit}}',
    },
    disk: {
      title: '数据盘',
      used: '已用',
      size: '容量',
      summary: '数据盘已用，最新 {{value}} / {{size}}',
      unread: '此范围内无法读取数据盘。',
    },
    network: {
      title: '网络',
      in: '入',
      out: '出',
      summary: '网络流量，最新 入 {{in}}，出 {{out}}',
    },
    gpuUtil: { title: 'GPU 利用率', summary: 'GPU 利用率，最新 {{values}}' },
    gpuMemory: { title: 'GPU 显存', summary: 'GPU 显存已用，最新 {{values}}' },
    gpuTemperature: { title: 'GPU 温度', summary: 'GPU 温度，最新 {{values}}' },
  },
  gpusTitle: 'GPU',
};
