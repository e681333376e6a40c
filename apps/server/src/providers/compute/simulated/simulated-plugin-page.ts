/** What the simulated fleet's plugin page shows: the plugin running on a machine, or why it does not answer. */
export interface PluginPageView {
  plugin: string;
  instanceName: string;
  state: 'open' | 'token' | 'stopped' | 'unknown';
  /** The action of the token form (the page's own path). */
  path: string;
}

export const PLUGIN_TITLES: Record<string, string> = {
  jupyterlab: 'JupyterLab',
  tensorboard: 'TensorBoard',
  code_server: 'code-server',
  monitor: 'Monitoring panel',
};

const MESSAGES: Record<PluginPageView['state'], string> = {
  open: 'Running. This is the simulated fleet: the real plugin would answer here.',
  token: 'Enter the token shown in the console to open it.',
  stopped: 'The instance is not running: start it in the console and open this address again.',
  unknown: 'No such plugin on this machine.',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page an installed plugin's address answers with on the simulated fleet (a real engine's
 * plugin in production). A wrong or missing token gets the token form, as JupyterLab does. Its one
 * `<style>` carries the answer's CSP nonce; the page has no script.
 */
export function renderPluginPage(view: PluginPageView, styleNonce: string): string {
  const name = PLUGIN_TITLES[view.plugin] ?? view.plugin;
  const title = view.state === 'unknown' ? 'Plugin not found' : `${name} on ${view.instanceName}`;
  const form =
    view.state === 'token'
      ? `<form method="get" action="${escapeHtml(view.path)}"><label for="token">Token</label><input id="token" name="token" type="password" autocomplete="off" required><button type="submit">Open</button></form>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(styleNonce)}">
body{font-family:system-ui,sans-serif;background:#f5f7fb;color:#333;margin:0}
main{max-width:520px;margin:48px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.note{color:#666;margin:0 0 16px}
form{display:grid;gap:8px}input{height:36px;border:1px solid #d9d9d9;border-radius:6px;padding:0 10px}
button{height:40px;border:0;border-radius:6px;background:#417AFF;color:#fff;font-size:16px;cursor:pointer}
.badge{display:inline-block;font-size:12px;background:#fff4e5;color:#ad6800;border-radius:4px;padding:2px 6px;margin-bottom:12px}
</style>
</head>
<body>
<main>
<span class="badge">Sandbox: simulated compute fleet</span>
<h1>${escapeHtml(title)}</h1>
<p class="note" role="status">${MESSAGES[view.state]}</p>
${form}
</main>
</body>
</html>`;
}
