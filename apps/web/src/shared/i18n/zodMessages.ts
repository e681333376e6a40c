import { VERIFICATION_FILES_PER_SUBMISSION, VERIFICATION_NOTE_MAX } from '@gpucloud/contracts';

/**
 * Chinese text of the validation messages written in @gpucloud/contracts. English needs no table:
 * the contract text is already English. Each text follows the field's label ("{{field}}{{issue}}").
 */
export const zodMessagesZhCN: Record<string, string> = {
  'must be an 11-digit mainland mobile number': '必须是 11 位中国大陆手机号',
  'must be base64url': '必须是 base64url 编码',
  'must be the challenge_id of the options': '必须是选项调用返回的 challenge_id',
  'must be at least 8 characters': '至少需要 8 个字符',
  'must be at most 128 characters': '最多 128 个字符',
  'must be 6 digits': '必须是 6 位数字',
  'must be a 6-digit code or a recovery code like abcd-2345': '必须是 6 位验证码或形如 abcd-2345 的恢复码',
  'post_paid rentals only': '仅限按量计费的租用',
  'must be 3-32 letters, digits, dots, dashes or underscores': '必须是 3-32 位字母、数字、点、短横线或下划线',
  'must be at least 2 characters': '至少需要 2 个字符',
  'must be at most 100 characters': '最多 100 个字符',
  'is required': '不能为空',
  'must be at most 20 characters': '最多 20 个字符',
  'must be at most 60 characters': '最多 60 个字符',
  'must be at most 200 characters': '最多 200 个字符',
  // Webhooks (issue 45): packages/contracts/src/webhooks.ts.
  'must be at most 2000 characters': '最多 2000 个字符',
  'must be an https:// address': '必须是 https:// 地址',
  'choose at least one event': '请至少选择一个事件',
  // Verification (issue 13): packages/contracts/src/verification.ts and ops-verification.ts.
  'must be true: the verification agreement (/verifyAgreement) is accepted':
    '必须为 true，即接受认证协议（/verifyAgreement）',
  'must be 18 characters: 17 digits and a digit or X': '必须是 18 位：17 位数字加一位数字或 X',
  'must be 12 to 19 digits': '必须是 12 到 19 位数字',
  'must be 2 to 40 characters': '必须是 2 到 40 个字符',
  'must be 8 to 30 digits': '必须是 8 到 30 位数字',
  'must be a time in seconds': '必须是以秒计的时间',
  'must be a signature from a file address': '必须是文件地址中的签名',
  'must be a school mailbox (ending in .edu or .edu.cn)': '必须是学校邮箱（以 .edu 或 .edu.cn 结尾）',
  'must name at least one file': '至少需要一个文件',
  [`must hold at most ${VERIFICATION_FILES_PER_SUBMISSION} files`]: `最多 ${VERIFICATION_FILES_PER_SUBMISSION} 个文件`,
  'must be the 10 to 20 letters and digits of the report': '必须是报告上的 10 到 20 位字母和数字',
  'must be 5 to 30 letters, digits or dashes': '必须是 5 到 30 位字母、数字或短横线',
  [`must be at most ${VERIFICATION_NOTE_MAX} characters`]: `最多 ${VERIFICATION_NOTE_MAX} 个字符`,
  'must be the amount received, like 0.37': '必须是收到的金额，例如 0.37',
  'must be digits: a customer phone or user id': '必须是数字：客户手机号或用户 ID',
  // Invoices (issue 14): packages/contracts/src/invoices.ts.
  'must be the 18 characters of a unified social credit code': '必须是 18 位统一社会信用代码',
  'must be digits and dashes, at most 20': '必须是数字和短横线，最多 20 位',
  'must be at most 30 digits': '最多 30 位数字',
  'must be an email address': '必须是电子邮箱地址',
  'must be at most 120 characters': '最多 120 个字符',
  'must be a month like 2026-10': '必须是形如 2026-10 的月份',
  // Sales partners (issue 15): packages/contracts/src/partners.ts and ops-partners.ts.
  'must be a referral code of 8 letters and digits': '必须是 8 位字母和数字组成的推广码',
  'must be true: the sales-partner programme terms are accepted': '必须为 true，即接受销售合伙人计划条款',
  'must be at most 300 characters': '最多 300 个字符',
  'must be 8 to 64 letters, digits, "-" or "_"': '必须是 8 到 64 位字母、数字、“-”或“_”',
  'must be a bank card number of 12 to 19 digits': '必须是 12 到 19 位的银行卡号',
  'must be a whole number of months from 1 to 24': '必须是 1 到 24 之间的整数月数',
  'must be the bank transfer reference: 4 to 64 letters, digits or "-"':
    '必须是银行转账流水号：4 到 64 位字母、数字或“-”',
  'must be a whole percent from 1 to 95': '必须是 1 到 95 之间的整数百分比',
};
