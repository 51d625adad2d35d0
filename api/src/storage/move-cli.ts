import { loadConfig } from '../config';
import { createStorage, localUploadsDir } from './create';
import { createLocalStorage } from './index';
import { moveUploads } from './move';

/**
 * `pnpm --filter @pathagar/api move-uploads [--delete]`: copies the uploads on local disk
 * (DATA_DIR/uploads) into the S3 bucket configured by STORAGE=s3 and the S3_* variables; with
 * --delete the local copies are removed afterwards. Keys stay the same, so the database needs no
 * change: run it, then start the server with STORAGE=s3.
 */
async function main() {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error('Set STORAGE=s3 and the S3_* variables of the bucket to move the uploads into.');
    process.exit(2);
  }
  const from = createLocalStorage(localUploadsDir(config), config.publicUrl);
  const moved = await moveUploads(from, createStorage(config), {
    deleteSource: process.argv.includes('--delete'),
  });
  process.stdout.write(
    `Moved ${moved} files from ${localUploadsDir(config)} to s3://${config.storage.bucket}.\n`
  );
}

main().catch((error) => {
  console.error(`Moving the uploads failed: ${(error as Error).message}`);
  process.exit(1);
});
