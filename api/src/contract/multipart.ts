import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { maxImageBytes } from '@pathagar/sdk/limits';
import { HttpError, MESSAGES } from '../http/errors';
import type { ImageExt } from '../storage/index';
import { loadSharp } from '../storage/sharp';
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

/** The contract's limit (x-max-bytes on every image field), which the apps check before upload. */
/**
 * The one file of a required file field. The platform already refuses a form without it; this
 * keeps the handler's type honest.
 */
export function requiredFile(list: UploadedFile[] | undefined, field: string): UploadedFile {
  const file = list?.[0];
  if (!file) throw new HttpError(400, 'file_required', MESSAGES.fileRequired, `body.${field}`);
  return file;
}

export const MAX_FILE_BYTES = maxImageBytes;
/**
 * The most pixels an upload may declare. A few kilobytes of PNG can declare 65,535 × 65,535
 * pixels (16 GB once decoded); 40 megapixels is more than any phone camera takes.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Text parts are small; the multipart parser holds each in memory. */
const MAX_FIELD_BYTES = 64 * 1024;

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
    data: await reencode(field, data, type.mime),
  };
}

/**
 * Decodes the whole image and stores a fresh encoding of its pixels only: a file that merely
 * starts like a JPEG (a JPEG header followed by HTML) does not decode and is refused, and nothing
 * but the pixels survives (no EXIF, so no GPS position, no comments, no trailing bytes). The
 * size the header declares is checked before any pixel is decoded.
 */
async function reencode(
  field: string,
  data: Buffer,
  mime: 'image/jpeg' | 'image/png'
): Promise<Buffer> {
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here; the limit is ours, checked just below with its own answer.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw invalidFile(field);
  }
  if (!width || !height) throw invalidFile(field);
  if (width * height > MAX_IMAGE_PIXELS) throw imageTooLarge(field);
  try {
    // `rotate()` applies the EXIF orientation to the pixels before the EXIF is dropped, so a
    // phone photo stays upright; `failOn: 'warning'` refuses truncated or corrupt data.
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
    return await (
      mime === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw invalidFile(field);
  }
}

const imageTooLarge = (field: string) =>
  new HttpError(413, 'payload_too_large', MESSAGES.imageTooLarge, `body.${field}`);

/**
 * The most bytes a multipart body of this operation can rightly have: its files at 5 MB each,
 * plus room for the text parts and the part headers.
 */
export function multipartByteLimit(fileFields: FileField[]): number {
  const files = fileFields.reduce((sum, f) => sum + f.maxItems, 0);
  return files * MAX_FILE_BYTES + 256 * 1024;
}

/**
 * Refuses a body whose declared length is over the operation's limit before a byte of it is
 * read; a body without a length (chunked) is cut off part by part by the parser's own limits.
 */
export function checkDeclaredLength(request: FastifyRequest, fileFields: FileField[]): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > multipartByteLimit(fileFields)) {
    throw new HttpError(413, 'payload_too_large', MESSAGES.bodyTooLarge);
  }
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
      limits: { fileSize: MAX_FILE_BYTES, files: 12, fields: 200, fieldSize: MAX_FIELD_BYTES },
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
