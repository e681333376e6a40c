import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, typedText } from './fields';
import { staffSessionField } from './staff';

/**
 * Software downloads (SPEC §1, §2 `/software`, issue 18 point 4): products with releases per
 * platform, each release one file kept in the FileStore, its SHA-256 computed by the server when
 * support uploads it, and served with HTTP ranges so a broken download resumes.
 */
export const SOFTWARE_PLATFORMS = ['windows', 'macos', 'linux'] as const;
export type SoftwarePlatform = (typeof SOFTWARE_PLATFORMS)[number];
export const SOFTWARE_ARCHES = ['x86_64', 'arm64', 'universal'] as const;
export type SoftwareArch = (typeof SOFTWARE_ARCHES)[number];

/**
 * What a release file may be, judged by its bytes on the server: zip, gzip (tar.gz), Windows
 * executables and installers (MZ: exe; OLE compound file: msi), macOS disk images (dmg), Debian
 * packages (ar archive), RPM packages and ELF binaries (AppImage).
 */
export const SOFTWARE_FILE_KINDS = ['zip', 'gzip', 'exe', 'msi', 'dmg', 'deb', 'rpm', 'elf'] as const;
export type SoftwareFileKind = (typeof SOFTWARE_FILE_KINDS)[number];
/** Files are kept and checked as whole buffers (FileStore), so a release file stays at most 64 MB. */
export const SOFTWARE_FILE_MAX_BYTES = 64 * 1024 * 1024;
export const SOFTWARE_UPLOAD_FIELD = 'file';
export const SOFTWARE_TEXT_MAX = 20_000;

const sha256Field = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe('SHA-256 of the file, lowercase hex');

export const softwareRelease = z.object({
  id: z.number().int(),
  version: z.string(),
  platform: z.enum(SOFTWARE_PLATFORMS),
  arch: z.enum(SOFTWARE_ARCHES),
  file_name: z.string(),
  file_kind: z.enum(SOFTWARE_FILE_KINDS),
  size: z.number().int().describe('bytes'),
  sha256: sha256Field,
  notes: z.string().describe('release notes, markdown, Chinese'),
  notes_en: z.string().describe('release notes, markdown, English'),
  released_at: z.string().describe('ISO 8601'),
  download_url: z.string().describe('GET address of the file (public while the product is published)'),
});
export type SoftwareRelease = z.infer<typeof softwareRelease>;

export const softwareProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  description: z.string().describe('markdown, Chinese'),
  description_en: z.string().describe('markdown, English'),
  /** Newest release first. */
  releases: z.array(softwareRelease),
});
export type SoftwareProduct = z.infer<typeof softwareProduct>;

export const softwareListRequest = z.object({});
export const softwareListResponse = envelopeSchema(z.object({ products: z.array(softwareProduct) }));

export const softwareDownloadParams = z.object({ id: idField });
export const softwareDownloadHeaders = z.looseObject({
  range: z
    .string()
    .max(200)
    .optional()
    .describe(
      'one byte range: bytes=first-last, bytes=first- or bytes=-suffix; anything else is ignored (the whole file)',
    ),
  'if-range': z
    .string()
    .max(200)
    .optional()
    .describe('the ETag of a partial download; when it is not the file’s, the whole file is sent (200)'),
});
export const softwareDownload = z.string().describe('the file, or the requested range of it');

/** A product as support edits it: unpublished ones too. */
export const opsSoftwareProduct = softwareProduct.extend({
  published: z.boolean(),
  updated_at: z.string().describe('ISO 8601'),
});
export type OpsSoftwareProduct = z.infer<typeof opsSoftwareProduct>;

export const opsSoftwareListRequest = z.object({ session: staffSessionField });
export const opsSoftwareListResponse = envelopeSchema(z.object({ products: z.array(opsSoftwareProduct) }));

export const opsSaveSoftwareProductRequest = z.object({
  session: staffSessionField,
  id: idField.optional().describe('the product to edit; without it a new, unpublished product'),
  name: typedText(100).describe('Chinese name'),
  name_en: typedText(100).describe('English name'),
  description: typedText(SOFTWARE_TEXT_MAX).describe('markdown, Chinese'),
  description_en: typedText(SOFTWARE_TEXT_MAX).describe('markdown, English'),
});
export type OpsSaveSoftwareProductRequest = z.infer<typeof opsSaveSoftwareProductRequest>;
export const opsSaveSoftwareProductResponse = envelopeSchema(z.object({ id: z.number().int() }));

export const opsPublishSoftwareRequest = z.object({
  session: staffSessionField,
  id: idField,
  published: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .describe('true shows the product and serves its files; false hides both'),
});
export const opsSoftwareAcknowledged = envelopeSchema(emptyData);

/** An uploaded file waiting for its release (POST .../add_release names it). */
export const opsSoftwareFile = z.object({
  file_id: z.number().int(),
  file_name: z.string(),
  file_kind: z.enum(SOFTWARE_FILE_KINDS),
  size: z.number().int(),
  sha256: sha256Field,
});
export type OpsSoftwareFile = z.infer<typeof opsSoftwareFile>;
export const opsSoftwareFileResponse = envelopeSchema(opsSoftwareFile);

export const opsAddSoftwareReleaseRequest = z.object({
  session: staffSessionField,
  product_id: idField,
  file_id: idField.describe('an upload of POST /api/ops/software/upload_file not yet in a release'),
  version: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/, 'must be 1–40 letters, digits, dots, +, _ or -')
    .describe('e.g. 2.4.1'),
  platform: z.enum(SOFTWARE_PLATFORMS),
  arch: z.enum(SOFTWARE_ARCHES),
  notes: typedText(SOFTWARE_TEXT_MAX).describe('release notes, markdown, Chinese'),
  notes_en: typedText(SOFTWARE_TEXT_MAX).describe('release notes, markdown, English'),
});
export type OpsAddSoftwareReleaseRequest = z.infer<typeof opsAddSoftwareReleaseRequest>;
export const opsAddSoftwareReleaseResponse = envelopeSchema(z.object({ id: z.number().int() }));

export const opsDeleteSoftwareReleaseRequest = z.object({ session: staffSessionField, id: idField });
