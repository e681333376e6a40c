import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { openAs, registerFreshAccount } from './support/session';

/** A receiver on this machine (the e2e server allows 127.0.0.1 and http for it, playwright.config.ts). */
async function startReceiver() {
  const events: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      events.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received by e2e');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, events, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a customer registers a webhook endpoint, copies its secret once and sees a test delivery', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  try {
    const account = await registerFreshAccount(request);
    const { page } = await openAs(browser, baseURL, account);
    await page.goto('/console/webhooks');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Webhook endpoints' })).toContainText('No endpoints yet');

    // A private address is refused by the server, naming the URL.
    await main.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill('http://10.0.0.8/hooks');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('url');

    const url = `http://127.0.0.1:${receiver.port}/gpucloud`;
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Description').fill('e2e receiver');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secretDialog).toContainText('whsec_');
    await secretDialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    const endpoints = main.getByRole('table', { name: 'Webhook endpoints' });
    await expect(endpoints).toContainText(url);
    await expect(endpoints).toContainText('whsec_…');
    await main
      .getByRole('group', { name: `Actions of ${url}` })
      .getByRole('button', { name: 'Send test event' })
      .click();

    const deliveries = main.getByRole('table', { name: 'Deliveries' });
    const row = deliveries.getByRole('row', { name: /Test event/ });
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('200');
    await expect(row).toContainText('received by e2e');
    expect(receiver.events).toHaveLength(1);
    expect(JSON.parse(receiver.events[0] ?? '{}')).toMatchObject({ type: 'webhook.test' });

    // Paused, it says so; the switch is labelled by its URL.
    await main.getByRole('switch', { name: `Deliver to ${url}` }).click();
    await expect(endpoints).toContainText('Paused');
  } finally {
    await receiver.close();
  }
});
