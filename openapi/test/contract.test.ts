import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listOperations,
  loadSpec,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../src';
// @ts-expect-error: a plain .mjs script without type declarations
import { extractSpecCalls } from '../scripts/extract-spec-calls.mjs';

interface SpecCall {
  method: string;
  path: string;
  query: string[];
  input: boolean;
  docs: string[];
}

const specCalls: SpecCall[] = JSON.parse(
  readFileSync(new URL('./spec-calls.json', import.meta.url), 'utf8')
);
// The spec lives beside the repository (../shared/spec) on the team's machines and in CI.
const specDir = fileURLToPath(new URL('../../../shared/spec', import.meta.url));

let doc: OpenApiDocument;
let ops: [HttpMethod, string, OpenApiOperation][];
beforeAll(async () => {
  // Dereferenced: shared responses and parameters are checked as the operation sees them.
  doc = await loadSpec({ dereference: true });
  ops = listOperations(doc);
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const find = (method: string, path: string) =>
  ops.find(([m, p]) => key(m, p) === key(method, path))?.[2];

/** Resolves a local `#/components/...` ref, once. */
function deref(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], doc);
  return deref(target as JsonSchema);
}

/** Every string a schema allows exactly (const and enum), through refs, allOf, oneOf, anyOf. */
function constantStrings(schema: JsonSchema, seen = new Set<unknown>()): string[] {
  const s = deref(schema);
  if (seen.has(s)) return [];
  seen.add(s);
  const out: string[] = [];
  if (typeof s.const === 'string') out.push(s.const);
  if (Array.isArray(s.enum)) out.push(...s.enum.filter((v): v is string => typeof v === 'string'));
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const sub of (s[k] as JsonSchema[] | undefined) ?? [])
      out.push(...constantStrings(sub, seen));
  }
  for (const sub of Object.values((s.properties as Record<string, JsonSchema>) ?? {})) {
    out.push(...constantStrings(sub, seen));
  }
  if (s.items) out.push(...constantStrings(s.items as JsonSchema, seen));
  return out;
}

/** Every property name a schema can carry, through refs and combinators. */
function propertyNames(schema: JsonSchema, seen = new Set<unknown>()): string[] {
  const s = deref(schema);
  if (seen.has(s)) return [];
  seen.add(s);
  const names = Object.keys((s.properties as object) ?? {});
  for (const sub of Object.values((s.properties as Record<string, JsonSchema>) ?? {})) {
    names.push(...propertyNames(sub, seen));
  }
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const sub of (s[k] as JsonSchema[] | undefined) ?? [])
      names.push(...propertyNames(sub, seen));
  }
  if (s.items) names.push(...propertyNames(s.items as JsonSchema, seen));
  return names;
}

/** The exact strings the responses of these statuses allow. */
const responseStrings = (op: OpenApiOperation, statuses: (status: string) => boolean) =>
  Object.entries(op.responses)
    .filter(([status]) => statuses(status))
    .flatMap(([, r]) => Object.values(r.content ?? {}).flatMap((m) => constantStrings(m.schema)));

const bodySchema = (op: OpenApiOperation) =>
  Object.values(op.requestBody?.content ?? {})[0]?.schema;

describe('the call list (test data) is the one of the spec tables', () => {
  it('holds the 91 distinct method+path pairs', () => {
    expect(specCalls).toHaveLength(91);
    expect(new Set(specCalls.map((c) => key(c.method, c.path))).size).toBe(91);
  });

  it('matches the spec documents when they are beside the repository', () => {
    if (!existsSync(specDir)) {
      console.warn(`\n!!! ${specDir} not found: compared the committed call list only.\n`);
      return;
    }
    expect(extractSpecCalls(specDir)).toEqual(specCalls);
  });
});

describe('the split files', () => {
  it('have names that differ by more than case (macOS and Windows checkouts)', () => {
    const names = readdirSync(new URL('../paths', import.meta.url));
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });
});

describe('every spec call is in the contract', () => {
  it.each(specCalls.map((c) => [key(c.method, c.path), c] as const))('%s', (_name, call) => {
    const op = find(call.method, call.path);
    expect(op, `${key(call.method, call.path)} is missing`).toBeDefined();
    if (!op) return;
    expect(op['x-extension'], 'a legacy call is not an extension').toBeUndefined();
    if (call.input) {
      expect(
        op.parameters?.length || op.requestBody,
        'takes input: needs a request schema'
      ).toBeTruthy();
    }
    const params = op.parameters ?? [];
    for (const q of call.query) {
      const p = params.find((x) => x.name === q);
      expect(p, `query parameter "${q}" with the spec's exact name`).toBeDefined();
      expect(p?.in).toBe('query');
      expect(p?.schema).toBeDefined();
    }
    for (const name of call.path.match(/\{(\w+)\}/g) ?? []) {
      const p = params.find((x) => x.name === name.slice(1, -1));
      expect(p?.in, `path parameter ${name}`).toBe('path');
    }
  });
});

describe('every operation follows the conventions', () => {
  it('has a unique operationId, one tag, a summary and x-access', () => {
    const ids = ops.map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [method, path, op] of ops) {
      const where = key(method, path);
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.tags, where).toHaveLength(1);
      expect(op.summary?.trim(), where).toBeTruthy();
      expect(['public', 'member', 'admin'], where).toContain(op['x-access']);
    }
  });

  it('asks for the bearer token exactly where x-access needs one', () => {
    for (const [method, path, op] of ops) {
      const where = key(method, path);
      const security = op.security;
      expect(security, `${where} declares security`).toBeDefined();
      const bearer = security!.some((r) => 'bearerAuth' in r);
      const anonymous = security!.length === 0 || security!.some((r) => !Object.keys(r).length);
      if (op['x-access'] === 'public') {
        expect(anonymous, `${where} is public`).toBe(true);
      } else {
        expect(bearer && !anonymous, `${where} requires a token`).toBe(true);
        expect(op.responses['401'], `${where} lists 401`).toBeDefined();
        expect(op.responses['403'], `${where} lists 403`).toBeDefined();
      }
    }
  });

  it('names a real request field in x-owner, on member operations only', () => {
    for (const [method, path, op] of ops) {
      const owner = op['x-owner'];
      if (!owner) continue;
      const where = key(method, path);
      expect(op['x-access'], where).toBe('member');
      expect(['userId', 'email'], where).toContain(owner.matches);
      expect(typeof owner.admin, where).toBe('boolean');
      if (owner.in === 'body') {
        expect(propertyNames(bodySchema(op) ?? {}), where).toContain(owner.name);
      } else {
        const p = (op.parameters ?? []).find((x) => x.name === owner.name && x.in === owner.in);
        expect(p, `${where}: x-owner ${owner.in}.${owner.name}`).toBeDefined();
      }
    }
  });

  it('declares x-rate-limit as a whole number of calls per window, with a 429 to answer', () => {
    const limited = ops.filter(([, , op]) => op['x-rate-limit']);
    expect(limited.length).toBeGreaterThan(0);
    for (const [method, path, op] of limited) {
      const where = key(method, path);
      const limit = op['x-rate-limit']!;
      expect(Object.keys(limit).sort(), where).toEqual(['max', 'windowSeconds']);
      expect(Number.isInteger(limit.max) && limit.max > 0, `${where} max`).toBe(true);
      expect(Number.isInteger(limit.windowSeconds) && limit.windowSeconds > 0, where).toBe(true);
      expect(op.responses['429'], `${where} lists 429`).toBeDefined();
    }
  });

  it('gives every response a body schema, with a 2xx, a 4xx and the 500', () => {
    for (const [method, path, op] of ops) {
      const where = key(method, path);
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => c.startsWith('2')),
        `${where} 2xx`
      ).toBe(true);
      expect(
        codes.some((c) => c.startsWith('4')),
        `${where} 4xx`
      ).toBe(true);
      expect(codes, where).toContain('500');
      for (const [code, response] of Object.entries(op.responses)) {
        const media = Object.values(response.content ?? {});
        expect(media.length, `${where} ${code} has content`).toBeGreaterThan(0);
        for (const m of media) expect(m.schema, `${where} ${code} schema`).toBeDefined();
      }
    }
  });

  it('answers every input-taking operation with a 400 and every error with ErrorBody', () => {
    for (const [method, path, op] of ops) {
      const where = key(method, path);
      if (op.parameters?.length || op.requestBody) expect(op.responses['400'], where).toBeDefined();
      for (const [code, response] of Object.entries(op.responses)) {
        if (Number(code) < 400) continue;
        const schema = Object.values(response.content ?? {})[0]?.schema ?? {};
        const names = propertyNames(schema);
        expect(names, `${where} ${code} is an ErrorBody`).toEqual(
          expect.arrayContaining(['code', 'message', 'error'])
        );
      }
    }
  });

  it('declares 413 and 415 on every operation that takes a body (the server answers them)', () => {
    for (const [method, path, op] of ops) {
      if (!op.requestBody) continue;
      expect(op.responses['413'], `${key(method, path)} 413`).toBeDefined();
      expect(op.responses['415'], `${key(method, path)} 415`).toBeDefined();
    }
  });

  it('marks additions as extensions under /ext/, and only those', () => {
    const legacy = new Set(specCalls.map((c) => key(c.method, c.path)));
    for (const [method, path, op] of ops) {
      if (legacy.has(key(method, path))) continue;
      expect(op['x-extension'], `${key(method, path)} is not in the spec`).toBe(true);
      expect(path.startsWith('/ext/'), path).toBe(true);
    }
  });

  it('never lets a credential leave the server', () => {
    const forbidden =
      /^(password|confirmPassword|passwordHash|hash|salt|resetToken|verificationCode)$/i;
    for (const [method, path, op] of ops) {
      for (const [code, response] of Object.entries(op.responses)) {
        for (const media of Object.values(response.content ?? {})) {
          const leaked = propertyNames(media.schema).filter((n) => forbidden.test(n));
          expect(leaked, `${key(method, path)} ${code}`).toEqual([]);
        }
      }
    }
  });
});

describe('the exact legacy message strings, by status', () => {
  // From the spec's sections 7-8 and the legacy notes: the texts legacy clients test for or show.
  const expected: [string, string, string, string][] = [
    ['POST', '/Singup/login', '200', 'Login successful!'],
    ['POST', '/Singup/login', '401', 'Wrong Username and password'],
    ['POST', '/SingUpAdmin/login', '200', 'Login successful!'],
    ['POST', '/SingUpAdmin/login', '401', 'Wrong username or password.'],
    ['POST', '/Singup/user', '201', 'Signup was successful!'],
    ['POST', '/Singup/user', '400', 'Passwords do not match'],
    ['POST', '/Singup/user', '409', 'Email already existed'],
    ['POST', '/Singup/forgetpassword', '200', 'Password reset link has been sent to your email.'],
    ['POST', '/Singup/reset-password', '200', 'Password reset successful.'],
    ['POST', '/Singup/reset-password', '400', 'Invalid token or email mismatch.'],
    ['PUT', '/Singup/update/{userId}', '200', 'Profile updated successfully!'],
    ['POST', '/Singup/adminAddUser', '201', 'User created successfully and account activated'],
    ['DELETE', '/Singup/deleteProfile', '200', 'User profile deleted successfully'],
    ['DELETE', '/Singup/deleteProfile', '404', 'User profile not found'],
    ['GET', '/Singup/getUser/{userId}', '404', 'User not found'],
    ['POST', '/ext/email-verification', '202', 'Verification email sent! Please check your inbox.'],
    ['POST', '/ext/email-verification/verify', '200', 'Verification successful!'],
    ['POST', '/ext/email-verification/verify', '400', 'Verification code is incorrect.'],
    [
      'POST',
      '/Singup/activeAccount',
      '201',
      'Account activated and membership data deleted successfully',
    ],
    ['POST', '/Singup/activeAccount', '404', 'Membership not found'],
    ['PUT', '/Singup/reject/{id}', '200', 'Member rejected and deleted successfully'],
    ['PUT', '/Singup/reject/{id}', '404', 'Member not found'],
    ['POST', '/Singup/donate', '201', 'Donation data saved successfully'],
    [
      'POST',
      '/Singup/activeDonation',
      '201',
      'Donation activated, record updated, and confirmation email sent successfully.',
    ],
    [
      'DELETE',
      '/SingUpAdmin/deletealldonaton',
      '200',
      'All donations have been deleted successfully.',
    ],
    ['POST', '/SingUpAdmin/delete', '200', 'Delete is successful'],
    ['POST', '/Singup/rentBooks', '200', 'Book rented successfully!'],
    ['PUT', '/Singup/returnBook', '200', 'Book returned successfully'],
    ['PUT', '/Singup/returnBook', '404', 'Book not found or unauthorized action'],
    ['PUT', '/Singup/cancelReturn', '200', 'Return canceled successfully'],
    ['PUT', '/SingUpAdmin/updateStatus', '404', 'Request not found or already processed.'],
    [
      'DELETE',
      '/SingUpAdmin/deleteAllBookInfo',
      '200',
      'All Book Information have been deleted successfully.',
    ],
    ['GET', '/SingUpAdmin/top-readers', '200', 'Top readers retrieved successfully!'],
    ['POST', '/SingUpAdmin/rank-settings', '200', 'Rank settings updated successfully'],
    ['GET', '/Singup/SpecificBook', '404', 'Book not found'],
    ['POST', '/SingUpAdmin/addbooks', '201', 'Book added successfully'],
    ['PUT', '/SingUpAdmin/editbooks', '200', 'Book updated successfully'],
    ['DELETE', '/SingUpAdmin/deleteBook', '200', 'Book and image deleted successfully'],
    ['PUT', '/SingUpAdmin/reduceBooks', '200', 'Book count updated'],
    ['POST', '/SingUpAdmin/addevent', '201', 'Event added successfully'],
    ['POST', '/SingUpAdmin/addblogs', '201', 'Blog added successfully'],
    ['PUT', '/SingUpAdmin/editblogs/{id}', '200', 'Blog updated successfully'],
    ['POST', '/SingUpAdmin/addnotice', '201', 'Notice added successfully'],
    ['PUT', '/SingUpAdmin/updatenotice/{id}', '200', 'Notice updated successfully'],
    ['DELETE', '/SingUpAdmin/deleteNotice', '200', 'Notice and image deleted successfully'],
    ['POST', '/SingUpAdmin/addGallery', '201', 'Images added to gallery successfully'],
    ['PUT', '/SingUpAdmin/editGallery/{id}', '200', 'Gallery updated successfully'],
    ['POST', '/SingUpAdmin/addFaqs', '201', 'FAQ added successfully!'],
    ['DELETE', '/SingUpAdmin/deleteFaq/{id}', '200', 'FAQ deleted successfully!'],
    ['POST', '/Singup/user', '400', 'Invalid file format. Only .jpg, .jpeg, .png allowed.'],
  ];
  it.each(expected)('%s %s %s says "%s"', (method, path, status, message) => {
    const op = find(method, path);
    expect(op).toBeDefined();
    expect(op!.responses[status], `${status} is declared`).toBeDefined();
    expect(responseStrings(op!, (s) => s === status)).toContain(message);
  });

  it('says "successfully" in every team-member write (the console looks for the word)', () => {
    for (const [method, path] of [
      ['POST', '/SingUpAdmin/addTeamMember'],
      ['PUT', '/SingUpAdmin/updateTeamMember/{id}'],
      ['DELETE', '/SingUpAdmin/deleteTeamMember/{id}'],
    ] as const) {
      const strings = responseStrings(find(method, path)!, (s) => s.startsWith('2'));
      expect(
        strings.some((s) => s.includes('successfully')),
        key(method, path)
      ).toBe(true);
    }
  });
});

describe("every entity of the specs' section 3 has a named schema", () => {
  // Spec entity → component: the SDK exports each under this name.
  const entities: Record<string, string> = {
    'User signup': 'SignupForm',
    'User profile': 'UserProfile',
    'New user (created by an admin)': 'AdminUserForm',
    'Membership request payload': 'MembershipApplication',
    'Membership request (stored, pending)': 'MembershipRequest',
    'Active membership record': 'ActiveMembership',
    'Donation payload': 'DonationForm',
    'Donation request': 'DonationRequest',
    'Donation record (ammount, date)': 'DonationRecord',
    'Accepted payment record': 'AcceptedPayment',
    Book: 'Book',
    'Book form (serialNumber-N)': 'BookForm',
    'Rent record / rent request / book request-return record': 'RentRecord',
    'Read-book record': 'ReadBook',
    'Reader / ranked reader': 'RankedReader',
    'Rank settings': 'RankSettings',
    Notice: 'Notice',
    'Notice form': 'NoticeForm',
    Event: 'Event',
    'Event form': 'EventForm',
    Blog: 'Blog',
    'Blog form': 'BlogForm',
    'Gallery entry': 'GalleryItem',
    'Gallery form': 'GalleryForm',
    'Team member': 'TeamMember',
    'Team member form': 'TeamMemberForm',
    'FAQ item': 'Faq',
    'FAQ form': 'FaqForm',
    Mission: 'Mission',
  };
  it.each(Object.entries(entities))('%s → %s', (_entity, name) => {
    const schema = doc.components.schemas?.[name];
    expect(schema, name).toBeDefined();
    expect(propertyNames(schema!).length, `${name} has fields`).toBeGreaterThan(0);
  });
});

describe('closed sets are enums with the legacy values', () => {
  const enumOf = (name: string) => deref({ $ref: `#/components/schemas/${name}` }).enum;
  it.each([
    ['RentStatus', ['pending', 'approved', 'rejected', 'Received', 'Returned', 'readed']],
    ['PaymentMethod', ['mobileBank', 'bankTransfer']],
    ['MobileWallet', ['bkash', 'nogod', 'rocket']],
    ['TeamRole', ['Advisors', 'Directors', 'Campus Ambassadors', 'Volunteers']],
    ['NoticeCategory', ['general', 'education', 'announcement', 'event', 'recruitment', 'other']],
    ['RankUnit', ['days', 'weeks', 'months', 'years']],
  ])('%s', (name, values) => {
    expect(enumOf(name)).toEqual(values);
  });

  it('BookCategory has 48 distinct NFC-normalised Bangla values', () => {
    const values = enumOf('BookCategory') as string[];
    expect(values).toHaveLength(48);
    expect(new Set(values).size).toBe(48);
    for (const v of values) {
      expect(v).toBe(v.normalize('NFC'));
      expect(v).toMatch(/^[\u0980-\u09FF][\u0980-\u09FF\s-]*$/);
    }
  });
});
