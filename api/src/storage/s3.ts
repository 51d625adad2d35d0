import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isFileKey, isStorageKey, variantKeys, type Storage } from './index';

export interface S3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, Garage, R2, …); AWS itself when absent. */
  endpoint: string | null;
  region: string;
  /** Explicit keys; without them the SDK's own chain (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (`endpoint/bucket/key`), which most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** A public base URL of the bucket or a CDN in front of it; else the API serves the files. */
  publicUrl: string | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploads in an S3 bucket, under the same keys as on disk (`covers/<uuid>.jpg`), so records need
 * no change when files move. Without S3_PUBLIC_URL the API keeps serving them at
 * `<publicUrl>/uploads/<key>`, reading from the bucket (the bucket can stay private).
 */
export function createS3Storage(config: S3Config, apiPublicUrl: string): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers reject or ignore the
    // SDK's newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function write(key: string, data: Buffer) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: IMMUTABLE,
      })
    );
  }

  return {
    async put(folder, data, ext) {
      const key = `${folder}/${randomUUID()}.${ext}`;
      await write(key, data);
      return key;
    },
    async delete(key) {
      if (!isFileKey(key)) return;
      const keys = isStorageKey(key) ? [key, ...variantKeys(key)] : [key];
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    url(key) {
      return config.publicUrl ? `${config.publicUrl}/${key}` : `${apiPublicUrl}/uploads/${key}`;
    },
    async read(key) {
      if (!isFileKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') {
          return null;
        }
        throw error;
      }
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) yield object.Key;
        }
      }
    },
    async write(key, data) {
      if (!isFileKey(key)) throw new Error(`Not a storage key: ${key}`);
      await write(key, data);
    },
  };
}
