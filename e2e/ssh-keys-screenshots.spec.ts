import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { releaseRented, rentByApi, waitForStatus } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { fullShot, openInLanguage, shot } from './support/screenshots';

// Pictures of the SSH keys page (empty, with keys, the add dialog refusing a short RSA key) and of
// an instance's access dialog (the ssh -i command, password login off) in both languages
// (`npm run screenshots`).

const LANGUAGES = ['en-US', 'zh-CN'] as const;

test.afterEach(({ request }) => releaseRented(request));

/** A public key line made by ssh-keygen. */
function publicKey(type: string, bits?: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-shot-key-'));
  const file = path.join(dir, 'id');
  const size = bits === undefined ? [] : ['-b', String(bits)];
  execFileSync('ssh-keygen', ['-q', '-t', type, ...size, '-N', '', '-C', 'me@laptop', '-f', file]);
  const line = readFileSync(`${file}.pub`, 'utf8').trim();
  rmSync(dir, { recursive: true, force: true });
  return line;
}

for (const language of LANGUAGES) {
  test(`SSH keys page and access dialog in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const account = await fundedAccount(request, 300);
    const session = account.token;
    const rented = await rentByApi(request, session, { system: 'linux' });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    const main = page.getByRole('main');
    await page.goto('/console/sshKeys');
    await expect(main.getByText('ssh-keygen -t ed25519')).toBeVisible();
    await fullShot(page, `ssh-keys-empty-${language}`);

    for (const [name, line] of [
      ['work laptop', publicKey('ed25519')],
      ['build server', publicKey('ecdsa', 384)],
      ['old desktop', publicKey('rsa', 3072)],
    ] as const)
      await apiPost(request, '/ssh_key/add', { session, name, public_key: line });
    await page.reload();
    await expect(main.getByRole('table').getByRole('rowheader')).toHaveCount(3);
    await fullShot(page, `ssh-keys-${language}`);

    await main.getByRole('button', { name: /Add SSH key|添加 SSH 密钥/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill('old key');
    await dialog.getByRole('textbox').nth(1).fill(publicKey('rsa', 1024));
    await dialog.getByRole('button', { name: /^(Add key|添加密钥)$/ }).click();
    await expect(dialog.getByRole('alert')).toContainText('2048');
    await shot(page, `ssh-key-add-refused-${language}`);
    await page.keyboard.press('Escape');

    await waitForStatus(request, session, rented.id, 'running');
    await apiPost(request, '/instance/set_ssh_password_login', {
      session,
      instance_id: rented.id,
      enabled: false,
    });
    await page.goto('/console/dashboard');
    const card = main.getByRole('article', { name: rented.name, exact: true });
    await card.getByRole('button', { name: `SSH ${rented.name}`, exact: true }).click();
    const access = page.getByRole('dialog');
    await expect(access.getByRole('switch')).not.toBeChecked();
    await expect(access.getByText(/ssh -i ~\/\.ssh\/id_ed25519/)).toBeVisible();
    await shot(page, `ssh-access-dialog-${language}`);
  });
}
