import type { VerifyCheckKind } from '@gpucloud/domain';
import {
  editableFacts,
  FAIL_REASONS,
  SANDBOX_VERIFICATION_PATH,
  type SandboxFacts,
} from './sandbox-verification';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SandboxCheckView {
  ref: string;
  kind: VerifyCheckKind | null;
  state: 'pending' | 'passed' | 'refused' | 'unknown';
  reason: string;
  facts: SandboxFacts;
  returnUrl: string | null;
}

const TITLES: Record<VerifyCheckKind, string> = {
  id_card_ocr: 'ID card reading (OCR)',
  license_ocr: 'Business licence reading (OCR)',
  face: 'Face check',
  bank_card: 'Bank card four-element check',
  corporate_transfer: 'Corporate transfer',
};

const LABELS: Record<string, string> = {
  name: 'Name',
  idNumber: 'ID number',
  validFrom: 'Valid from',
  validTo: 'Valid to',
  companyName: 'Company name',
  registrationNumber: 'Credit code',
  legalPerson: 'Legal person',
  similarity: 'Similarity (0-100)',
  person: 'Person',
  card: 'Card',
  company: 'Company',
  account: 'Account',
  amount: 'Amount sent (yuan)',
  side: 'Side',
};

const MESSAGES: Record<SandboxCheckView['state'], string> = {
  pending: 'Decide this check as the provider would.',
  passed: 'Decided: passed. Return to the console; it updates by itself.',
  refused: 'Decided: failed. Return to the console; it updates by itself.',
  unknown: 'No such check.',
};

function factsList(view: SandboxCheckView, editable: readonly string[]): string {
  const shown = Object.entries(view.facts).filter(
    ([field]) => !editable.includes(field) || view.state !== 'pending',
  );
  if (shown.length === 0) return '';
  return `<dl>${shown
    .map(([field, value]) => `<dt>${escapeHtml(LABELS[field] ?? field)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>`;
}

function decisionForm(view: SandboxCheckView, kind: VerifyCheckKind, editable: readonly string[]): string {
  const inputs = editable
    .map(
      (field) =>
        `<label>${escapeHtml(LABELS[field] ?? field)}<input name="${field}" value="${escapeHtml(view.facts[field] ?? '')}"></label>`,
    )
    .join('');
  return `<form method="post" action="${SANDBOX_VERIFICATION_PATH}/${encodeURIComponent(view.ref)}">
${inputs}
<label>Reason if it fails<input name="reason" value="${escapeHtml(FAIL_REASONS[kind])}"></label>
<div class="actions"><button type="submit" name="decision" value="pass">Pass</button><button type="submit" name="decision" value="fail" class="fail">Fail</button></div>
</form>`;
}

/**
 * The sandbox's page of one check: what a provider would have read or been told, and Pass / Fail
 * buttons for the tester (OCR readings editable first). No script; its one `<style>` has the CSP nonce.
 */
export function renderSandboxCheckPage(view: SandboxCheckView, styleNonce: string): string {
  const kind = view.kind;
  const editable = kind && view.state === 'pending' ? editableFacts(kind).filter((f) => f in view.facts) : [];
  const body =
    kind === null
      ? ''
      : `${factsList(view, editable)}
${view.state === 'refused' ? `<p>Reason: ${escapeHtml(view.reason)}</p>` : ''}
${view.state === 'pending' ? decisionForm(view, kind, editable) : ''}
${view.state !== 'pending' && view.returnUrl ? `<p><a href="${escapeHtml(view.returnUrl)}">Return to the console</a></p>` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox verification</title>
<style nonce="${escapeHtml(styleNonce)}">
body{font-family:system-ui,sans-serif;background:#f5f7fb;color:#333;margin:0}
main{max-width:460px;margin:48px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#555;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#666}dd{margin:0;word-break:break-all}
label{display:block;margin:0 0 12px;color:#555;font-size:14px}input{display:block;width:100%;box-sizing:border-box;height:34px;margin-top:4px;padding:0 8px;border:1px solid #ccc;border-radius:4px;font-size:15px}
.actions{display:flex;gap:12px}button{flex:1;height:40px;border:0;border-radius:6px;background:#2f6bea;color:#fff;font-size:16px;cursor:pointer}button.fail{background:#c42b2b}
.badge{display:inline-block;font-size:12px;background:#fff4e5;color:#8a5300;border-radius:4px;padding:2px 6px;margin-bottom:12px}
</style>
</head>
<body>
<main>
<span class="badge">Sandbox: no real check is made</span>
<h1>${escapeHtml(kind ? TITLES[kind] : 'Sandbox verification')}</h1>
<p class="note" role="status">${MESSAGES[view.state]}</p>
${body}
</main>
</body>
</html>`;
}
