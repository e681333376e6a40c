/**
 * Chinese text of the validation messages written in @gpucloud/contracts. English needs no table:
 * the contract text is already English.
 */
export const zodMessagesZhCN: Record<string, string> = {
  'must be an 11-digit mainland mobile number': '必须是 11 位中国大陆手机号',
  'must be at least 8 characters': '至少需要 8 个字符',
  'must be at most 128 characters': '最多 128 个字符',
  'must be 6 digits': '必须是 6 位数字',
  'must be 3-32 letters, digits, dots, dashes or underscores': '必须是 3-32 位字母、数字、点、短横线或下划线',
  'must be at least 2 characters': '至少需要 2 个字符',
  'must be at most 100 characters': '最多 100 个字符',
};
