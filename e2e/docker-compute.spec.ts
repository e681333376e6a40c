import Docker from 'dockerode';
import { Client } from 'ssh2';
import { expect, test } from './fixtures';
import { type InstancesPage, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { dockerJourneySessions, journeyContainerHost, rentOnOrderPage } from './support/dockerJourney';
import { openAs } from './support/session';

/**
 * Real compute (issue 21), on the journey server that runs container instances as Docker containers
 * (the `docker` project of playwright.config.ts): rent a container in the store, SSH into it through
 * the product's gateway, see the rented CPU and memory, keep a file on the data disk across a stop
 * and a start, release it, and find the container and its volume gone from the engine.
 */
test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

const docker = new Docker({ socketPath: process.env.DOCKER_SOCKET ?? '/var/run/docker.sock' });

interface Login {
  host: string;
  port: number;
  username: string;
  password: string;
}

/** Runs one command over SSH through the gateway; answers its output and exit code. */
function sshRun(login: Login, command: string): Promise<{ out: string; code: number }> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    client
      .on('ready', () => {
        client.exec(command, (error, stream) => {
          if (error) {
            client.end();
            reject(error);
            return;
          }
          let out = '';
          stream.on('data', (chunk: Buffer) => {
            out += chunk.toString('utf8');
          });
          stream.stderr.on('data', (chunk: Buffer) => {
            out += chunk.toString('utf8');
          });
          stream.on('close', (code: number | null) => {
            client.end();
            resolve({ out: out.trim(), code: code ?? -1 });
          });
        });
      })
      .on('error', reject)
      .connect({ ...login, readyTimeout: 20_000 });
  });
}

/** The SSH details the console's dialog shows, read from its copy fields. */
async function sshLoginFromDialog(instances: InstancesPage, name: string): Promise<Login> {
  const dialog = await instances.open(name, 'SSH', `SSH and VNC of ${name}`);
  // Each detail is a term and its value (<dt>/<dd>), as the dialog shows it.
  const field = async (label: string) =>
    (
      (await dialog
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd/code')
        .textContent()) ?? ''
    ).trim();
  const login = {
    host: await field('Host'),
    port: Number(await field('Port')),
    username: await field('Username'),
    password: await field('Password'),
  };
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  return login;
}

test('rent a container, SSH in, see its CPU and memory, keep a file across stop and start, release it: the engine has nothing left', async ({
  browser,
  request,
  baseURL,
}) => {
  // A container host of this journey's own, sized to this machine: one core and 1 GiB per GPU.
  const sessions = await dockerJourneySessions();
  const host = await journeyContainerHost(request, sessions);
  const { context, page } = await openAs(browser, baseURL, sessions.customer);

  const { instances, name } = await rentOnOrderPage(page, request, sessions.customer, host.id);
  // A real container: no "Simulated" label (issue 40; the main server's fleet has one, simulated-label.spec.ts).
  await expect(instances.instance(name).getByRole('note').filter({ hasText: 'Simulated' })).toHaveCount(0);

  // The container is on the engine, labelled with the instance.
  const containers = () => docker.listContainers({ all: true, filters: { label: [`gpucloud.key=${name}`] } });
  const volumes = async () =>
    ((await docker.listVolumes({ filters: { label: [`gpucloud.key=${name}`] } })).Volumes ?? []).length;
  expect(await containers()).toHaveLength(1);

  const login = await sshLoginFromDialog(instances, name);
  expect(await sshRun(login, 'nproc')).toEqual({ out: '1', code: 0 });
  const memory = await sshRun(
    login,
    'cat /sys/fs/cgroup/memory.max 2>/dev/null || cat /sys/fs/cgroup/memory/memory.limit_in_bytes',
  );
  expect(memory).toEqual({ out: String(1024 ** 3), code: 0 });
  expect((await sshRun(login, 'echo kept > /root/data/journey.txt && exit 7')).code).toBe(7);

  // Stop, then start: the data disk keeps the file.
  const stop = await instances.open(name, 'Stop', `Stop ${name}?`);
  await stop.getByRole('button', { name: 'Stop', exact: true }).click();
  await instances.expectStatus(name, 'Shut down');
  expect((await containers())[0]?.State).not.toBe('running');
  await expect(sshRun(login, 'true')).rejects.toThrow();
  await instances.action(name, 'Start').click();
  await instances.expectStatus(name, 'Running');
  expect(await sshRun(login, 'cat /root/data/journey.txt')).toEqual({ out: 'kept', code: 0 });

  // Released: the engine has neither the container nor its data volume.
  const stopAgain = await instances.open(name, 'Stop', `Stop ${name}?`);
  await stopAgain.getByRole('button', { name: 'Stop', exact: true }).click();
  await instances.expectStatus(name, 'Shut down');
  const release = await instances.open(name, 'Release', `Release ${name}?`);
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await expect.poll(async () => (await containers()).length, { timeout: TRANSITION_TIMEOUT }).toBe(0);
  await expect.poll(volumes, { timeout: TRANSITION_TIMEOUT }).toBe(0);
  await context.close();
});
