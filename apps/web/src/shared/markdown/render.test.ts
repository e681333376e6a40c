import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render';

describe('renderMarkdown (SPEC §5)', () => {
  it('turns single line breaks into <br>', () => {
    expect(renderMarkdown('first line\nsecond line')).toBe('<p>first line<br>\nsecond line</p>\n');
  });

  it('opens links in a new tab without access to this window', () => {
    expect(renderMarkdown('[docs](https://docs.example/a)')).toContain(
      '<a href="https://docs.example/a" target="_blank" rel="noopener noreferrer">docs</a>',
    );
    expect(renderMarkdown('[store](/store)')).toContain(
      '<a href="/store" target="_blank" rel="noopener noreferrer">store</a>',
    );
  });

  it('keeps #anchor links in the same tab', () => {
    const html = renderMarkdown('[up](#top) and <a href="#faq">faq</a>');
    expect(html).toContain('<a href="#top">up</a>');
    expect(html).toContain('<a href="#faq">faq</a>');
    expect(html).not.toContain('target=');
  });

  it('leaves bare URLs as text (linkify off)', () => {
    const html = renderMarkdown('see https://example.com/page and www.example.com');
    expect(html).toBe('<p>see https://example.com/page and www.example.com</p>\n');
  });

  it('renders headings 1 to 6', () => {
    const html = renderMarkdown('# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6\n####### 7');
    for (let level = 1; level <= 6; level += 1) expect(html).toContain(`<h${level}>${level}</h${level}>`);
    expect(html).toContain('####### 7');
  });

  it('keeps raw HTML that is on the allow-list', () => {
    const html = renderMarkdown(
      '<p>a <strong>b</strong> <u>c</u></p>\n\n<img src="/i.png" alt="i" width="20">',
    );
    expect(html).toContain('<p>a <strong>b</strong> <u>c</u></p>');
    expect(html).toContain('<img src="/i.png" alt="i" width="20">');
  });

  it('renders lists, emphasis, code and aligned tables', () => {
    const html = renderMarkdown(
      '**bold** _it_ `code`\n\n- one\n- two\n\n```js\nlet a = 1;\n```\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |',
    );
    expect(html).toContain('<strong>bold</strong> <em>it</em> <code>code</code>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<pre><code class="language-js">let a = 1;\n</code></pre>');
    expect(html).toContain('<th data-align="center">a</th>');
    expect(html).toContain('<td data-align="right">2</td>');
  });

  it('escapes text that only looks like markup', () => {
    expect(renderMarkdown('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>\n');
  });
});
