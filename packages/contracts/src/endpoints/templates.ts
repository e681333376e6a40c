import { opsCatalogByIdRequest, opsCatalogEmptyResponse, opsCatalogSavedResponse } from '../datasets';
import { endpoint } from '../endpoint';
import {
  opsSaveTemplateRequest,
  opsTemplateListRequest,
  opsTemplateListResponse,
  opsTemplatePublishRequest,
  saveTemplateRequest,
  templateAcknowledged,
  templateByIdRequest,
  templateFromInstanceRequest,
  templateListRequest,
  templateListResponse,
  templateResponse,
} from '../templates';

const tag = 'templates';
const support = { access: 'staff', staffRoles: ['support'] } as const;
const opsTag = 'Operator console: content';
const SECRETS =
  'Secret variables are sealed at rest and answered as •••••• (never their value); a write that leaves out the value of a secret variable the template has keeps the stored one.';

/** Templates (issue 42): the caller's private ones, published public ones, and staff's editor. */
export const templatesEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/template/list',
    access: 'session',
    tag,
    summary: 'The account’s private templates and the published public ones',
    description: SECRETS,
    request: templateListRequest,
    response: templateListResponse,
  }),
  get: endpoint({
    method: 'POST',
    path: '/api/template/get',
    access: 'session',
    tag,
    summary: 'One template the caller may use: its own, or a published public one',
    request: templateByIdRequest,
    response: templateResponse,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/template/save',
    access: 'session',
    tag,
    summary: 'Create a private template or change an own one',
    description: SECRETS,
    request: saveTemplateRequest,
    response: templateResponse,
  }),
  fromInstance: endpoint({
    method: 'POST',
    path: '/api/template/from_instance',
    access: 'session',
    tag,
    summary:
      'A private template from an instance’s settings: image, data disk, and its command, variables and ports',
    request: templateFromInstanceRequest,
    response: templateResponse,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/template/delete',
    access: 'session',
    tag,
    summary: 'Delete an own template (instances made from it keep their settings)',
    request: templateByIdRequest,
    response: templateAcknowledged,
  }),
  opsList: endpoint({
    method: 'POST',
    path: '/api/ops/get_templates',
    ...support,
    tag: opsTag,
    summary: 'Every public template, published or not',
    request: opsTemplateListRequest,
    response: opsTemplateListResponse,
  }),
  opsSave: endpoint({
    method: 'POST',
    path: '/api/ops/save_template',
    ...support,
    tag: opsTag,
    summary: 'Create a public template (unpublished) or change one',
    description: SECRETS,
    request: opsSaveTemplateRequest,
    response: opsCatalogSavedResponse,
  }),
  opsPublish: endpoint({
    method: 'POST',
    path: '/api/ops/publish_template',
    ...support,
    tag: opsTag,
    summary: 'Publish or unpublish a public template',
    request: opsTemplatePublishRequest,
    response: opsCatalogEmptyResponse,
  }),
  opsDelete: endpoint({
    method: 'POST',
    path: '/api/ops/delete_template',
    ...support,
    tag: opsTag,
    summary: 'Delete a public template no AI model deploys through (else unpublish it)',
    request: opsCatalogByIdRequest,
    response: opsCatalogEmptyResponse,
  }),
};
