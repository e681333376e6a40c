import type { Page } from '@playwright/test';

/**
 * English a zh-CN reader meets on the page (issue 43): visible text runs of two English words or more
 * ("Balance top-up", "WeChat Pay"), enum values a person should never read (`post_paid`), and raw ISO
 * instants. Not counted: what is English on purpose — text marked with its language (`lang="en…"`, the
 * "only in English" content), identifiers marked `translate="no"`, code, form values, and the names
 * in ALLOWED (products, hardware and standards keep their names in Chinese pages too).
 */
export async function englishOnPage(
  page: Page,
  allowed: readonly string[] = [...ALLOWED, ...DEMO_CUSTOMER_OWN],
): Promise<string[]> {
  return page.evaluate((allowedNames) => {
    const SKIP =
      'script,style,noscript,code,pre,kbd,samp,textarea,input,select,svg,[lang^="en"],[translate="no"]';
    const names = new RegExp(`\\b(?:${allowedNames.join('|')})\\b`, 'g');
    const findings: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest(SKIP) || !element.checkVisibility()) continue;
      const text = (node.textContent ?? '').replace(names, ' ');
      const english =
        text.match(/[A-Za-z][a-z]+(?:[ '’][A-Za-z][a-z]+)+/) ??
        text.match(/\b[a-z]+_[a-z_]+\b/) ??
        text.match(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      if (english) findings.push(`${english[0]} (in "${node.textContent?.trim().slice(0, 80)}")`);
    }
    return [...new Set(findings)];
  }, allowed);
}

/** Names that stay as they are in a Chinese page. */
const ALLOWED = [
  'GPU Cloud',
  'NVIDIA',
  'GeForce',
  'Tesla',
  'Intel',
  'AMD',
  'Xeon',
  'EPYC',
  'Ubuntu',
  'Debian',
  'CentOS',
  'Windows',
  'Linux',
  'PyTorch',
  'TensorFlow',
  'Jupyter(?:Lab| Notebook)?',
  'Stable Diffusion(?: WebUI)?',
  'Hugging Face',
  'OpenAI',
  'Gradio',
  'vLLM',
  'Docker',
  'OpenSSH',
  'Visual Studio Code',
  'VS Code',
  'Open API',
  'Access Key',
  'Secret Key',
  // Publishers, models and licences of the catalogue, named as their owners name them.
  'Zhipu AI',
  'THUDM',
  'Alibaba',
  'Qwen',
  'Meta',
  'Llama',
  'Whisper',
  'Common Crawl',
  '[\\w.-]+ (?:Model |Community )?License',
];

/** What the demo customer wrote: their account's name and a sub-account's note are theirs to word. */
const DEMO_CUSTOMER_OWN = ['Demo User', 'demo sub-account'];
