/** English texts of the WeChat QR panel and the login page's WeChat way in. zh-CN has the same keys. */
export const wechatEnUS = {
  qr: {
    label: 'WeChat QR code',
    loading: 'Generating the QR code…',
    openSandbox: 'Open the sandbox WeChat confirm page',
    waiting: 'Waiting for a scan…',
    scanned: 'Scanned. Confirm on the phone.',
    confirmed: 'Confirmed',
    expired: 'QR expired',
    refresh: 'Refresh',
    failed: 'The QR code could not be generated.',
    notReady: 'QR not generated or expired',
    renewing: 'Getting a new QR code…',
  },
  login: {
    other: 'Other ways to log in',
    wechat: 'WeChat',
    withWechat: 'Log in with WeChat',
    title: 'Log in with WeChat',
    hint: 'Scan with a WeChat bound to your account, then confirm on the phone.',
    notBound: 'No WeChat bound yet? Log in another way and bind one under Console → Security.',
    back: 'Other ways to log in',
    loggingIn: 'Logging in…',
  },
};
