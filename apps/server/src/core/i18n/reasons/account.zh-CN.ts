/** zh-CN refusal reasons of accounts, logins, codes, staff, verification, keys and sub-accounts. */
export const ACCOUNT_REASONS_ZH_CN: Readonly<Record<string, string>> = {
  'account not found': '账号不存在',
  'no account has this id': '没有此 ID 的账号',
  'no account has this phone number': '没有使用此手机号的账号',
  'no active account has this phone': '没有使用此手机号的有效账号',
  'the account is closed': '账号已注销',
  'this is your own account': '这是您自己的账号',
  'you cannot do this to your own account': '不能对自己的账号执行此操作',
  'the account cannot be closed yet: {reason}': '账号暂时不能注销：{reason}',
  'this username is taken': '用户名已被占用',
  'this WeChat is not bound to the account': '此微信未绑定该账号',
  'set a notice email before choosing email notifications': '选择邮件通知前，请先设置通知邮箱',
  'the old password is incorrect': '原密码不正确',
  'a sub-account changes its password with the old one': '子账号需凭原密码修改密码',
  'sub-account not found': '子账号不存在',
  'a main account has at most {max} sub-accounts': '一个主账号最多有 {max} 个子账号',
  'no open session of this account has this id': '此账号没有该 ID 的登录会话',
  'access token expired': '访问令牌已过期',
  'illegal access token': '访问令牌无效',
  // Codes and logins
  'a code was sent less than a minute ago, wait before asking again': '验证码发送不到一分钟，请稍后再获取',
  'a code was sent less than {seconds} seconds ago, wait before asking again':
    '验证码发送不到 {seconds} 秒，请稍后再获取',
  'too many codes for this phone in the last hour': '此手机号一小时内获取验证码次数过多',
  'too many codes for this phone today': '此手机号今天获取验证码次数过多',
  'too many codes requested from this network in the last hour': '当前网络一小时内获取验证码次数过多',
  'too many codes requested from this network today': '当前网络今天获取验证码次数过多',
  'the proof-of-work solution is wrong, expired or already used':
    '浏览器校验（工作量证明）结果错误、已过期或已使用',
  'too many email codes in the last hour': '一小时内获取邮件验证码次数过多',
  'too many school email codes today': '今天获取学校邮箱验证码次数过多',
  'the email code is incorrect or expired': '邮件验证码不正确或已过期',
  'the text message could not be sent, try again later': '短信发送失败，请稍后再试',
  'the code is incorrect': '验证码不正确',
  'the login has expired or had too many wrong codes: log in again':
    '登录已过期或验证码错误次数过多：请重新登录',
  // Second factor and step-up (issue 46)
  'step_up_required: confirm it is you with your second factor, then try again':
    'step_up_required：请先用第二验证因素确认是您本人，再重试',
  'no second factor is enabled on this account': '此账号未开启第二验证因素',
  'a second factor is enabled already: turn it off first': '已开启第二验证因素：请先关闭',
  'no enrolment is under way: start it again': '没有进行中的绑定：请重新开始',
  'another enrolment started at the same time: start it again': '另一个绑定同时开始了：请重新开始',
  // Staff
  'a staff member has this phone already': '已有员工使用此手机号',
  'tickets go to active support or admin members only': '工单只能分派给在职的客服或管理员',
  'another admin must decide an adjustment you asked for': '您发起的调账须由另一位管理员审批',
  'sub-accounts cannot do this': '子账号不能执行此操作',
  'the admin role cannot do this': '管理员角色不能执行此操作',
  'the support role cannot do this': '客服角色不能执行此操作',
  'the finance role cannot do this': '财务角色不能执行此操作',
  'the reviewer role cannot do this': '审核员角色不能执行此操作',
  'the fleet role cannot do this': '机群运维角色不能执行此操作',
  'this application has been decided already': '此申请已处理',
  'this withdrawal has been decided already': '此提现已处理',
  // Real-name verification
  'this verification is decided by its checks, not by staff': '此认证由自动核验决定，不由人工审核',
  'this verification was decided already': '此认证已审核',
  'verification not found': '认证记录不存在',
  'not found': '不存在',
  'check not found': '核验记录不存在',
  'check {id} has not passed': '核验 {id} 未通过',
  'check {id} is not one of yours': '核验 {id} 不是您的',
  'check {id} was used by a submission already': '核验 {id} 已被其他提交使用',
  'the face check has no ID card reading': '人脸核验没有对应的身份证识别结果',
  'read the front of your ID card first': '请先识别身份证人像面',
  'read both sides of your ID card first (POST .../ocr-image), within the last day':
    '请先在一天内识别身份证正反两面（POST .../ocr-image）',
  'your personal verification has passed already': '您的个人认证已通过',
  'your enterprise verification has passed already': '您的企业认证已通过',
  'your student verification has passed already': '您的学生认证已通过',
  'a personal verification of yours is waiting already': '您已有一条个人认证在等待审核',
  'a enterprise verification of yours is waiting already': '您已有一条企业认证在等待审核',
  'a student verification of yours is waiting already': '您已有一条学生认证在等待审核',
  'this number already verifies another account (one number verifies one account)':
    '此号码已用于认证另一个账号（一个号码只能认证一个账号）',
  'no transfer of yours is waiting for its amount': '您没有等待填写金额的对公打款',
  'that is not the amount sent; {left} tries left': '金额与打款金额不符；还可尝试 {left} 次',
  'that is not the amount sent, {tries} times; the enterprise verification is refused':
    '金额已 {tries} 次与打款金额不符；企业认证未通过',
  'the transfer amount was wrong 5 times': '打款金额已错误 5 次',
  'the transfer has not arrived yet; check again later': '打款尚未到账；请稍后再查',
  'corporate transfers are not offered; verify with an authorisation letter (license_letter)':
    '暂不提供对公打款认证；请使用授权书（license_letter）认证',
  'the verification service could not be reached; nothing was counted, try again in a minute':
    '认证服务暂时无法连接；本次不计次数，请一分钟后再试',
  'verification attempts limit reached: at most {max} a day; try again tomorrow':
    '核验次数已达上限：每天最多 {max} 次，请明天再试',
  'does not hold a real date of birth': '其中的出生日期无效',
  'does not hold a region code': '缺少地区码',
  'does not start with a region code': '开头不是有效的地区码',
  'has a wrong check character': '校验位不正确',
  'has a wrong check digit': '校验位不正确',
  'must be 12 to 19 digits': '必须是 12 到 19 位数字',
  'must be 18 characters of digits and capital letters (no I, O, S, V, Z)':
    '必须是 18 位数字和大写字母（不含 I、O、S、V、Z）',
  'must be 18 characters: 17 digits and a digit or X': '必须是 18 位：17 位数字加一位数字或 X',
  // Uploaded files
  'file not found': '文件不存在',
  'file {id} is not one of your uploads': '文件 {id} 不是您上传的',
  'file {id} is not one of your uploads waiting for a submission': '文件 {id} 不是您上传且待提交的文件',
  'file {id} is not one of your uploads waiting to be sent': '文件 {id} 不是您上传且待发送的文件',
  '{count} uploaded files are waiting already; use them first':
    '已有 {count} 个上传的文件待使用：请先使用它们',
  '{count} uploaded files are waiting already; send or delete some first':
    '已有 {count} 个上传的文件待发送：请先发送或删除一些',
  'a {type} file is not a document image or PDF (png, jpeg, webp, pdf)':
    '{type} 文件不是证件图片或 PDF（png、jpeg、webp、pdf）',
  'the file must be an image (png, jpeg or webp)': '文件必须是图片（png、jpeg 或 webp）',
  'not an uploaded file waiting for its release': '不是已上传、待发布的文件',
  'this file address is wrong or has expired; reload the page': '文件地址有误或已过期；请刷新页面',
  'the file is empty': '文件为空',
  'the zip archive is damaged': 'zip 压缩包已损坏',
  'the zip archive is damaged: it has no central directory': 'zip 压缩包已损坏：没有中央目录',
  'the zip archive is damaged: its central directory is cut short': 'zip 压缩包已损坏：中央目录不完整',
  'the zip archive is damaged: a file name is cut short': 'zip 压缩包已损坏：文件名不完整',
  'the zip archive uses ZIP64, which a 10 MB upload never needs':
    'zip 压缩包使用了 ZIP64，10 MB 以内的上传用不到它',
  'the zip archive holds more than {count} files': 'zip 压缩包内的文件超过 {count} 个',
  'the zip archive holds a path outside itself: {path}': 'zip 压缩包内有指向包外的路径：{path}',
  'the zip archive expands more than {n} times its size (a zip bomb)':
    'zip 压缩包解压后超过自身大小的 {n} 倍（疑似压缩炸弹）',
  'the zip archive expands to more than 1 GB (a zip bomb)': 'zip 压缩包解压后超过 1 GB（疑似压缩炸弹）',
  'the file is larger than {mb} MB': '文件超过 {mb} MB',
  'the file is not an allowed type (png, jpeg, webp, gif, pdf, zip, text): it {what}':
    '文件类型不允许（可用 png、jpeg、webp、gif、pdf、zip、文本）：它 {what}',
  'the file is not a zip, tar.gz, exe, msi, dmg, deb, rpm or AppImage file (judged by its bytes)':
    '文件不是 zip、tar.gz、exe、msi、dmg、deb、rpm 或 AppImage 文件（按文件内容判断）',
  'a multipart/form-data body with one file in the field "file" is required':
    '需要 multipart/form-data 请求体，并在 "file" 字段中放一个文件',
  'send exactly one file, in the field "file", and nothing else':
    '只能在 "file" 字段中发送一个文件，不能有其他内容',
  'the multipart body could not be read': '无法读取 multipart 请求体',
  // Webhooks
  'webhook endpoint not found': 'Webhook 端点不存在',
  'an account holds at most {max} webhook endpoints: delete one first':
    '每个账号最多 {max} 个 Webhook 端点：请先删除一个',
  'must be an https:// address': '必须是 https:// 地址',
  'must not carry a user name or password': '不能包含用户名或密码',
  'its host name does not resolve': '其主机名无法解析',
  'its host resolves to a loopback, private, link-local or other non-public address':
    '其主机解析到环回、私有、链路本地或其他非公网地址',
  'choose at least one event': '请至少选择一个事件',
  // SSH keys and access keys
  'SSH key not found': 'SSH 密钥不存在',
  'this key (SHA256:{fingerprint}) is already on your account':
    '此密钥（SHA256:{fingerprint}）已在您的账号中',
  'an account holds at most {max} SSH keys: delete one first': '每个账号最多 {max} 个 SSH 密钥：请先删除一个',
  'is not an OpenSSH public key: paste the line of a .pub file, e.g. ssh-ed25519 AAAA... you@host':
    '不是 OpenSSH 公钥：请粘贴 .pub 文件中的那一行，例如 ssh-ed25519 AAAA... you@host',
  'must be one key: paste a single line of a .pub file': '只能是一个密钥：请粘贴 .pub 文件中的一行',
  'this is a private key: paste the public key (the .pub file) and keep the private one secret':
    '这是私钥：请粘贴公钥（.pub 文件），私钥请妥善保管',
  'DSA keys are not accepted: make an ed25519 key (ssh-keygen -t ed25519)':
    '不接受 DSA 密钥：请生成 ed25519 密钥（ssh-keygen -t ed25519）',
  'an RSA key must have at least {min} bits (this one has {bits})':
    'RSA 密钥至少需要 {min} 位（此密钥为 {bits} 位）',
  '{type} keys are not accepted: use ed25519, ECDSA or RSA (2048 bits or more)':
    '不接受 {type} 密钥：请使用 ed25519、ECDSA 或 RSA（2048 位及以上）',
  'access key not found': '访问密钥不存在',
  'not a key of one of your sub-accounts': '不是您子账号的密钥',
  'an account holds at most {max} access keys: delete one first':
    '每个账号最多 {max} 个访问密钥：请先删除一个',
  'this access key is disabled already': '此访问密钥已停用',
  'this access key was disabled by your main account: only your main account can enable it again':
    '此访问密钥由主账号停用：只有主账号能重新启用',
  'the billing scope is for main accounts (a sub-account has no ledger of its own)':
    'billing 权限仅限主账号（子账号没有自己的账本）',
  'this call needs a signed open-API request': '此接口需要签名的开放 API 请求',
  // Signed open-API requests (after "signed request: ")
  'the X-Access-Key header is missing or malformed': '缺少 X-Access-Key 请求头或格式不对',
  'the X-Nonce header is missing or malformed': '缺少 X-Nonce 请求头或格式不对',
  'the X-Signature header is missing or malformed': '缺少 X-Signature 请求头或格式不对',
  'the X-Timestamp header is missing or malformed': '缺少 X-Timestamp 请求头或格式不对',
  'X-Timestamp is more than 300 seconds from the server clock': 'X-Timestamp 与服务器时间相差超过 300 秒',
  'unknown access key': '访问密钥不存在',
  'this access key is disabled': '此访问密钥已停用',
  'this access key has expired': '此访问密钥已过期',
  'this secret was rotated and its grace period has ended': '此密钥已轮换，宽限期已结束',
  'the account of this access key cannot sign in': '此访问密钥所属账号无法登录',
  'the signature does not match (see the signing scheme in /openapi/v1/openapi.json)':
    '签名不匹配（签名方式见 /openapi/v1/openapi.json）',
  'this nonce was used before': '此 nonce 已使用过',
  'the replay guard did not answer (sign the request anew and send it again)':
    '防重放检查暂时没有应答（请重新签名后再次发送请求）',
  'this access key lacks the {scope} scope': '此访问密钥没有 {scope} 权限',
  'this access key made more than {max} requests in a minute': '此访问密钥一分钟内请求超过 {max} 次',
  "address {ip} is not in this access key's IP allow-list": '地址 {ip} 不在此访问密钥的 IP 白名单中',
  // Agreements
  '{version} is not the version in force of this agreement ({current}); read the current text and accept it':
    '{version} 不是此协议的现行版本（{current}）；请阅读现行文本后再同意',
};
