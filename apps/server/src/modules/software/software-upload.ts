import { ErrorCode, SOFTWARE_FILE_MAX_BYTES, SOFTWARE_UPLOAD_FIELD } from '@gpucloud/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { checkSoftwareFile, type SoftwareFileCheck } from './software-file-kinds';

export type AcceptedSoftwareFile = Extract<SoftwareFileCheck, { ok: true }> & { bytes: Buffer };

const refuse = (reason: string) =>
  new AppError(ErrorCode.ILLEGAL_BODY, `illegal request body: ${SOFTWARE_UPLOAD_FIELD}: ${reason}`);
const exactlyOne = () =>
  refuse(`send exactly one file, in the field "${SOFTWARE_UPLOAD_FIELD}", and nothing else`);

/**
 * Reads the one release file of a multipart upload, as core/files/upload.ts does for work orders,
 * with the larger limit of software (64 MB) and the installer kinds of software-file-kinds. A
 * refused file is a 100021 naming the field, and nothing is stored.
 */
export async function receiveSoftwareFile(request: FastifyRequest): Promise<AcceptedSoftwareFile> {
  if (!request.isMultipart())
    throw refuse(
      `a multipart/form-data body with one file in the field "${SOFTWARE_UPLOAD_FIELD}" is required`,
    );
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    const limits = { fileSize: SOFTWARE_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file' || part.fieldname !== SOFTWARE_UPLOAD_FIELD || file) throw exactlyOne();
      file = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(`the file is larger than ${SOFTWARE_FILE_MAX_BYTES / 1024 / 1024} MB`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw exactlyOne();
    throw refuse('the multipart body could not be read');
  }
  if (!file)
    throw refuse(
      `a multipart/form-data body with one file in the field "${SOFTWARE_UPLOAD_FIELD}" is required`,
    );
  const checked = checkSoftwareFile(file.bytes, file.name);
  if (!checked.ok) throw refuse(checked.reason);
  return { ...checked, bytes: file.bytes };
}
