import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError } from '../errors/app-error';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The one uploaded file of a multipart request (field `file`), refused past the size limit. */
export async function uploadedFile(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new AppError('VALIDATION', { errors: { file: 'validation.required' } });
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('FILE_TOO_LARGE', {
        message: `the file is larger than ${maxBytes / 1024 / 1024} MB`,
        errors: { file: 'validation.fileTooLarge' },
      });
    }
    throw error;
  }
}
