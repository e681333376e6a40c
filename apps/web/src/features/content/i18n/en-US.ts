/** English texts of the content namespace (the agreements and, later, docs and datasets). zh-CN has the same keys. */
export const contentEnUS = {
  agreement: {
    loading: 'Loading the agreement…',
    version: 'Version {{version}} · published {{date}}',
    loadFailed: 'The agreement could not be loaded.',
    retry: 'Retry',
  },
};
