import { ErrorCode } from '@gpucloud/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { checkUpload, MAX_FILE_BYTES, type UploadCheck } from './file-checks';

export type AcceptedUpload = Extract<UploadCheck, { ok: true }> & { bytes: Buffer };

/** Worded as every other refused body: "illegal request body: <field>: <why>". */
const refuse = (field: string, reason: string) =>
  new AppError(ErrorCode.ILLEGAL_BODY, `illegal request body: ${field}: ${reason}`);

/**
 * Reads the one file of a multipart/form-data upload from `field` and judges it by its bytes
 * (file-checks): anything else, a second file, a file over 10 MB or of a refused type is a 100021
 * naming the field, and nothing is stored.
 */
export async function receiveUpload(request: FastifyRequest, field: string): Promise<AcceptedUpload> {
  if (!request.isMultipart())
    throw refuse(field, `a multipart/form-data body with one file in the field "${field}" is required`);
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    // Every part is read: a second file or any other field is refused, not silently left behind.
    const limits = { fileSize: MAX_FILE_BYTES, files: 1, fields: 0, parts: 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file' || part.fieldname !== field || file)
        throw refuse(field, `send exactly one file, in the field "${field}", and nothing else`);
      file = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(field, 'the file is larger than 10 MB');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw refuse(field, `send exactly one file, in the field "${field}", and nothing else`);
    throw refuse(field, 'the multipart body could not be read');
  }
  if (!file)
    throw refuse(field, `a multipart/form-data body with one file in the field "${field}" is required`);
  const { bytes, name } = file;
  const checked = checkUpload(bytes, name);
  if (!checked.ok) throw refuse(field, checked.reason);
  return { ...checked, bytes };
}
