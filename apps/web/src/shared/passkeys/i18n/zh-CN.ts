import type { MessagesOf } from '../../i18n/namespaces';
import type { passkeysEnUS } from './en-US';

/** 通行密钥的中文文本：安全设置页的卡片与登录页的按钮；键与 en-US 相同。 */
export const passkeysZhCN: MessagesOf<typeof passkeysEnUS> = {
  title: '通行密钥',
  description: '用指纹、面容或设备 PIN 登录，无需密码。每个通行密钥保存在您的设备或其密码管理器中。',
  add: '添加通行密钥',
  listLabel: '您的通行密钥',
  empty: '还没有通行密钥。',
  name: '名称',
  nameName: '通行密钥名称',
  nameHint: '用于区分您的通行密钥，例如"工作笔记本"。',
  created: '添加时间',
  lastUsed: '最近使用',
  never: '从未使用',
  actions: '操作',
  rename: '重命名',
  renameNamed: '重命名通行密钥 {{name}}',
  remove: '删除',
  removeNamed: '删除通行密钥 {{name}}',
  cancel: '取消',
  addDialog: {
    title: '添加通行密钥',
    submit: '继续',
    intro: '先为通行密钥命名，再按浏览器的提示创建。',
    done: '已添加通行密钥"{{name}}"。',
  },
  renameDialog: {
    title: '重命名通行密钥',
    submit: '保存',
    done: '通行密钥已重命名为"{{name}}"。',
  },
  removeDialog: {
    title: '删除通行密钥 {{name}}？',
    text: '删除后它将无法再用于登录。请同时从您的设备或密码管理器中删除它。',
    done: '已删除通行密钥"{{name}}"。',
  },
  cancelled: '浏览器未完成通行密钥操作：未做任何更改。',
  unsupported: '此浏览器无法使用通行密钥。',
  login: {
    button: '使用通行密钥登录',
    cancelled: '已取消通行密钥登录。',
  },
};
