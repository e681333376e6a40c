import type { MessagesOf } from '../../i18n/namespaces';
import type { runwayEnUS } from './en-US';

export const runwayZhCN: MessagesOf<typeof runwayEnUS> = {
  title: '余额可用时长',
  noCharges: '当前无运行中的计费',
  noChargesHint: '当前没有按量计费的实例在运行，余额不会被消耗。',
  about: '约 {{span}}',
  runOut: '资金已用完',
  days_one: '{{count}} 天',
  days_other: '{{count}} 天',
  hours_one: '{{count}} 小时',
  hours_other: '{{count}} 小时',
  minutes_one: '{{count}} 分钟',
  minutes_other: '{{count}} 分钟',
  burn_one: '按 {{count}} 台运行中的按量计费实例每小时 {{burn}} 计算',
  burn_other: '按 {{count}} 台运行中的按量计费实例每小时 {{burn}} 计算',
  spendable: '余额、算力券与信用额度合计：{{amount}}',
  runsOutAt: '预计于 {{time}} 前后用完',
  rule: '包年包月等预付费实例已提前付费，不计入在内。请在资金用完前充值：按量计费实例会在第一个无法支付的小时被关机。',
  threshold: {
    label: '余额不足提醒',
    off: '余额不足提醒：未开启',
    current: '可用资金低于 {{amount}} 时提醒',
    change: '在充值页设置',
    field: '可用资金低于此金额时提醒我',
    hint: '每当余额、算力券与信用额度合计低于该金额时通知一次（站内信，以及按通知设置发送短信或邮件）；当其不足支付运行中实例一小时的费用时再通知一次。填 0 关闭提醒。',
    save: '保存提醒',
    saved: '余额不足提醒已保存',
    invalid: '请输入 ¥0 至 ¥100,000 之间、最多两位小数的金额',
  },
  loadFailed: '无法加载余额可用时长。',
};
