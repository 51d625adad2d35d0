import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, type Storage } from './index';
import { createS3Storage } from './s3';

/** The storage the configuration names: local disk under DATA_DIR/uploads (default) or S3. */
export function createStorage(config: Config): Storage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage, config.publicUrl);
  return createLocalStorage(localUploadsDir(config), config.publicUrl);
}

export function localUploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}
