import {
  agreementRequest,
  agreementResponse,
  opsAgreementsRequest,
  opsAgreementsResponse,
  opsPublishAgreementRequest,
  opsPublishAgreementResponse,
} from '../agreements';
import { endpoint } from '../endpoint';

/** Agreements: anyone reads the version in force; support publishes new versions. */
export const agreementsEndpoints = {
  agreement: endpoint({
    method: 'POST',
    path: '/api/get_agreement',
    access: 'public',
    tag: 'agreements',
    summary: 'The version in force of an agreement, in Chinese and English',
    request: agreementRequest,
    response: agreementResponse,
  }),
  opsVersions: endpoint({
    method: 'POST',
    path: '/api/ops/get_agreement_versions',
    access: 'staff',
    staffRoles: ['support'],
    tag: 'Operator console: content',
    summary: 'Every published version of an agreement, newest first',
    request: opsAgreementsRequest,
    response: opsAgreementsResponse,
  }),
  opsPublish: endpoint({
    method: 'POST',
    path: '/api/ops/publish_agreement',
    access: 'staff',
    staffRoles: ['support'],
    tag: 'Operator console: content',
    summary: 'Publish the next version of an agreement (earlier versions stay as they were)',
    request: opsPublishAgreementRequest,
    response: opsPublishAgreementResponse,
  }),
};
