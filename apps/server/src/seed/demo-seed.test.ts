import type { WorkOrderCategory, WorkOrderDocument } from '@gpucloud/contracts';
import { catalogEndpoints, inboxEndpoints, templatesEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../testing/builders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('demo seed', () => {
  it("fills the demo account's inbox with templated items, read in the account's language", async () => {
    expect(await seedDemoData(app.deps)).toBe(true);
    expect(await seedDemoData(app.deps)).toBe(false);
    const { token } = await loginAs(app, DEMO_ACCOUNTS.main);
    const read = async () => {
      const notifications = await app.call(inboxEndpoints.notificationList, {
        session: token,
      });
      const messages = await app.call(inboxEndpoints.messageList, { session: token });
      return {
        titles: notifications.body.data.data.map((n) => n.Title),
        texts: notifications.body.data.data.map((n) => n.Original),
        unread: notifications.body.data.unread,
        messages: messages.body.data.data.map((m) => m.Message),
      };
    };

    const english = await read();
    expect(english.titles).toEqual(['Compute vouchers received', 'Welcome to GPU Cloud']);
    expect(english.texts[0]).toMatch(/^50\.00 in compute vouchers were added/);
    expect(english.unread).toBe(1);
    expect(english.messages).toHaveLength(2);

    await app.post('/set_language', { session: token, language: 'zh-CN' });
    const chinese = await read();
    expect(chinese.titles).toEqual(['算力券已到账', '欢迎使用 GPU 云']);
    expect(chinese.texts[0]).toMatch(/^50\.00 元算力券已添加到您的账户/);
    expect(chinese.messages[0]).toMatch(/^50\.00 元算力券/);
  });

  it('offers three help categories, every subcategory typed, and bilingual documents', async () => {
    const { token } = await loginAs(app, DEMO_ACCOUNTS.main);
    const get = async <T>(path: string) =>
      (
        await app.server.inject({
          method: 'GET',
          url: `/third-party/api/v1/work-order/${path}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ status: number; data: T }>().data;
    const { categories } = await get<{ categories: WorkOrderCategory[] }>('categories');
    expect(categories.map((category) => category.name_en)).toEqual(['Instances', 'Billing', 'Account']);
    const ssh = categories[0]?.subcategories.find((sub) => sub.name_en === 'Cannot connect by SSH');
    expect(ssh?.resource_type).toBe('instance');
    let documents = 0;
    for (const sub of categories.flatMap((category) => category.subcategories)) {
      const read = await get<{ documents: WorkOrderDocument[] }>(`documents?subcategory_id=${sub.id}`);
      for (const document of read.documents) {
        expect(document.content).toMatch(/\p{Script=Han}/u);
        expect(document.content_en).not.toMatch(/\p{Script=Han}/u);
        documents += 1;
      }
    }
    expect(documents).toBeGreaterThanOrEqual(4);
  });

  it('publishes public templates, and the vLLM models deploy through the vLLM server', async () => {
    const { token } = await loginAs(app, DEMO_ACCOUNTS.main);
    const listed = await app.call(templatesEndpoints.list, { session: token });
    expect(listed.body.data.Public.map((template) => template.Name)).toEqual([
      'PyTorch Gradio app',
      'vLLM OpenAI-compatible server',
    ]);
    const vllm = listed.body.data.Public.find((template) => template.Name.startsWith('vLLM'));
    expect(vllm?.Ports).toEqual([{ Port: 8000, Label: 'OpenAI API' }]);
    const models = await app.call(catalogEndpoints.aiModels, { page: 1, page_size: 50 });
    const qwen = models.body.data.data.find((model) => model.Name === 'Qwen2.5 7B Instruct');
    expect(qwen?.TemplateId).toBe(vllm?.TemplateId);
    const whisper = models.body.data.data.find((model) => model.Name === 'Whisper large-v3');
    expect(whisper?.TemplateId).toBeNull();
  });
});
