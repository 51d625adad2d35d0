import { randomBytes } from 'node:crypto';

export type MultipartField =
  | [name: string, value: string | number]
  | [name: string, file: { filename: string; data: Buffer; contentType?: string }];

/** Encodes form fields and files as a multipart/form-data body, as a browser's FormData would. */
export function encodeMultipart(fields: MultipartField[]): { body: Buffer; contentType: string } {
  const boundary = `----pathagar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`
        ),
        value.data,
        Buffer.from('\r\n')
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
        )
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
