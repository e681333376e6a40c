import type { MessagesOf } from '../../../shared/i18n/namespaces';
import type { opsRefundsEnUS } from './en-US';

/** 运营后台充值退款的中文文案。 */
export const opsRefundsZhCN: MessagesOf<typeof opsRefundsEnUS> = {
  topUps: {
    tableLabel: '已支付的充值',
    intro:
      '该账号已支付的扫码充值。退款从余额（当前 {{balance}}）中扣除，原路退回付款的微信支付或支付宝账户。',
    empty: '该账号没有已支付的充值。',
    loadFailed: '充值记录加载失败。',
    columns: {
      paidAt: '支付时间',
      order: '订单号',
      amount: '支付金额',
      payType: '支付方式',
      refunded: '已退款',
      refundable: '可退款',
      actions: '操作',
    },
    refund: '退款',
    refundOrder: '退款 {{order}}',
    nothingLeft: '已无可退金额',
    noBalance: '余额不足，无法退款',
  },
  payTypes: {
    '0': '支付宝',
    '1': '微信支付',
    other: '其他',
  },
  dialog: {
    title: '退款充值订单 {{order}}',
    intro:
      '该订单通过{{payType}}支付 {{paid}}，尚可退款 {{refundable}}，当前余额 {{balance}}。退款金额将立即从余额扣除，并原路退回付款账户。',
    amount: '退款金额（元）',
    amountName: '退款金额',
    reason: '退款原因（随退款发送，客户可见）',
    reasonName: '退款原因',
    submit: '确认退款',
    succeeded: '已向付款账户退款 {{amount}}。',
    processing: '{{amount}} 的退款处理中：支付机构尚未确认。',
    failed: '支付机构拒绝了退款（{{reason}}），{{amount}} 已退回余额。',
  },
  list: {
    title: '充值退款',
    intro: '所有原路退回的充值退款，按时间倒序。处理中的退款会持续查询，直到有结果。',
    filterLabel: '筛选退款',
    status: '状态',
    tableLabel: '充值退款',
    empty: '没有符合条件的退款。',
    total: '共 {{count}} 笔退款',
    loadFailed: '退款记录加载失败。',
    columns: {
      requested: '发起时间',
      account: '账号',
      order: '订单号',
      amount: '金额',
      status: '状态',
      reason: '原因',
      gateway: '支付机构',
      by: '发起人',
    },
    refundNo: '退款单 {{id}}',
  },
  statuses: {
    all: '全部',
    processing: '处理中',
    succeeded: '已退款',
    failed: '退款失败',
  },
  cancel: '取消',
};
