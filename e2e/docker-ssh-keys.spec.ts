import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { SshKeysPage } from './pages/SshKeysPage';
import { dockerJourneySessions, journeyContainerHost, rentOnOrderPage } from './support/dockerJourney';
import { shot } from './support/screenshots';
import { openAs } from './support/session';

/**
 * SSH keys on real compute (issue 40), on the journey server whose containers are Docker's: rent a
 * container, add a key made by ssh-keygen in the account centre, copy the ssh command from the
 * access dialog and log in with OpenSSH's `ssh -i` and no password: nproc answers what was rented.
 */
test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

/** OpenSSH's ssh with the key only (BatchMode: it never asks for a password). */
function sshWithKey(
  command: string,
  keyFile: string,
  remote: string,
): Promise<{ out: string; code: number }> {
  // The console's command is `ssh -p PORT name@host`: its arguments after `ssh`, the key first.
  const args = command.split(/\s+/).slice(1);
  const options = ['-i', keyFile, '-o', 'BatchMode=yes', '-o', 'IdentitiesOnly=yes'];
  const noHostCheck = ['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null'];
  return new Promise((resolve) => {
    execFile('ssh', [...options, ...noHostCheck, ...args, remote], { timeout: 30_000 }, (error, stdout) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ out: stdout.trim(), code });
    });
  });
}

test('add an SSH key in the account centre and log in with ssh -i: no password, the rented share answers', async ({
  browser,
  request,
  baseURL,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-ssh-key-'));
  const keyFile = path.join(dir, 'id_ed25519');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'journey@e2e', '-f', keyFile]);
  const publicKey = readFileSync(`${keyFile}.pub`, 'utf8').trim();
  const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${keyFile}.pub`])
    .toString()
    .split(' ')[1];
  const keyName = `journey ${Date.now()}`;

  const sessions = await dockerJourneySessions();
  const host = await journeyContainerHost(request, sessions, { dataDiskGb: 20 });
  const { context, page } = await openAs(browser, baseURL, sessions.customer);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Debian 12 (the base image, with procps): busybox's free asks the kernel, not /proc/meminfo.
  const { instances, name } = await rentOnOrderPage(page, request, sessions.customer, host.id, {
    image: /Debian 12/,
  });

  // The account centre: a private key is refused with the server's reason; the public key is added.
  const keys = new SshKeysPage(page);
  await keys.goto();
  await keys.add(keyName, readFileSync(keyFile, 'utf8'));
  await expect(keys.addDialog.getByRole('alert')).toContainText('this is a private key');
  await keys.addDialog.getByRole('textbox', { name: 'Public key' }).fill(publicKey);
  await keys.addDialog.getByRole('button', { name: 'Add key' }).click();
  await expect(keys.addDialog).toBeHidden();
  await expect(keys.row(keyName)).toContainText(fingerprint ?? 'SHA256:');
  await expect(keys.row(keyName)).toContainText('Never');
  await shot(page, 'ssh-keys-docker-en-US');

  // The access dialog: copy the ssh command (with -i, as the account holds keys) and run it.
  await page.goto('/console/dashboard');
  const dialog = await instances.open(name, 'SSH', `SSH and VNC of ${name}`);
  await dialog.getByRole('button', { name: 'Copy SSH command with your key' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^ssh -i ~/\\.ssh/id_ed25519 -p \\d+ ${name}@`));
  await expect(dialog.getByRole('switch', { name: /Password login/ })).toBeChecked();
  await shot(page, 'ssh-access-dialog-docker-en-US');
  const command = copied.replace('-i ~/.ssh/id_ed25519 ', '');
  expect(await sshWithKey(command, keyFile, 'nproc')).toEqual({ out: '1', code: 0 });
  // The machine shows what was rented: 1 GiB of memory to free, a 20 GB data disk to df (ext4 keeps
  // a little for itself), not the host's.
  const memory = await sshWithKey(command, keyFile, "free -g | awk '/^Mem:/ {print $2}'");
  expect(memory).toEqual({ out: '1', code: 0 });
  const disk = await sshWithKey(command, keyFile, 'df -h /root/data');
  expect(disk.code).toBe(0);
  expect(disk.out.split('\n')[1]).toMatch(/\s(19|20)G\s.*\/root\/data$/);

  // Keys only: the switch turns password login off, and the key still works.
  await dialog.getByRole('switch', { name: /Password login/ }).click();
  await expect(dialog.getByRole('switch', { name: /Password login/ })).not.toBeChecked();
  await expect(dialog).toContainText('SSH keys only');
  expect(await sshWithKey(command, keyFile, 'echo $((6*7))')).toEqual({ out: '42', code: 0 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The key shows when it was last used; deleted, it opens nothing.
  await keys.goto();
  await expect(keys.row(keyName)).not.toContainText('Never');
  await keys.remove(keyName);
  await expect(keys.row(keyName)).toHaveCount(0);
  expect((await sshWithKey(command, keyFile, 'true')).code).toBe(255);

  // Released, so the engine keeps nothing of the journey.
  await page.goto('/console/dashboard');
  const stop = await instances.open(name, 'Stop', `Stop ${name}?`);
  await stop.getByRole('button', { name: 'Stop', exact: true }).click();
  await instances.expectStatus(name, 'Shut down');
  const release = await instances.open(name, 'Release', `Release ${name}?`);
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await context.close();
  rmSync(dir, { recursive: true, force: true });
});
