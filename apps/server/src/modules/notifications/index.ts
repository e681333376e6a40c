/** The notifications module's door: what other modules, the app and the jobs may use. */
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
export { render, renderStored } from './render';
export { isoInstant, templatedInboxColumns } from './templated-sql';
