/**
 * Every message a person reads: templates in both languages, inbox items, SMS, e-mail, staff alerts.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export type { Recipient } from './inbox-delivery.repository';
export { parseLanguage, requestLanguage } from './language';
export {
  countOperatorAudience,
  notify,
  notifyStaff,
  type OperatorAudience,
  postOperatorTextTo,
  sendEmail,
  sendSms,
} from './notification.service';
export { render, renderStored, storedText } from './render';
export { isoInstant, templatedInboxColumns } from './templated-sql';
