import { cspNonce } from '../shared/pageMeta';

/**
 * Makes the page live within the server's Content-Security-Policy (no eval, `<style>` only with
 * this page's nonce). Imported first by main.tsx, before any schema parses or any style is made.
 */
function enterStrictCsp(): void {
  // zod compiles object parsers with `new Function` unless told not to, and the policy forbids
  // eval. zod keeps its config on this global (shared by every copy of zod), so it is set here
  // without loading zod into the first chunk: the contracts' schemas load later, with the forms.
  const zodHolder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
  zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
  const nonce = cspNonce();
  if (!nonce) return;
  // antd's CSS-in-JS takes the nonce from ConfigProvider, but a few rc-components (the scroll lock
  // of every dialog, the scrollbar measure) write `<style>` without it. A style element made by our
  // own scripts gets the nonce; markup someone smuggles in as HTML still gets none.
  const createElement = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
}

enterStrictCsp();
