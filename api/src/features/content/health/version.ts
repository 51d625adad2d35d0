import { readFileSync } from 'node:fs';
import { specPath } from '../../../contract/spec-source';

let cached: string | null = null;

/**
 * The API's version, `info.version` of openapi/openapi.yaml, read once. A line scan rather than
 * a bundle of the whole document: the health check must stay cheap.
 */
export function apiVersion(): string {
  if (cached === null) {
    const text = readFileSync(specPath, 'utf8');
    const info = /^info:\s*\n((?:[ \t]+.*\n|\s*\n)*)/m.exec(text)?.[1] ?? '';
    cached = /^[ \t]+version:[ \t]*['"]?([^'"\s#]+)/m.exec(info)?.[1] ?? 'unknown';
  }
  return cached;
}
