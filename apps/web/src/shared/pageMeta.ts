/**
 * What the server wrote into this answer's index.html (apps/server/src/core/http/spa.ts): the
 * nonce this page's `<style>` elements are allowed with, and whether it runs on sandbox providers.
 */
function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

/** The CSP nonce of this page; undefined on the Vite dev server, which sends no policy. */
export function cspNonce(): string | undefined {
  return metaContent('csp-nonce') ?? undefined;
}

/** A production deployment running sandbox payments or WeChat login on purpose (ALLOW_SANDBOX=1). */
export function isSandboxDeployment(): boolean {
  return metaContent('sandbox') === '1';
}
