/** English texts of the operator console's outbox pages. zh-CN must have the same keys. */
export const opsOutboxEnUS = {
  sms: {
    title: 'SMS outbox',
    intro:
      'The latest 50 text messages the outbox SMS provider kept instead of sending them, newest first. Give a code only to the customer it was sent to.',
    filter: 'Phone',
    tableLabel: 'Text messages',
    empty: 'No text message yet.',
  },
  email: {
    title: 'Email outbox',
    intro:
      'The latest 50 emails the outbox email provider kept instead of sending them, newest first. Give a code only to the customer it was sent to.',
    filter: 'Email address',
    tableLabel: 'Emails',
    empty: 'No email yet.',
  },
  columns: {
    time: 'Time',
    phone: 'Phone',
    email: 'To',
    subject: 'Subject',
    message: 'Message',
    text: 'Text',
  },
  filterSubmit: 'Filter',
  showAll: 'Show all',
  badFilter: '“{{value}}” is not a whole phone number or email address the outbox can be filtered by.',
  loadFailed: 'The outbox could not be loaded.',
};
