import type { Message, Notification } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/builders';
import { createTestApp, type TestApp } from '../test/test-app';
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
      const notifications = await app.post<{ data: Notification[]; unread: number }>(
        '/notifications/get_list',
        {
          session: token,
        },
      );
      const messages = await app.post<{ data: Message[] }>('/messages/get_list', { session: token });
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
    expect(chinese.titles).toEqual(['算力券已到账', '欢迎使用 GPU Cloud']);
    expect(chinese.texts[0]).toMatch(/^50\.00 元算力券已添加到您的账户/);
    expect(chinese.messages[0]).toMatch(/^50\.00 元算力券/);
  });
});
