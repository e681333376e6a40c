/** The pages a service origin answers itself (never the console's), in the reader's language. */
export type ServicePage =
  | 'enter'
  | 'code_used'
  | 'not_running'
  | 'host_off'
  | 'simulated'
  | 'nothing_listening';

type Texts = Record<ServicePage, { title: string; body: (port: number) => string }>;

const EN: Texts = {
  enter: {
    title: 'Open this service from the console',
    body: () =>
      'This address belongs to a service of a GPU Cloud instance. Open it from the console (Instances → Services → Open): the console lets this browser in.',
  },
  code_used: {
    title: 'This link has been used or has expired',
    body: () =>
      'Each link from the console lets one browser in once, within a minute. Open the service again from the console.',
  },
  not_running: {
    title: 'The instance is not running',
    body: () => 'Start the instance in the console, then open the service again.',
  },
  host_off: {
    title: 'Services are turned off on this host',
    body: () => 'The operator has turned services off on the host of this instance for now. SSH still works.',
  },
  simulated: {
    title: 'This instance is simulated',
    body: () => 'Services need a real engine: a simulated instance runs no program to reach.',
  },
  nothing_listening: {
    title: 'Nothing is listening yet',
    body: (port) =>
      `Nothing is listening on port ${port} yet. Start your program on port ${port} (on all interfaces, 0.0.0.0) in the instance, or install the plugin again from the console if the instance restarted, then reload this page.`,
  },
};

const ZH: Texts = {
  enter: {
    title: '请从控制台打开此服务',
    body: () =>
      '此地址属于 GPU 云实例的一个服务。请在控制台中打开（实例 → 服务 → 打开），控制台会为此浏览器授权。',
  },
  code_used: {
    title: '此链接已使用或已过期',
    body: () => '控制台的每个链接只能在一分钟内使用一次。请从控制台重新打开此服务。',
  },
  not_running: { title: '实例未运行', body: () => '请先在控制台开机，再重新打开此服务。' },
  host_off: { title: '此主机已关闭服务', body: () => '运营方暂时关闭了此实例所在主机的服务，SSH 仍可使用。' },
  simulated: { title: '这是模拟实例', body: () => '服务需要真实的引擎：模拟实例中没有可访问的程序。' },
  nothing_listening: {
    title: '尚无程序监听',
    body: (port) =>
      `端口 ${port} 上尚无程序监听。请在实例中启动您的程序并监听 ${port} 端口（所有网卡，0.0.0.0）；若实例重启过，请在控制台重新安装插件，然后刷新本页。`,
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** zh-CN when the reader's first language is Chinese, else en-US. */
export function pageLanguage(acceptLanguage: string | undefined): 'en-US' | 'zh-CN' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** The page's HTML and its own headers: no script, no cookie, nothing of the console. */
export function renderServicePage(page: ServicePage, port: number, acceptLanguage: string | undefined) {
  const language = pageLanguage(acceptLanguage);
  const text = (language === 'zh-CN' ? ZH : EN)[page];
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(text.title)}</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:36rem;margin:12vh auto;padding:0 1rem;color:#1f2328}h1{font-size:1.4rem}</style></head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body(port))}</p></main></body></html>`;
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'content-language': language,
    },
  };
}
