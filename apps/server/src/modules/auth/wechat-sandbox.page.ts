import type { ConfirmOutcome } from './wechat.service';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type SandboxView = {
  ticket: string;
  purpose: 'bind' | 'login' | null;
  outcome: ConfirmOutcome | 'ask';
};

const MESSAGES: Record<SandboxView['outcome'], string> = {
  ask: 'Scan result: confirm with your WeChat.',
  bound: 'WeChat bound. You can return to the console.',
  'logged-in': 'Login confirmed. You can return to the browser.',
  'not-bound':
    'This WeChat is not bound to any account. Log in with your phone and bind WeChat in Security first.',
  'bound-elsewhere': 'This WeChat is already bound to another account.',
  expired: 'QR not generated or expired. Get a new QR code.',
};

/**
 * The sandbox's stand-in for the WeChat app after a scan: the nickname is the WeChat identity. Its
 * one `<style>` carries the answer's CSP nonce; the page has no script.
 */
export function renderWechatSandboxPage(view: SandboxView, styleNonce: string): string {
  const heading = view.purpose === 'bind' ? 'Bind WeChat' : 'Log in with WeChat';
  const form =
    view.outcome === 'ask' || view.outcome === 'not-bound'
      ? `<form method="post" action="/sandbox/wechat/${encodeURIComponent(view.ticket)}/confirm">
  <label for="nickname">WeChat nickname</label>
  <input id="nickname" name="nickname" required maxlength="40" autocomplete="off">
  <button type="submit">Confirm</button>
</form>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox WeChat</title>
<style nonce="${escapeHtml(styleNonce)}">
body{font-family:system-ui,sans-serif;background:#ededed;color:#333;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.note{color:#555;margin:0 0 16px}
label{display:block;margin-bottom:6px;color:#666}
input{box-sizing:border-box;width:100%;height:36px;border:1px solid #ccc;border-radius:6px;padding:0 10px;margin-bottom:14px;font-size:15px}
button{width:100%;height:40px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:16px;cursor:pointer}
.badge{display:inline-block;font-size:12px;background:#fff4e5;color:#ad6800;border-radius:4px;padding:2px 6px;margin-bottom:12px}
</style>
</head>
<body>
<main>
<span class="badge">Sandbox: no real WeChat is involved</span>
<h1>${escapeHtml(heading)}</h1>
<p class="note" role="status">${escapeHtml(MESSAGES[view.outcome])}</p>
${form}
</main>
</body>
</html>`;
}
