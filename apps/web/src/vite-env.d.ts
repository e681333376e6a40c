/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the main API; `/api` unless a build points elsewhere (SPEC §7: /api-test, ...). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
