import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, MESSAGES } from '../http/errors';
import type { ImageExt } from '../storage/index';
import type { FileField } from './operations';

/** An uploaded image, already checked by its content. */
export interface UploadedFile {
  field: string;
  filename: string;
  ext: ImageExt;
  mimetype: 'image/jpeg' | 'image/png';
  data: Buffer;
}

export type UploadedFiles = Record<string, UploadedFile[]>;

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const NAME_EXTENSIONS = /\.(jpe?g|png)$/i;

const invalidFile = (field: string) =>
  new HttpError(400, 'invalid_file', MESSAGES.invalidFile, `body.${field}`);

/**
 * Decides what an upload is from its bytes (magic numbers), not from its name or the browser's
 * claimed type; the name's extension, when there is one, must agree that it is an image.
 */
export async function checkImage(
  field: string,
  filename: string,
  data: Buffer
): Promise<UploadedFile> {
  if (data.length === 0) throw invalidFile(field);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') throw invalidFile(field);
  if (filename && /\.[^./\\]+$/.test(filename) && !NAME_EXTENSIONS.test(filename))
    throw invalidFile(field);
  return {
    field,
    filename,
    mimetype: type.mime,
    ext: type.mime === 'image/png' ? 'png' : 'jpg',
    data,
  };
}

/**
 * Reads a multipart body: text parts become `request.body` (validated next against the
 * operation's schema, like JSON), file parts are collected for the handler. Unknown file fields,
 * too many files, missing required files and non-images are refused here with the contract's
 * messages; a file over 5 MB is a 413.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: FileField[]
): Promise<{ fields: Record<string, string>; files: UploadedFiles }> {
  const fields: Record<string, string> = {};
  const files: UploadedFiles = {};
  const byName = new Map(fileFields.map((f) => [f.name, f]));
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: 12, fields: 200 },
    })) {
      if (part.type === 'field') {
        // A repeated text field keeps its first value; text parts are never files.
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const spec = byName.get(part.fieldname);
      const data = await part.toBuffer();
      if (!spec) {
        throw new HttpError(
          400,
          'validation_failed',
          `body.${part.fieldname} is not allowed.`,
          `body.${part.fieldname}`
        );
      }
      // An empty file input still sends a part with no name and no bytes: treat it as absent.
      if (data.length === 0 && !part.filename) continue;
      const list = (files[spec.name] ??= []);
      if (list.length >= spec.maxItems) {
        throw new HttpError(
          400,
          spec.array ? 'too_many_files' : 'validation_failed',
          spec.array ? MESSAGES.tooManyFiles : `body.${spec.name} must be a single file.`,
          `body.${spec.name}`
        );
      }
      list.push(await checkImage(spec.name, part.filename ?? '', data));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'payload_too_large', MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(400, 'too_many_files', MESSAGES.tooManyFiles);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new HttpError(415, 'unsupported_media_type', 'Expected a multipart/form-data body.');
    }
    if (error instanceof HttpError) throw error;
    // Anything else thrown while the parts are read is the parser refusing the client's bytes
    // (a missing boundary, a truncated part, a `__proto__` field name): bad input, not a failure.
    throw new HttpError(400, 'validation_failed', 'The multipart body is malformed.', 'body');
  }
  for (const spec of fileFields) {
    const count = files[spec.name]?.length ?? 0;
    if (spec.required && count === 0) {
      throw new HttpError(400, 'file_required', MESSAGES.fileRequired, `body.${spec.name}`);
    }
    if (count > 0 && count < spec.minItems) {
      throw new HttpError(
        400,
        'validation_failed',
        `body.${spec.name} must have at least ${spec.minItems} files.`,
        `body.${spec.name}`
      );
    }
  }
  return { fields, files };
}
