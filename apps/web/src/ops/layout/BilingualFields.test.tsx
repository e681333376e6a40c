import { Form, Input } from 'antd';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BilingualFields } from './BilingualFields';

const TEXTS = {
  'en-US': { name: 'name_en', description: 'description_en' },
  'zh-CN': { name: 'name', description: 'description' },
} as const;

/** An editor of a name and an optional description, started from `values`. */
function render(values: Record<string, string>) {
  return renderToStaticMarkup(
    <Form layout="vertical" initialValues={values}>
      <BilingualFields
        texts={TEXTS}
        fields={[
          {
            field: 'name',
            label: { 'en-US': 'Name (English)', 'zh-CN': 'Name (Chinese)' },
            control: (language) => <Input lang={language} />,
          },
          {
            field: 'description',
            label: (name) => (name === 'description_en' ? 'Description (English)' : 'Description (Chinese)'),
            control: (language) => <Input.TextArea rows={2} lang={language} />,
            optional: true,
          },
        ]}
      />
    </Form>,
  );
}

/** The markup of the column headed by `language`, up to the next column. */
const columnOf = (html: string, language: string) => {
  const start = html.indexOf(`>${language}</h2>`);
  const next = html.indexOf('</section>', start);
  return html.slice(start, next);
};

describe('the two languages of a staff editor', () => {
  it('puts each language’s fields, labelled by their own names, in that language’s column', () => {
    const html = render({ name_en: 'Tool', name: '工具' });
    const english = columnOf(html, 'English');
    const chinese = columnOf(html, 'Chinese (中文)');
    expect(html.indexOf('>English</h2>')).toBeLessThan(html.indexOf('>Chinese (中文)</h2>'));
    expect(english).toContain('Name (English)');
    expect(english).toContain('Description (English)');
    expect(english).toContain('value="Tool"');
    expect(english).not.toContain('Chinese)');
    expect(chinese).toContain('Name (Chinese)');
    expect(chinese).toContain('value="工具"');
    expect(chinese).toMatch(/<input[^>]*lang="zh-CN"/);
    expect(html).toMatch(/<label for="name_en"[^>]*>Name \(English\)<\/label>/);
    expect(html).toContain('id="name_en"');
  });

  it('says which language is not written yet, not counting an optional text left empty', () => {
    const onlyChinese = render({ name_en: '', name: '工具' });
    expect(columnOf(onlyChinese, 'English')).toContain('Not written in English yet.');
    expect(columnOf(onlyChinese, 'Chinese (中文)')).not.toContain('Not written');
    expect(render({ name_en: 'Tool', name: '工具' })).not.toContain('Not written');
    expect(render({ name_en: ' ', name: '' }).match(/Not written/g)).toHaveLength(2);
  });
});
