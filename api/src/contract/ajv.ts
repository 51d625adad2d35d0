import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under ESM its function sits on `default`.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

/** OpenAPI keywords that are annotations, not validation (x-* keywords are ignored too). */
const ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs'];

/**
 * An Ajv for JSON Schema 2020-12, the dialect of OpenAPI 3.1 (unevaluatedProperties, const,
 * type lists). `coerce` turns text into numbers and booleans where the schema wants them: query
 * strings, path parameters and multipart fields are always text, and legacy clients send ids in
 * JSON as strings.
 */
export function createAjv(
  options: { coerce: boolean; allErrors?: boolean } = { coerce: true }
): Ajv2020 {
  const ajvOptions: Options = {
    strict: false,
    allErrors: options.allErrors ?? false,
    coerceTypes: options.coerce,
    useDefaults: false,
    removeAdditional: false,
    validateFormats: true,
  };
  const ajv = new Ajv2020(ajvOptions);
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addVocabulary(ANNOTATIONS);
  return ajv;
}

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** The request field an Ajv error is about, as `body.email` or `query.id`. */
export function errorField(error: ErrorObject, context: string): string {
  const part = PART_NAMES[context] ?? context;
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  if (error.keyword === 'unevaluatedProperties') segments.push(String(params.unevaluatedProperty));
  return [part, ...segments].join('.');
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required.';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not allowed.';
    case 'type':
      return `must be ${p.type === 'integer' ? 'a whole number' : `a ${String(p.type)}`}.`;
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      return allowed.length <= 8
        ? `must be one of: ${allowed.map(String).join(', ')}.`
        : 'must be one of the allowed values.';
    }
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}.`;
    case 'format':
      return `must be a valid ${String(p.format).replace('-', ' ')}.`;
    case 'minLength':
      return p.limit === 1
        ? 'must not be empty.'
        : `must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters.`;
    case 'pattern':
      return 'has an invalid format.';
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be ${String(p.comparison)} ${String(p.limit)}.`;
    case 'minItems':
      return `must have at least ${String(p.limit)} items.`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items.`;
    default:
      return error.message ? `${error.message}.` : 'is invalid.';
  }
}

/**
 * One clear message for a failed validation: the first error that names a concrete problem
 * (combinators such as oneOf only say that their branches failed).
 */
export function formatValidationError(
  errors: ErrorObject[],
  context: string
): { field: string; message: string } {
  const combinators = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);
  // In a oneOf/anyOf, a branch whose const or enum did not match is simply not the one the client
  // meant (e.g. the bankTransfer branch of a mobileBank payment): its errors are noise.
  const branchOf = (e: ErrorObject) => /^(.*\/(?:oneOf|anyOf)\/\d+)\//.exec(e.schemaPath)?.[1];
  // So is a branch that only allows the empty string (`maxLength: 0`, "left blank"): a password
  // of 200 characters should hear about the password branch's limit, not "at most 0 characters".
  const rulesOutBranch = (e: ErrorObject) =>
    e.keyword === 'const' ||
    e.keyword === 'enum' ||
    (e.keyword === 'maxLength' && (e.params as { limit?: number }).limit === 0);
  const unselected = new Set(
    errors
      .filter(rulesOutBranch)
      .map(branchOf)
      .filter((b): b is string => Boolean(b))
  );
  const relevant = errors.filter((e) => {
    const branch = branchOf(e);
    return !branch || !unselected.has(branch);
  });
  const best =
    relevant.find((e) => !combinators.has(e.keyword)) ??
    errors.find((e) => !combinators.has(e.keyword)) ??
    errors[0];
  if (!best) return { field: PART_NAMES[context] ?? context, message: 'The request is invalid.' };
  const field = errorField(best, context);
  return { field, message: `${field} ${describe(best)}` };
}
