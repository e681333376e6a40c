/** Passkeys' refusals (modules/passkeys/passkey-reasons.ts) in zh-CN, keyed by the English thrown. */
export const PASSKEY_REASONS_ZH_CN: Readonly<Record<string, string>> = {
  'this passkey request has expired or was already used: start again':
    '此通行密钥请求已过期或已使用：请重新开始',
  'this passkey answer was not made for this site': '此通行密钥应答不是为本站生成的',
  'the passkey could not be verified': '无法验证此通行密钥',
  'this passkey is already registered': '此通行密钥已注册',
  'an account holds at most {max} passkeys: remove one first': '每个账号最多 {max} 个通行密钥：请先删除一个',
  'passkey not found': '通行密钥不存在',
  'must be base64url': '必须是 base64url 编码',
  'must be the challenge_id of the options': '必须是选项调用返回的 challenge_id',
  'this passkey was not accepted': '此通行密钥未被接受',
  'must be the challenge_id of the passkey options': '必须是通行密钥选项调用返回的 challenge_id',
  'this account has no passkey: answer with a code': '此账号没有通行密钥：请输入验证码',
};
