import type { sshKeysEnUS } from './en-US';

/** SSH 密钥页面的中文文案，与 en-US 的键一致。 */
export const sshKeysZhCN: typeof sshKeysEnUS = {
  intro: '用密钥代替密码通过 SSH 登录实例：在此添加公钥，然后用 ssh -i 和私钥连接。',
  cancel: '取消',
  retry: '重试',
  never: '从未',
  toolbar: {
    add: '添加 SSH 密钥',
    count: '已有 {{count}} 个，最多 {{max}} 个',
    full: '您已有 {{max}} 个密钥，已达上限。请删除一个后再添加。',
  },
  table: {
    label: 'SSH 密钥',
    loadFailed: '无法加载您的 SSH 密钥。',
    columns: {
      name: '名称',
      type: '类型',
      fingerprint: '指纹',
      added: '添加时间',
      lastUsed: '最近使用',
      actions: '操作',
    },
    delete: '删除 {{name}}',
  },
  empty: {
    title: '还没有 SSH 密钥',
    body: '在您自己的电脑上生成密钥（私钥留在本机），然后添加公钥，即 .pub 文件：',
    show: '用以下命令查看公钥：',
  },
  addDialog: {
    title: '添加 SSH 密钥',
    name: '名称',
    nameName: '名称',
    nameHint: '用于区分密钥，例如密钥所在的电脑。',
    publicKey: '公钥',
    publicKeyHint: '.pub 文件中的一行：ed25519、ECDSA 或不少于 2048 位的 RSA。切勿粘贴私钥。',
    publicKeyRequired: '请粘贴公钥。',
    submit: '添加密钥',
    done: '已添加密钥 {{name}}。',
  },
  deleteDialog: {
    title: '删除 SSH 密钥 {{name}}？',
    body: '此后使用密钥 {{fingerprint}} 的登录将被拒绝。',
    confirm: '删除',
    done: '已删除密钥 {{name}}。',
  },
};
