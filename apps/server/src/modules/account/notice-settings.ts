/** The notice settings an account has until it changes them (shared with the sessions module's sign-in alerts). */
export { NOTICE_DEFAULTS } from '@gpucloud/contracts';
