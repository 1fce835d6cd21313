import type { FastifyRequest } from 'fastify';
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { ApiError, Errors } from './api-error.js';
import type { UploadedFile } from './route-kit.js';

/** Fastify multipart errors that are limits (413), not malformed input. */
const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Read a multipart upload: text fields (repeated ones as lists) and files. A malformed form (no boundary, a cut
 * stream, a bad part header: errors of the multipart parser) is a 400 in the envelope, never a 500.
 */
export async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw Errors.badRequest('error.multipartExpected');
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw new ApiError(ReplyCode.warning, 'error.tooLarge', { httpStatus: 413 });
        if (part.filename.includes('\u0000') || part.fieldname.includes('\u0000')) throw Errors.badRequest('edge.nul', { field: part.fieldname.split('\u0000').join('') || 'file' });
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        const value = part.value;
        const existing = fields[part.fieldname];
        if (existing === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && LIMIT_CODES.has(code)) throw new ApiError(ReplyCode.warning, 'error.tooLarge', { httpStatus: 413 });
    throw Errors.badRequest('edge.badMultipart');
  }
  return { fields, files };
}
