import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JSONSchemaType } from 'ajv';
import { parse } from 'yaml';
import { createAjv } from '../../contract/ajv';
import {
  catalogueSchema,
  contentSchema,
  peopleSchema,
  type Catalogue,
  type Content,
  type People,
} from './schema';
import { storyProblems } from './timeline';

/** Where the demo's data files and pictures are: api/seed/. */
export const SEED_DIR = fileURLToPath(new URL('../../../seed/', import.meta.url));

export interface DemoData {
  catalogue: Catalogue;
  people: People;
  content: Content;
}

/** A data file that cannot be read, does not match its schema or contradicts another. */
export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

const ajv = createAjv({ coerce: false, allErrors: true });

function readYaml<T>(dir: string, file: string, schema: JSONSchemaType<T>): T {
  const where = path.relative(process.cwd(), path.join(dir, file)) || file;
  let value: unknown;
  try {
    value = parse(readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    throw new SeedDataError(`${where}: ${(error as Error).message}`, { cause: error });
  }
  const validate = ajv.compile(schema);
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map(
      (e) => `${e.instancePath.slice(1) || '(the file)'} ${e.message ?? 'is not valid'}`
    );
    throw new SeedDataError(`${where} is not valid demo data:\n- ${errors.join('\n- ')}`);
  }
  return value;
}

/**
 * Reads and checks the demo data (books.yaml, people.yaml, content.yaml in `dir`): each file
 * against its schema, then the story across them (timeline.ts). Throws a SeedDataError that
 * names the file and the field.
 */
export function loadDemoData(dir = SEED_DIR): DemoData {
  const data = {
    catalogue: readYaml(dir, 'books.yaml', catalogueSchema),
    people: readYaml(dir, 'people.yaml', peopleSchema),
    content: readYaml(dir, 'content.yaml', contentSchema),
  };
  const problems = storyProblems(data.catalogue, data.people);
  if (problems.length > 0) {
    throw new SeedDataError(`The demo data does not hold together:\n- ${problems.join('\n- ')}`);
  }
  return data;
}

let cached: DemoData | null = null;

/** The demo data of api/seed/, read once. */
export function demoData(): DemoData {
  cached ??= loadDemoData();
  return cached;
}

/**
 * A text with its {placeholders} filled in; a placeholder without a value is an error, so a
 * typo in a data file does not reach a page.
 */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new SeedDataError(`Unknown placeholder {${name}} in: ${text}`);
    return value;
  });
}
