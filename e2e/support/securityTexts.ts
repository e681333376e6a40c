/**
 * What the security page's password change and the step-up dialog say, in each language: the
 * screenshot specs that open them in English and in Chinese find their controls by these names.
 */
export const PASSWORD_CHANGE_TEXTS = {
  'en-US': {
    changePassword: 'Change password',
    passwordTitle: 'Change login password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    stepUpTitle: 'Confirm it is you',
  },
  'zh-CN': {
    changePassword: '修改密码',
    passwordTitle: '修改登录密码',
    current: '当前密码',
    next: '新密码',
    confirm: '确认新密码',
    stepUpTitle: '确认是您本人',
  },
} as const;
