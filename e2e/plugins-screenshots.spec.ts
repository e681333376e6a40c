import { expect, test } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { IMAGE_READY_TIMEOUT } from './pages/CustomImagesPage';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { fullShot, openInLanguage, shot } from './support/screenshots';
import { registerFreshAccount } from './support/session';

// Pictures of instance plugins and custom images in both languages (`npm run screenshots`): the
// plugin page of a running instance (JupyterLab installed) and of a stopped one; the custom
// images page with a ready image, its save and share dialogs, the receiver's "Shared with me",
// and "My images" on the order form.

const LANGUAGES = ['en-US', 'zh-CN'] as const;

test.afterEach(({ request }) => releaseRented(request));

interface OwnImage {
  CustomImageId: number;
  Name: string;
  State: string;
}

for (const language of LANGUAGES) {
  test(`instance plugins and custom images in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(4 * TRANSITION_TIMEOUT);
    const account = await fundedAccount(request, 300);
    const session = account.token;
    const rented = await rentByApi(request, session, { system: 'linux' });
    await waitForStatus(request, session, rented.id, 'running');
    await apiPost(request, '/instance/plugin/install', {
      session,
      instance_id: rented.id,
      plugin: 'jupyterlab',
    });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    await page.goto(`/console/instancePlugin/${rented.name}`);
    await expect(page.getByRole('main').getByRole('article').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /¥/ }).first()).toBeVisible();
    await fullShot(page, `plugins-running-${language}`);

    await apiPost(request, '/instance/stop', { session, instance_id: rented.id });
    await waitForStatus(request, session, rented.id, 'stopped');
    await page.reload();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await fullShot(page, `plugins-stopped-${language}`);

    const imageName = language === 'zh-CN' ? '训练环境-pytorch' : 'training-env-pytorch';
    await page.goto('/console/customizeImage');
    await expect(page.getByRole('banner').getByRole('link', { name: /¥/ }).first()).toBeVisible();
    await page.getByRole('main').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await page.getByTitle(new RegExp(`^${rented.name} · `)).click();
    await dialog.getByRole('textbox').first().fill(imageName);
    await shot(page, `custom-images-save-dialog-${language}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await apiPost(request, '/image/custom/save', {
      session,
      instance_id: rented.id,
      name: imageName,
      description: 'CUDA 12.4, our training scripts',
    });
    let image: OwnImage | undefined;
    await expect
      .poll(
        async () => {
          const { list } = await apiPost<{ list: OwnImage[] }>(request, '/image/custom/list', { session });
          image = list.find((row) => row.Name === imageName);
          return image?.State;
        },
        { timeout: IMAGE_READY_TIMEOUT },
      )
      .toBe('ready');
    const friend = await registerFreshAccount(request);
    await apiPost(request, '/image/custom/share', {
      session,
      image_id: image?.CustomImageId,
      phone: friend.phone,
    });

    await page.reload();
    await expect(page.getByRole('main').getByRole('table').first()).toContainText(friend.phone);
    await fullShot(page, `custom-images-${language}`);
    await page.getByRole('main').getByRole('table').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `custom-images-share-dialog-${language}`);
    await page.keyboard.press('Escape');

    const order = new CreateInstancePage(page);
    await page.goto(`/createInstance?host=${rented.hostId}`);
    await expect(order.heading).toBeVisible();
    const mine = page.getByRole('radio', { name: imageName });
    await mine.scrollIntoViewIfNeeded();
    await shot(page, `custom-images-order-${language}`);
    await page.context().close();

    const other = await openInLanguage(browser, baseURL ?? '', language, { session: friend });
    await other.goto('/console/customizeImage');
    await expect(other.getByRole('main').getByRole('table').nth(1)).toContainText(imageName);
    await fullShot(other, `custom-images-shared-${language}`);
    await other.context().close();
  });
}
