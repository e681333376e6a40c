import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Staff calls the docs tests build their tree with; each answers `data` or fails the test. */
export function docsAuthor(app: TestApp, support: string) {
  const call = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    const reply = await app.post<T>(path, { session: support, ...body });
    expect(reply.body.status, `${path}: ${reply.body.reason}`).toBe(0);
    return reply.body.data;
  };
  return {
    call,
    category: async (name: string, parentId = 0) =>
      (
        await call<{ Id: number }>('/ops/create_doc_category', {
          parent_id: parentId,
          name_zh: `${name} 中文`,
          name_en: name,
        })
      ).Id,
    draft: async (
      categoryId: number,
      text: { title_zh?: string; title_en?: string; body_zh?: string; body_en?: string },
    ) => (await call<{ Id: number }>('/ops/create_doc_article', { category_id: categoryId, ...text })).Id,
    published: async (
      categoryId: number,
      text: { title_zh?: string; title_en?: string; body_zh?: string; body_en?: string },
    ) => {
      const { Id } = await call<{ Id: number }>('/ops/create_doc_article', {
        category_id: categoryId,
        ...text,
      });
      await call('/ops/publish_doc_article', { id: Id });
      return Id;
    },
  };
}
