import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadSpec, type JsonSchema, type OpenApiDocument } from '../src';

// The server validates requests and responses with Ajv against these very schemas, so each one
// must compile under strict mode, with only OpenAPI's own annotation keywords added, and our two
// annotation extensions inside schemas: `x-max-bytes`, an upload's size limit (read by the SDK's
// limits and the API's upload handling, not by validation), and `x-variant-widths`, the widths of
// the smaller copies served beside an uploaded picture (ImageUrl).
function createAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addVocabulary([
    'example',
    'discriminator',
    'xml',
    'externalDocs',
    'x-max-bytes',
    'x-variant-widths',
  ]);
  return ajv;
}

let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await loadSpec({ dereference: true });
});

describe('every schema compiles in Ajv strict mode (JSON Schema 2020-12)', () => {
  it('component schemas', () => {
    const ajv = createAjv();
    for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
      expect(() => ajv.compile(schema), name).not.toThrow();
    }
  });

  it('request and response schemas of every operation', () => {
    const ajv = createAjv();
    let compiled = 0;
    for (const [method, path, op] of listOperations(doc)) {
      const schemas: [string, JsonSchema][] = [];
      for (const p of op.parameters ?? [])
        if (p.schema) schemas.push([`param ${p.name}`, p.schema]);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        schemas.push([`body ${type}`, media.schema]);
      }
      for (const [code, r] of Object.entries(op.responses)) {
        for (const media of Object.values(r.content ?? {}))
          schemas.push([`response ${code}`, media.schema]);
      }
      for (const [where, schema] of schemas) {
        expect(() => ajv.compile(schema), `${method.toUpperCase()} ${path} ${where}`).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(300);
  });

  it('ErrorBody accepts what the server sends and refuses a bare legacy {error}', () => {
    const validate = createAjv().compile(doc.components.schemas!.ErrorBody!);
    expect(
      validate({ code: 'not_found', message: 'Book not found', error: 'Book not found' })
    ).toBe(true);
    expect(validate({ error: 'there is no books' })).toBe(false);
    expect(validate({ code: 'made_up', message: 'x', error: 'x' })).toBe(false);
  });
});

describe('the schemas mean what the contract says', () => {
  const ajv = () => createAjv();
  const bodyOf = (path: string, method: 'post' | 'put') => {
    const content = doc.paths[path]?.[method]?.requestBody?.content ?? {};
    return Object.values(content)[0]!.schema;
  };

  it('payment details need the wallet fields for mobile banking and the account for a bank', () => {
    const validate = ajv().compile(bodyOf('/Singup/donate', 'post'));
    const base = {
      name: 'Rahim',
      email: 'r@example.org',
      donationAmount: 500,
      transactionId: 'TX1',
    };
    expect(
      validate({
        ...base,
        paymentMethod: 'mobileBank',
        mobileBankMethod: 'bkash',
        mobileBankNumber: '01711111111',
      })
    ).toBe(true);
    expect(
      validate({ ...base, paymentMethod: 'mobileBank', mobileBankNumber: '01711111111' })
    ).toBe(false);
    expect(
      validate({
        ...base,
        paymentMethod: 'mobileBank',
        mobileBankMethod: 'paypal',
        mobileBankNumber: '01711111111',
      })
    ).toBe(false);
    expect(
      validate({ ...base, paymentMethod: 'bankTransfer', bankAccountNumber: '1234567890' })
    ).toBe(true);
    expect(validate({ ...base, paymentMethod: 'bankTransfer' })).toBe(false);
    expect(
      validate({
        ...base,
        paymentMethod: 'bankTransfer',
        bankAccountNumber: '1234567890',
        isAdmin: true,
      })
    ).toBe(false);
  });

  it('a book form takes one serialNumber-N field per copy and nothing else', () => {
    const validate = ajv().compile(doc.components.schemas!.BookForm!);
    const book = {
      bookname: 'পথের পাঁচালী',
      booknameEnglish: 'Pather Panchali',
      authorname: 'বিভূতিভূষণ',
      authornameEnglish: 'Bibhutibhushan',
      aboutbook: 'উপন্যাস',
      aboutbookEnglish: 'A novel',
      booktype: 'উপন্যাস',
      totalbooks: 2,
    };
    expect(validate({ ...book, 'serialNumber-1': '101', 'serialNumber-2': '102' })).toBe(true);
    expect(validate({ ...book, serialNumber1: '101' })).toBe(true);
    expect(validate({ ...book, 'serialNumber-1': 'A-101' })).toBe(false);
    expect(validate({ ...book, serialX: '101' })).toBe(false);
    expect(validate({ ...book, booktype: 'Novel' })).toBe(false);
  });

  it('approving a borrow request needs a serial number and a loan length; rejecting does not', () => {
    const validate = ajv().compile(bodyOf('/SingUpAdmin/updateRequestStatus', 'put'));
    const request = {
      userId: 12345,
      bookId: 123456,
      rentId: '3f0c2d3e-8a52-4c5e-9f43-0c3b9f0f1a11',
    };
    expect(validate({ ...request, status: 'approved', serialNumber: '101', returnDay: 7 })).toBe(
      true
    );
    expect(
      validate({ ...request, status: 'approved', serialNumber: '101', returnDayNumber: 14 })
    ).toBe(true);
    expect(validate({ ...request, status: 'approved', returnDay: 7 })).toBe(false);
    expect(validate({ ...request, status: 'approved', serialNumber: '101' })).toBe(false);
    expect(validate({ ...request, status: 'rejected' })).toBe(true);
    expect(validate({ ...request, status: 'readed' })).toBe(false);
  });

  it('sign-up refuses unknown fields and a short password; the admin form has no code', () => {
    const signup = ajv().compile(doc.components.schemas!.SignupForm!);
    const adminForm = ajv().compile(doc.components.schemas!.AdminUserForm!);
    const account = {
      fullName: 'Karim',
      email: 'karim@example.org',
      mobile: '01811111111',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      permanentAddress: 'Sylhet',
      currentAddress: 'Dhaka',
    };
    expect(signup({ ...account, verificationCode: '123456' })).toBe(true);
    expect(signup({ ...account, verificationCode: '12345' })).toBe(false);
    expect(signup({ ...account, password: 'short', confirmPassword: 'short' })).toBe(false);
    expect(signup({ ...account, role: 'admin' })).toBe(false);
    expect(adminForm(account)).toBe(true);
    expect(adminForm({ ...account, verificationCode: '123456' })).toBe(false);
  });
});
