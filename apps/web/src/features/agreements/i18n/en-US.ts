/** English texts of the agreement pages, the agreements index and the console's acceptance dialog. zh-CN has the same keys. */
export const agreementsEnUS = {
  index: {
    title: 'Agreements',
    intro: 'Every agreement and policy of the platform, in the version in force.',
    listLabel: 'Agreements in force',
    item: 'Version {{version}} · published {{date}}',
    loading: 'Loading the agreements…',
    loadFailed: 'The agreements could not be loaded.',
    retry: 'Retry',
    all: 'All agreements',
  },
  accept: {
    title: 'Updated: {{title}}',
    intro:
      'A new version ({{version}}) is in force. Please read it; you can use the console once you accept it.',
    accept: 'Accept',
    logout: 'Log out',
    failed: 'Your acceptance could not be recorded: {{reason}}',
  },
  agreement: {
    loading: 'Loading the agreement…',
    version: 'Version {{version}} · published {{date}}',
    loadFailed: 'The agreement could not be loaded.',
    retry: 'Retry',
    back: 'Back to account info',
  },
};
