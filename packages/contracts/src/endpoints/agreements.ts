import {
  acceptAgreementRequest,
  acceptAgreementResponse,
  agreementListRequest,
  agreementListResponse,
  agreementRequest,
  agreementResponse,
  opsAgreementsRequest,
  opsAgreementsResponse,
  opsPublishAgreementRequest,
  opsPublishAgreementResponse,
  pendingAgreementsRequest,
  pendingAgreementsResponse,
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

/** The account's side: the index of every agreement, and accepting a new version of a standing one. */
export const agreementAcceptanceEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/get_agreement_list',
    access: 'public',
    tag: 'agreements',
    summary: 'Every agreement’s version in force (titles, versions, dates), for the /agreements index',
    request: agreementListRequest,
    response: agreementListResponse,
  }),
  pending: endpoint({
    method: 'POST',
    path: '/api/get_pending_agreements',
    access: 'session',
    tag: 'agreements',
    summary:
      'The user service agreement or privacy policy when a newer version than the one the account accepted is in force',
    request: pendingAgreementsRequest,
    response: pendingAgreementsResponse,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/accept_agreement',
    access: 'main',
    tag: 'agreements',
    summary: 'Accept the version in force of an agreement (recorded once per account and version)',
    description:
      'Refused (status 1) when `version` is not the version in force, e.g. a newer one was published while the text was open: read it again.',
    request: acceptAgreementRequest,
    response: acceptAgreementResponse,
  }),
};
