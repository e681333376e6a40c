import { decodeHTMLAttribute } from 'entities/decode';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render';
import { safeUrl } from './sanitize';
import { FORBIDDEN_TAGS, XSS_CORPUS } from './xssCorpus';

interface Tag {
  name: string;
  attributes: Record<string, string>;
}

/** Start tags of the renderer's output, which always writes attributes as name="escaped value". */
function startTags(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)].map(([, name = '', rest = '']) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries(
      [...rest.matchAll(/([^\s="'/]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        decodeHTMLAttribute(value),
      ]),
    ),
  }));
}

const DANGEROUS_SCHEME = /^(javascript|vbscript|file|data):/i;

function schemeOf(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme
  return url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

describe('renderMarkdown against the XSS corpus', () => {
  it.each(XSS_CORPUS)('$name', ({ source, keeps = [] }) => {
    const html = renderMarkdown(source);
    const tags = startTags(html);

    for (const tag of tags) {
      expect(FORBIDDEN_TAGS, `<${tag.name}> in ${html}`).not.toContain(tag.name);
      for (const [name, value] of Object.entries(tag.attributes)) {
        expect(name, `${name} on <${tag.name}>`).not.toMatch(/^on/);
        expect(['srcdoc', 'action', 'formaction', 'xlink:href', 'data']).not.toContain(name);
        expect(name, 'no inline style: the CSP refuses style attributes').not.toBe('style');
        if (name === 'data-align') expect(value).toMatch(/^(left|right|center)$/);
        if (name === 'href' || name === 'src') {
          const url = schemeOf(value);
          const allowedImage = tag.name === 'img' && /^data:image\/(gif|png|jpeg|webp);/.test(url);
          if (!allowedImage) expect(url, `${name} of <${tag.name}>`).not.toMatch(DANGEROUS_SCHEME);
        }
      }
      if (tag.name === 'a' && tag.attributes.href !== undefined && !tag.attributes.href.startsWith('#')) {
        expect(tag.attributes.target).toBe('_blank');
        expect(tag.attributes.rel).toBe('noopener noreferrer');
      }
    }
    expect(html).not.toMatch(/<\s*\/?\s*(script|iframe|object|embed|svg|math|style|form)\b/i);
    expect(html).not.toMatch(/expression\s*\(|url\s*\(\s*javascript/i);
    expect(html).not.toContain('removed]');
    for (const kept of keeps) expect(html).toContain(kept);
  });

  it('drops the content of script and style elements, not just the tags', () => {
    const html = renderMarkdown('before <script>window.__xss=1</script> <style>p{}</style> after');
    expect(html).not.toContain('__xss');
    expect(html).not.toContain('p{}');
    expect(html).toContain('before');
    expect(html).toContain('after');
  });

  it('drops everything after an element that is never closed', () => {
    const html = renderMarkdown('ok <script>alert(1)\n\nlater');
    expect(html).toContain('ok');
    expect(html).not.toContain('alert');
    expect(html).not.toContain('later');
    expect(renderMarkdown('<svg><a href="https://x.example">in svg</a>')).not.toContain('in svg');
  });

  it('keeps the text of unlisted harmless tags', () => {
    expect(renderMarkdown('<center>centered</center>')).toContain('centered');
  });
});

describe('safeUrl', () => {
  const link = (url: string) => safeUrl(url, { allowDataImage: false });
  const image = (url: string) => safeUrl(url, { allowDataImage: true });

  it('keeps web, mail and phone targets, relative paths and fragments', () => {
    for (const url of ['https://a.example/x?y=1#z', 'http://a.example', 'mailto:a@b.c', 'tel:+861234']) {
      expect(link(url)).toBe(url);
    }
    for (const url of ['/store', 'docs/1', './a:b', '//cdn.example/x', '#top', '?page=2']) {
      expect(link(url)).toBe(url);
    }
  });

  it('refuses javascript, vbscript, file, data and unknown schemes however they are written', () => {
    const refused = [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&Tab;ascript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'FILE:///etc/passwd',
      'data:text/html,x',
      'data:image/png;base64,AAAA',
      'chrome://settings',
      'jav&unknown;ascript:alert(1)',
    ];
    for (const url of refused) expect(link(url), url).toBeNull();
  });

  it('lets through gif, png, jpeg and webp data images as image sources only', () => {
    for (const type of ['gif', 'png', 'jpeg', 'webp']) {
      expect(image(`data:image/${type};base64,AAAA`)).toBe(`data:image/${type};base64,AAAA`);
    }
    expect(image('DATA:image/png;base64,AAAA')).not.toBeNull();
    expect(image('data:image/svg+xml;base64,AAAA')).toBeNull();
    expect(image('data:image/png,<svg>')).toBeNull();
  });
});
