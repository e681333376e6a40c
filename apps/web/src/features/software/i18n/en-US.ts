/** English texts of the software downloads page. zh-CN has the same keys. */
export const softwareEnUS = {
  title: 'Software downloads',
  intro: 'Clients and tools for your instances. Check a download against its SHA-256 before you run it.',
  loading: 'Loading the software…',
  loadFailed: 'The software list could not be loaded.',
  retry: 'Retry',
  empty: 'No software is published yet.',
  latest: 'Latest versions',
  history: 'Earlier versions ({{count}})',
  platforms: { windows: 'Windows', macos: 'macOS', linux: 'Linux' },
  arches: { x86_64: 'x86-64', arm64: 'ARM64', universal: 'Universal' },
  release: {
    version: 'Version {{version}}',
    released: 'Released {{date}}',
    size: 'Size',
    sha256: 'SHA-256',
    download: 'Download',
    downloadLabel: 'Download {{file}}',
    notes: 'Release notes',
    copySha: 'Copy the SHA-256 of {{file}}',
    copied: 'Copied',
  },
};
