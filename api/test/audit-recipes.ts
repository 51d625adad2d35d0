import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { createBook, createBorrower, loanAt } from '../src/features/lending/test-support';
import { apply, bankForm } from '../src/features/membership/test-data';
import type { CallOptions, TestApi } from './helpers/app';
import { createMember, jpeg, png, type TestAdmin } from './helpers/fixtures';

/** One call of an operation, as `api.call` takes it. */
export interface AuditCall {
  method: string;
  url: string;
  options: CallOptions;
}

type Recipe = (api: TestApi, admin: TestAdmin) => Promise<AuditCall>;

const call = (method: string, url: string, options: CallOptions = {}): AuditCall => ({
  method,
  url,
  options,
});

/** Makes data with the admin's own calls and returns the answer's body (setup, not the test). */
async function made(api: TestApi, admin: TestAdmin, c: AuditCall): Promise<any> {
  const res = await api.call(c.method, c.url, { ...c.options, token: admin.token });
  expect(res.status, `${c.method} ${c.url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

const bilingual = (bn: string, en: string, extra: [string, string][] = []) => [
  [bn, 'লেখা'] as [string, string],
  [en, 'Text'] as [string, string],
  ...extra,
];

const blogForm = () => [
  ...bilingual('blogTitle', 'blogTitleEnglish'),
  ...bilingual('authorName', 'authorNameEnglish'),
  ...bilingual('content', 'contentEnglish'),
];
const noticeForm = () => [
  ...bilingual('noticeTitle', 'noticeTitleEnglish'),
  ...bilingual('description', 'descriptionEnglish'),
];
const galleryForm = () => [
  ...bilingual('title', 'titleEnglish'),
  ...bilingual('description', 'descriptionEnglish'),
];
const eventFields = {
  eventname: 'বইমেলা',
  eventnameEnglish: 'Book fair',
  organizer: 'ক্লাব',
  organizerEnglish: 'Club',
  description: 'বিবরণ',
  descriptionEnglish: 'About',
  eventDate: '2030-01-15',
  eventTime: '10:30',
};
const teamForm = (): [string, string][] => [
  ['Name', 'রহিম'],
  ['role', 'Advisors'],
  ['serial', '1'],
];
const bookFields = {
  bookname: 'আরণ্যক',
  booknameEnglish: 'Aranyak',
  authorname: 'বিভূতিভূষণ',
  authornameEnglish: 'Bibhutibhushan',
  aboutbook: 'উপন্যাস',
  aboutbookEnglish: 'A novel',
  booktype: 'উপন্যাস',
  totalbooks: '1',
};

const addBlog = () =>
  call('POST', '/SingUpAdmin/addblogs', { form: [...blogForm(), ['image', png()]] });
const addNotice = () => call('POST', '/SingUpAdmin/addnotice', { form: noticeForm() });
const addEvent = () =>
  call('POST', '/SingUpAdmin/addevent', {
    form: [...Object.entries(eventFields), ['poster', jpeg()]],
  });
const addGallery = () =>
  call('POST', '/SingUpAdmin/addGallery', { form: [...galleryForm(), ['files', png()]] });
const addTeam = () => call('POST', '/SingUpAdmin/addTeamMember', { form: teamForm() });
const addFaq = () =>
  call('POST', '/SingUpAdmin/addFaqs', { json: { question: 'কেন?', answer: 'কারণ।' } });

const TABLES = {
  Blog: 'blogs',
  Notice: 'notices',
  Event: 'events',
  GalleryItem: 'gallery_items',
  TeamMember: 'team_members',
} as const;

/** The id later calls take for the newest record of a table, whatever its create call answered. */
async function newest(api: TestApi, table: (typeof TABLES)[keyof typeof TABLES] | 'faqs') {
  const column = table === 'team_members' || table === 'faqs' ? 'id' : 'unique_id';
  const row = await api.db
    .selectFrom(table)
    .select(sql<number>`${sql.ref(column)}`.as('id'))
    .orderBy(sql.ref(column), 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The create, update and delete recipes of a content record (add, edit, delete<Name>). */
function editable(
  name: keyof typeof TABLES,
  add: () => AuditCall,
  later: (id: number) => { update: AuditCall; remove: AuditCall }
): Record<string, Recipe> {
  const after =
    (pick: 'update' | 'remove'): Recipe =>
    async (api, admin) => {
      await made(api, admin, add());
      return later(await newest(api, TABLES[name]))[pick];
    };
  return {
    [`add${name}`]: async () => add(),
    [`update${name}`]: after('update'),
    [`delete${name}`]: after('remove'),
  };
}

async function membershipApplication(api: TestApi) {
  const member = await createMember(api);
  expect((await apply(api, member, bankForm(member))).status).toBe(201);
  return member;
}

async function donation(api: TestApi): Promise<number> {
  const res = await api.call('POST', '/Singup/donate', {
    json: {
      name: 'Jamal',
      email: 'jamal@example.com',
      donationAmount: 2500,
      paymentMethod: 'bankTransfer',
      bankAccountNumber: '00112233445566',
      transactionId: `BANK-${Date.now()}`,
    },
  });
  expect(res.status).toBe(201);
  return (res.body as any).donation.userId;
}

/**
 * A call that succeeds, for every admin write of the contract (test/audit-matrix.test.ts fails
 * for an admin write missing here). Each makes its own data first.
 */
/** A CSV import that writes (not a dry run): a header and one new row. */
const importCsv = (what: 'books' | 'members', rows: string[]) =>
  call('POST', `/ext/import/${what}`, {
    query: { dryRun: false },
    payload: rows.join('\r\n'),
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });

export const AUDIT_RECIPES: Record<string, Recipe> = {
  importBooksCsv: async () =>
    importCsv('books', [
      'uniqueId,bookname,booknameEnglish,authorname,authornameEnglish,aboutbook,aboutbookEnglish,booktype,serialNumbers',
      ',আমদানি,Imported,লেখক,Author,বই,A book,উপন্যাস,7701',
    ]),
  importMembersCsv: async () =>
    importCsv('members', [
      'uniqueId,name,email,mobile,permanentAddress,currentAddress,membershipExpires',
      ',Imported Reader,imported.reader@example.com,,,,',
    ]),
  ...editable('Blog', addBlog, (id) => ({
    update: call('PUT', `/SingUpAdmin/editblogs/${id}`, { form: blogForm() }),
    remove: call('DELETE', '/SingUpAdmin/deleteBlogs', { query: { id } }),
  })),
  ...editable('Notice', addNotice, (id) => ({
    update: call('PUT', `/SingUpAdmin/updatenotice/${id}`, { form: noticeForm() }),
    remove: call('DELETE', '/SingUpAdmin/deleteNotice', { query: { id } }),
  })),
  ...editable('Event', addEvent, (id) => ({
    update: call('PUT', `/SingUpAdmin/updateEvent/${id}`, { json: eventFields }),
    remove: call('DELETE', `/SingUpAdmin/deleteEvent/${id}`),
  })),
  ...editable('GalleryItem', addGallery, (id) => ({
    update: call('PUT', `/SingUpAdmin/editGallery/${id}`, { form: galleryForm() }),
    remove: call('DELETE', '/SingUpAdmin/deletePhotoGallery', { query: { id } }),
  })),
  ...editable('TeamMember', addTeam, (id) => ({
    update: call('PUT', `/SingUpAdmin/updateTeamMember/${id}`, { form: teamForm() }),
    remove: call('DELETE', `/SingUpAdmin/deleteTeamMember/${id}`),
  })),
  addFaq: async () => addFaq(),
  deleteFaq: async (api, admin) => {
    await made(api, admin, addFaq());
    return call('DELETE', `/SingUpAdmin/deleteFaq/${await newest(api, 'faqs')}`);
  },
  saveMission: async () => call('POST', '/SingUpAdmin/mission', { json: { mission: 'পড়ি' } }),
  updateMission: async (api, admin) => {
    await made(api, admin, call('POST', '/SingUpAdmin/mission', { json: { mission: 'পড়ি' } }));
    return call('PUT', '/SingUpAdmin/mission', { json: { mission: 'আরও পড়ি' } });
  },
  addBook: async () =>
    call('POST', '/SingUpAdmin/addbooks', {
      form: [
        ...Object.entries(bookFields),
        ['serialNumber-1', String(Date.now()).slice(-9)],
        ['File', png()],
      ],
    }),
  updateBook: async (api) => {
    const book = await createBook(api, { copies: 1 });
    return call('PUT', '/SingUpAdmin/editbooks', {
      query: { bookId: book.bookId },
      form: [...Object.entries(bookFields), ['serialNumber-1', book.serials[0]!]],
    });
  },
  deleteBook: async (api) => {
    const book = await createBook(api, { copies: 1 });
    return call('DELETE', '/SingUpAdmin/deleteBook', { query: { id: book.bookId } });
  },
  acknowledgeBookLent: async (api) => {
    const book = await createBook(api);
    return call('PUT', '/SingUpAdmin/reduceBooks', { query: { id: book.bookId } });
  },
  acknowledgeBookReturned: async (api) => {
    const book = await createBook(api);
    return call('PUT', '/SingUpAdmin/addBooks', { query: { id: book.bookId } });
  },
  decideBorrowRequest: async (api, admin) => {
    const { record: r } = await loanAt(api, admin, 'pending');
    return call('PUT', '/SingUpAdmin/updateRequestStatus', {
      json: { userId: r.userId, bookId: r.bookId, rentId: r.rentId, status: 'rejected' },
    });
  },
  approveRequests: async (api, admin) => {
    const { record: r } = await loanAt(api, admin, 'pending');
    return call('POST', '/ext/desk/approvals', { json: { items: [{ rentId: r.rentId }] } });
  },
  recordHandover: async (api, admin) => {
    const { record: r } = await loanAt(api, admin, 'approved');
    return call('POST', '/ext/desk/handovers', {
      json: { rentId: r.rentId, action: 'handed_over' },
    });
  },
  requestBookReturn: async (api, admin) => {
    const { record: r } = await loanAt(api, admin, 'Received');
    return call('POST', '/SingUpAdmin/deleteRequest', {
      json: { userId: r.userId, bookId: r.bookId },
    });
  },
  markReturnNotReceived: async (api, admin) => {
    const { record: r } = await loanAt(api, admin, 'Returned');
    return call('PUT', '/SingUpAdmin/updateStatus', {
      json: { userId: r.userId, bookId: r.bookId, status: 'Received' },
    });
  },
  confirmBookReturn: async (api, admin) => {
    const { record: r } = await loanAt(api, admin, 'Returned');
    return call('PUT', '/SingUpAdmin/returnData', {
      json: { userId: r.userId, bookId: r.bookId, rentId: r.rentId },
    });
  },
  deleteAllBorrowRecords: async (api, admin) => {
    await loanAt(api, admin, 'readed');
    return call('DELETE', '/SingUpAdmin/deleteAllBookInfo', {
      query: { confirm: true, writeOff: true },
    });
  },
  approveMembership: async (api) => {
    const member = await membershipApplication(api);
    return call('POST', '/Singup/activeAccount', { json: { id: member.userId } });
  },
  rejectMembership: async (api) => {
    const member = await membershipApplication(api);
    return call('PUT', `/Singup/reject/${member.userId}`);
  },
  deactivateMembership: async (api) => {
    const member = await createBorrower(api);
    return call('DELETE', '/Singup/deleteActivation', { query: { id: member.userId } });
  },
  deleteAcceptedPayment: async (api, admin) => {
    const member = await membershipApplication(api);
    await made(api, admin, call('POST', '/Singup/activeAccount', { json: { id: member.userId } }));
    const row = await api.db
      .selectFrom('accepted_payments')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return call('POST', '/SingUpAdmin/delete', { json: { id: String(row.id) } });
  },
  approveDonation: async (api) => {
    const id = await donation(api);
    return call('POST', '/Singup/activeDonation', {
      json: { id, ammount: 2500, email: 'jamal@example.com' },
    });
  },
  rejectDonation: async (api) => call('PUT', `/Singup/rejectDonation/${await donation(api)}`),
  deleteAllAcceptedDonations: async (api, admin) => {
    const id = await donation(api);
    await made(
      api,
      admin,
      call('POST', '/Singup/activeDonation', {
        json: { id, ammount: 2500, email: 'jamal@example.com' },
      })
    );
    return call('DELETE', '/SingUpAdmin/deletealldonaton', { query: { confirm: true } });
  },
  adminCreateUser: async () => {
    const email = `added-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    return call('POST', '/Singup/adminAddUser', {
      form: [
        ['fullName', 'নতুন সদস্য'],
        ['email', email],
        ['mobile', '+8801712345678'],
        ['password', 'a long password 1'],
        ['confirmPassword', 'a long password 1'],
        ['permanentAddress', 'ঢাকা'],
        ['currentAddress', 'ঢাকা'],
      ],
    });
  },
  deleteUser: async (api) => {
    const member = await createMember(api);
    return call('DELETE', '/Singup/deleteProfile', { query: { id: member.userId } });
  },
  updateRankSettings: async () =>
    call('POST', '/SingUpAdmin/rank-settings', {
      json: { hideRankList: false, filterValue: 1, filterUnit: 'months' },
    }),
  saveCirculationSettings: async () =>
    call('PUT', '/ext/circulation-settings', {
      json: {
        loanDays: 14,
        maxRenewals: 2,
        renewalOverdueLimitDays: 0,
        holdDays: 3,
        reminderDaysBefore: 2,
        overdueReminderDays: [1, 7],
        membershipExpiryReminderDays: 7,
      },
    }),
  startTwoFactorEnrolment: async () => call('POST', '/ext/admin/two-factor'),
  confirmTwoFactor: async (api, admin) => {
    const { secret } = await made(api, admin, call('POST', '/ext/admin/two-factor'));
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: api.clock.now().getTime(),
    });
    return call('POST', '/ext/admin/two-factor/confirm', { json: { code } });
  },
};
