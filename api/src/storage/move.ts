import type { Storage } from './index';

/**
 * Copies every file from one storage to another under the same key (records keep pointing at
 * them), then, with `deleteSource`, removes each original once its copy is stored. Running it
 * again after an interruption copies everything again, which is harmless.
 */
export async function moveUploads(
  from: Storage,
  to: Storage,
  options: { deleteSource: boolean; onFile?: (key: string) => void }
): Promise<number> {
  let moved = 0;
  for await (const key of from.list()) {
    const file = await from.read(key);
    if (!file) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    await to.write(key, Buffer.concat(chunks));
    if (options.deleteSource) await from.delete(key);
    options.onFile?.(key);
    moved += 1;
  }
  return moved;
}
