import { endpoint } from '../endpoint';
import {
  opsAddSoftwareReleaseRequest,
  opsAddSoftwareReleaseResponse,
  opsDeleteSoftwareReleaseRequest,
  opsPublishSoftwareRequest,
  opsSaveSoftwareProductRequest,
  opsSaveSoftwareProductResponse,
  opsSoftwareAcknowledged,
  opsSoftwareFileResponse,
  opsSoftwareListRequest,
  opsSoftwareListResponse,
  SOFTWARE_UPLOAD_FIELD,
  softwareDownload,
  softwareDownloadHeaders,
  softwareDownloadParams,
  softwareListRequest,
  softwareListResponse,
} from '../software';

const tag = 'software';
const opsTag = 'Operator console: content';
const support = { access: 'staff', staffRoles: ['support'] } as const;

/** Software downloads: anyone lists and downloads published releases; support manages them. */
export const softwareEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/software/get_list',
    access: 'public',
    tag,
    summary: 'Published software products, each with its releases (newest first)',
    request: softwareListRequest,
    response: softwareListResponse,
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/software/download/:id',
    access: 'public',
    tag,
    summary: 'The file of a release (resumable: one HTTP byte range)',
    description:
      'Needs no session. Sent as an attachment with its exact length, `Accept-Ranges: bytes` and `ETag: "<sha256>"`. A `Range` of one range answers 206 with `Content-Range`; a range that starts past the end answers 416 with `Content-Range: bytes */<size>`; an `If-Range` that is not the ETag gets the whole file (200). A release of an unpublished product, or one that does not exist, answers 404 "not found".',
    params: softwareDownloadParams,
    headers: softwareDownloadHeaders,
    response: softwareDownload,
    responseMediaType: 'application/octet-stream',
  }),
  opsList: endpoint({
    method: 'POST',
    path: '/api/ops/software/get_products',
    ...support,
    tag: opsTag,
    summary: 'Every software product, published or not, with its releases',
    request: opsSoftwareListRequest,
    response: opsSoftwareListResponse,
  }),
  opsSave: endpoint({
    method: 'POST',
    path: '/api/ops/software/save_product',
    ...support,
    tag: opsTag,
    summary: 'Create a software product (unpublished) or edit one',
    description: 'Editing a product that does not exist answers 404. Audited.',
    request: opsSaveSoftwareProductRequest,
    response: opsSaveSoftwareProductResponse,
  }),
  opsPublish: endpoint({
    method: 'POST',
    path: '/api/ops/software/set_published',
    ...support,
    tag: opsTag,
    summary:
      'Publish or unpublish a software product (an unpublished one is hidden and its files not served)',
    description: 'Publishing a product without a release is refused. Audited.',
    request: opsPublishSoftwareRequest,
    response: opsSoftwareAcknowledged,
  }),
  opsUpload: endpoint({
    method: 'POST',
    path: '/api/ops/software/upload_file',
    ...support,
    tag: opsTag,
    summary:
      'Upload a release file (multipart/form-data, field `file`; the session as `Authorization: Bearer`)',
    description:
      'Judged by its bytes, not its name: zip, gzip (tar.gz), exe (MZ), msi (OLE compound file), dmg (UDIF), deb (ar archive), rpm, ELF (AppImage); at most 64 MB. The server computes its SHA-256. The file waits for POST /api/ops/software/add_release.',
    upload: { field: SOFTWARE_UPLOAD_FIELD, description: 'one file, at most 64 MB' },
    response: opsSoftwareFileResponse,
  }),
  opsAddRelease: endpoint({
    method: 'POST',
    path: '/api/ops/software/add_release',
    ...support,
    tag: opsTag,
    summary: 'Add a release to a product from an uploaded file',
    description:
      'The file must be an upload not yet in a release; the same version, platform and arch twice in one product is refused. Audited.',
    request: opsAddSoftwareReleaseRequest,
    response: opsAddSoftwareReleaseResponse,
  }),
  opsDeleteRelease: endpoint({
    method: 'POST',
    path: '/api/ops/software/delete_release',
    ...support,
    tag: opsTag,
    summary: 'Delete a release; its file is removed from the file store',
    description: 'Audited.',
    request: opsDeleteSoftwareReleaseRequest,
    response: opsSoftwareAcknowledged,
  }),
};
