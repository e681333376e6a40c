import type { MessagesOf } from '../../../shared/i18n/namespaces';
import type { opsOutboxEnUS } from './en-US';

/** 运营后台「短信发件箱」与「邮件发件箱」页面的中文文案。 */
export const opsOutboxZhCN: MessagesOf<typeof opsOutboxEnUS> = {
  sms: {
    title: '短信发件箱',
    intro: '发件箱短信通道未实际发送、留存下来的最近 50 条短信，最新的在前。验证码只可告知其接收人本人。',
    filter: '手机号',
    tableLabel: '短信',
    empty: '暂无短信。',
  },
  email: {
    title: '邮件发件箱',
    intro: '发件箱邮件通道未实际发送、留存下来的最近 50 封邮件，最新的在前。验证码只可告知其接收人本人。',
    filter: '邮箱地址',
    tableLabel: '邮件',
    empty: '暂无邮件。',
  },
  columns: {
    time: '时间',
    phone: '手机号',
    email: '收件人',
    subject: '主题',
    message: '内容',
    text: '正文',
  },
  filterSubmit: '筛选',
  showAll: '显示全部',
  badFilter: '“{{value}}”不是可用于筛选的完整手机号或邮箱地址。',
  loadFailed: '发件箱加载失败。',
};
