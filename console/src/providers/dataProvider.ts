import {
  formDataSerializer,
  type ApiClient,
  type Blog,
  type Book,
  type BookCategory,
  type Event,
  type Faq,
  type GalleryItem,
  type Notice,
  type NoticeCategory,
  type TeamMember,
  type TeamRole,
  type UserProfile,
} from '@pathagar/sdk';
import { sortTeamMembers } from '@pathagar/shared-i18n';
import { createInsightsDesk } from './insights';
import { createLendingDesk } from './lending';
import {
  matches,
  newestFirst,
  notFound,
  page,
  text,
  type Filter,
  type ResourceMapping,
} from './listing';
import { createMembersDesk } from './members';
import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetOneParams,
  Identifier,
  UpdateParams,
} from 'react-admin';

/*
 * Every resource of the console mapped to its legacy calls, in one table (style-anchors §1): the
 * content resources below, the operations desks from lending.ts, members.ts and insights.ts.
 * The legacy list calls answer the whole collection, so filtering, sorting and paging of those
 * happen here; books have a server-side extension (GET /ext/books) and use it. Records get an
 * `id` (the uniqueId where the legacy client addressed records by it, `_id` otherwise).
 * Errors are the SDK's ApiError, whose `status` react-admin hands to authProvider.checkError.
 */

// ---- What the screens hand to create/update (form values, before they become the contract's bodies)

export interface BookInput {
  bookname: string;
  booknameEnglish: string;
  authorname: string;
  authornameEnglish: string;
  aboutbook: string;
  aboutbookEnglish: string;
  booktype: BookCategory;
  /** One per physical copy, in the order the form lists them. */
  serialNumbers: string[];
  /** The cover; required on add, optional on edit. */
  File?: File | null;
}

export type EventInput = Omit<Event, '_id' | 'uniqueId' | 'imgUrl'> & { poster?: File | null };

export interface BlogInput {
  blogTitle: string;
  blogTitleEnglish: string;
  authorName: string;
  authorNameEnglish: string;
  content: string;
  contentEnglish: string;
  image?: File | null;
}

export interface NoticeInput {
  noticeTitle: string;
  noticeTitleEnglish: string;
  description: string;
  descriptionEnglish: string;
  category: NoticeCategory;
  file?: File | null;
}

export interface GalleryInput {
  title: string;
  titleEnglish: string;
  description: string;
  descriptionEnglish: string;
  /** New images to upload. */
  files: File[];
  /** On edit: the current image URLs to keep. */
  existingImages?: string[];
}

export interface TeamInput {
  Name: string;
  role: TeamRole;
  serial: number;
  Mobile: string;
  email: string;
  Campus: string;
  file?: File | null;
}

export interface FaqInput {
  question: string;
  questionBangla: string;
  answer: string;
  answerBangla: string;
}

export interface UserInput {
  fullName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  permanentAddress: string;
  currentAddress: string;
  profileImage?: File | null;
}

export const MISSION_ID = 'mission';

// ---- Record shapes as the screens receive them

export type BookRecord = Book & { id: number };
export type EventRecord = Event & { id: string };
export type BlogRecord = Blog & { id: number };
export type NoticeRecord = Notice & { id: number };
export type GalleryRecord = GalleryItem & { id: number };
export type TeamRecord = TeamMember & { id: string };
export type FaqRecord = Faq & { id: string };
export type UserRecord = UserProfile & { id: number };
export interface MissionRecord {
  id: typeof MISSION_ID;
  mission: string | null;
  updatedAt?: string | null;
}

/** `serialNumber-1`, `serialNumber-2`… as the contract's BookForm names them. */
function bookBody(input: BookInput) {
  const serials = input.serialNumbers.map((s) => s.trim());
  return {
    bookname: input.bookname,
    booknameEnglish: input.booknameEnglish,
    authorname: input.authorname,
    authornameEnglish: input.authornameEnglish,
    aboutbook: input.aboutbook,
    aboutbookEnglish: input.aboutbookEnglish,
    booktype: input.booktype,
    totalbooks: serials.length,
    ...Object.fromEntries(serials.map((serial, i) => [`serialNumber-${i + 1}`, serial])),
    ...(input.File ? { File: input.File } : {}),
  };
}

function teamBody(input: TeamInput) {
  return {
    Name: input.Name,
    role: input.role,
    serial: input.serial,
    Mobile: input.Mobile,
    email: input.email,
    // The campus means something only for Campus Ambassadors (spec §5).
    ...(input.role === 'Campus Ambassadors' ? { Campus: input.Campus } : {}),
    ...(input.file ? { file: input.file } : {}),
  };
}

const multipart = { bodySerializer: formDataSerializer } as const;

// ---- The table

function createContentMappings(api: ApiClient) {
  const books = (b: Book): BookRecord => ({ ...b, id: b.uniqueId });
  const events = (e: Event): EventRecord => ({ ...e, id: e._id });
  const blogs = (b: Blog): BlogRecord => ({ ...b, id: b.uniqueId });
  const notices = (n: Notice): NoticeRecord => ({ ...n, id: n.uniqueId });
  const gallery = (g: GalleryItem): GalleryRecord => ({ ...g, id: g.uniqueId });
  const team = (m: TeamMember): TeamRecord => ({ ...m, id: m._id });
  const faqs = (f: Faq): FaqRecord => ({ ...f, id: f._id });
  const users = (u: UserProfile): UserRecord => ({ ...u, id: u.uniqueId });

  const allEvents = async () =>
    (await api.GET('/SingUpAdmin/allEvent')).data!.map(events).sort(
      // Newest first (spec §2.4): by date, then by time on the same day.
      (a, b) => newestFirst(`${a.eventDate}T${a.eventTime}`, `${b.eventDate}T${b.eventTime}`)
    );
  const allTeam = async () =>
    sortTeamMembers((await api.GET('/SingUpAdmin/allTeamMembers')).data!.teamMembers).map(team);

  return {
    books: {
      // Server-side: name/author search in the page's language, category filter, paging.
      getList: async ({ filter, pagination, sort }) => {
        const f = filter as Filter;
        const { data } = await api.GET('/ext/books', {
          params: {
            query: {
              lang: f.lang === 'en' ? 'en' : 'bn',
              ...(typeof f.name === 'string' && f.name.trim() ? { name: f.name.trim() } : {}),
              ...(typeof f.author === 'string' && f.author.trim()
                ? { author: f.author.trim() }
                : {}),
              ...(f.booktype ? { category: f.booktype as BookCategory } : {}),
              page: pagination?.page ?? 1,
              limit: Math.min(pagination?.perPage ?? 20, 100),
              sort: sort?.field === 'name' ? 'name' : 'newest',
            },
          },
        });
        return { data: data!.items.map(books), total: data!.total };
      },
      getOne: async (id) =>
        books(
          (await api.GET('/SingUpAdmin/getBook', { params: { query: { bookId: Number(id) } } }))
            .data!
        ),
      create: async (input: BookInput) => {
        const { data } = await api.POST('/SingUpAdmin/addbooks', {
          body: bookBody(input) as never,
          ...multipart,
        });
        return data!.book ? books(data!.book) : { id: data!.uniqueId, uniqueId: data!.uniqueId };
      },
      update: async (id, input: BookInput) => {
        const { data } = await api.PUT('/SingUpAdmin/editbooks', {
          params: { query: { bookId: Number(id) } },
          body: bookBody(input) as never,
          ...multipart,
        });
        return books(data!.book);
      },
      delete: async (id) => {
        await api.DELETE('/SingUpAdmin/deleteBook', { params: { query: { id: Number(id) } } });
      },
    },

    events: {
      getList: async (params) => page(await allEvents(), { ...params, sort: undefined as never }),
      getOne: async (id) => {
        const found = (await allEvents()).find((e) => String(e.id) === String(id));
        if (!found) notFound();
        return found;
      },
      create: async ({ poster, ...fields }: EventInput) => {
        const { data } = await api.POST('/SingUpAdmin/addevent', {
          body: { ...fields, poster: poster! },
          ...multipart,
        });
        return events(data!.event);
      },
      // The whole edited event as JSON, as the legacy list sent it (spec §7).
      update: async (id, input: EventInput, previous) => {
        const body = { ...(previous as Partial<EventRecord>), ...input };
        delete body.id;
        delete body.poster;
        const { data } = await api.PUT('/SingUpAdmin/updateEvent/{id}', {
          params: { path: { id: String(id) } },
          body,
        });
        return events(data!.event);
      },
      delete: async (id) => {
        await api.DELETE('/SingUpAdmin/deleteEvent/{id}', { params: { path: { id: String(id) } } });
      },
    },

    blogs: {
      getList: async (params) => {
        const q = (params.filter as Filter).q;
        const list = (await api.GET('/SingUpAdmin/getblogs')).data!.map(blogs);
        return page(
          list.filter(
            (b) =>
              matches(b.blogTitle, q) ||
              matches(b.blogTitleEnglish, q) ||
              matches(b.authorName, q) ||
              matches(b.authorNameEnglish, q)
          ),
          params
        );
      },
      getOne: async (id) =>
        blogs(
          (await api.GET('/SingUpAdmin/blog/{id}', { params: { path: { id: String(id) } } })).data!
        ),
      create: async ({ image, ...fields }: BlogInput) => {
        const { data } = await api.POST('/SingUpAdmin/addblogs', {
          body: { ...fields, image: image! },
          ...multipart,
        });
        return blogs(data!.blog);
      },
      // Edit sends the new image as `file`, not `image` (the contract's BlogEditForm).
      update: async (id, { image, ...fields }: BlogInput) => {
        const { data } = await api.PUT('/SingUpAdmin/editblogs/{id}', {
          params: { path: { id: String(id) } },
          body: { ...fields, ...(image ? { file: image } : {}) },
          ...multipart,
        });
        return blogs(data!.blog);
      },
      delete: async (id) => {
        await api.DELETE('/SingUpAdmin/deleteBlogs', { params: { query: { id: Number(id) } } });
      },
    },

    notices: {
      getList: async (params) => {
        const { title, category } = params.filter as Filter;
        const list = (await api.GET('/SingUpAdmin/allNotice')).data!.map(notices);
        return page(
          list.filter(
            (n) =>
              (matches(n.noticeTitle, title) || matches(n.noticeTitleEnglish, title)) &&
              (!category || n.category === category)
          ),
          params
        );
      },
      getOne: async (id) =>
        notices(
          (
            await api.GET('/SingUpAdmin/editnotice/{id}', {
              params: { path: { id: String(id) } },
            })
          ).data!
        ),
      create: async ({ file, ...fields }: NoticeInput) => {
        const { data } = await api.POST('/SingUpAdmin/addnotice', {
          body: { ...fields, ...(file ? { file } : {}) },
          ...multipart,
        });
        return notices(data!.notice);
      },
      update: async (id, { file, ...fields }: NoticeInput) => {
        const { data } = await api.PUT('/SingUpAdmin/updatenotice/{id}', {
          params: { path: { id: String(id) } },
          body: { ...fields, ...(file ? { file } : {}) },
          ...multipart,
        });
        return notices(data!.notice);
      },
      delete: async (id) => {
        await api.DELETE('/SingUpAdmin/deleteNotice', { params: { query: { id: Number(id) } } });
      },
    },

    gallery: {
      getList: async (params) => {
        const list = (await api.GET('/SingUpAdmin/allPhotoGallery')).data!.map(gallery);
        // Newest first (spec §2.11).
        list.sort((a, b) => newestFirst(a.date, b.date));
        return page(list, { ...params, sort: undefined as never });
      },
      getOne: async (id) =>
        gallery(
          (
            await api.GET('/SingUpAdmin/singleGallery/{id}', {
              params: { path: { id: String(id) } },
            })
          ).data!
        ),
      create: async ({ existingImages: _kept, ...fields }: GalleryInput) => {
        const { data } = await api.POST('/SingUpAdmin/addGallery', {
          body: fields,
          ...multipart,
        });
        return gallery(data!.gallery);
      },
      // existingImages travels as a JSON list in one text field (spec §7).
      update: async (id, { existingImages, ...fields }: GalleryInput) => {
        const { data } = await api.PUT('/SingUpAdmin/editGallery/{id}', {
          params: { path: { id: String(id) } },
          body: { ...fields, existingImages: JSON.stringify(existingImages ?? []) },
          ...multipart,
        });
        return gallery(data!.gallery);
      },
      delete: async (id) => {
        await api.DELETE('/SingUpAdmin/deletePhotoGallery', {
          params: { query: { id: Number(id) } },
        });
      },
    },

    team: {
      // Position order, then serial (spec §9); the role filter is the position filter.
      getList: async (params) => {
        const { role } = params.filter as Filter;
        const list = await allTeam();
        return page(
          list.filter((m) => !role || m.role === role),
          { ...params, sort: undefined as never }
        );
      },
      getOne: async (id) => {
        const found = (await allTeam()).find((m) => m.id === String(id));
        if (!found) notFound();
        return found;
      },
      create: async (input: TeamInput) => {
        const { data } = await api.POST('/SingUpAdmin/addTeamMember', {
          body: teamBody(input),
          ...multipart,
        });
        return team(data!.teamMember);
      },
      update: async (id, input: TeamInput) => {
        const { data } = await api.PUT('/SingUpAdmin/updateTeamMember/{id}', {
          params: { path: { id: String(id) } },
          body: teamBody(input),
          ...multipart,
        });
        return team(data!.teamMember);
      },
      delete: async (id) => {
        await api.DELETE('/SingUpAdmin/deleteTeamMember/{id}', {
          params: { path: { id: String(id) } },
        });
      },
    },

    faqs: {
      getList: async (params) =>
        page((await api.GET('/SingUpAdmin/allFaqs')).data!.map(faqs), params),
      create: async (input: FaqInput) => {
        const { data } = await api.POST('/SingUpAdmin/addFaqs', { body: input });
        return faqs(data!.faq);
      },
      delete: async (id) => {
        await api.DELETE('/SingUpAdmin/deleteFaq/{id}', { params: { path: { id: String(id) } } });
      },
    },

    // One text: getOne reads it, create adds it (POST), update replaces it (PUT).
    mission: {
      getOne: async (): Promise<MissionRecord> => ({
        id: MISSION_ID,
        ...(await api.GET('/SingUpAdmin/mission')).data!,
      }),
      create: async ({ mission }: { mission: string }): Promise<MissionRecord> => {
        const { data } = await api.POST('/SingUpAdmin/mission', { body: { mission } });
        return { id: MISSION_ID, ...data!.mission };
      },
      update: async (_id, { mission }: { mission: string }): Promise<MissionRecord> => {
        const { data } = await api.PUT('/SingUpAdmin/mission', { body: { mission } });
        return { id: MISSION_ID, ...data!.mission };
      },
    },

    users: {
      getList: async (params) => {
        const { q } = params.filter as Filter;
        const list = (await api.GET('/Singup/Alluserprofile')).data!.map(users);
        return page(
          list.filter(
            (u) => matches(u.name, q) || matches(u.email, q) || matches(text(u.currentAddress), q)
          ),
          params
        );
      },
      // A one-item list (legacy shape): the admin profile view reads the first element.
      getOne: async (id) => {
        const [profile] = (
          await api.GET('/Singup/viewProfile', { params: { query: { id: Number(id) } } })
        ).data!;
        if (!profile) notFound();
        return users(profile);
      },
      create: async ({ profileImage, ...fields }: UserInput) => {
        const { data } = await api.POST('/Singup/adminAddUser', {
          body: { ...fields, ...(profileImage ? { profileImage } : {}) },
          ...multipart,
        });
        return { id: data!.uniqueId, uniqueId: data!.uniqueId, imageUrl: data!.imageUrl };
      },
    },
  } satisfies Record<string, ResourceMapping>;
}

/** The operations desks: their resources join the table, their custom methods the provider. */
function createDesks(api: ApiClient) {
  const lending = createLendingDesk(api);
  const members = createMembersDesk(api);
  const insights = createInsightsDesk(api);
  return {
    resources: { ...lending.resources, ...members.resources, ...insights.resources },
    methods: { ...lending.methods, ...members.methods, ...insights.methods },
  };
}

export function createResourceMappings(api: ApiClient) {
  return { ...createContentMappings(api), ...createDesks(api).resources };
}

export type ResourceName = keyof ReturnType<typeof createResourceMappings>;

/** The custom methods of the operations desks (approve, reject, confirm a return…). */
export type DeskMethods = ReturnType<typeof createDesks>['methods'];

/** The console's data provider: react-admin's methods plus the desks' custom methods. */
export type ConsoleDataProvider = DataProvider & DeskMethods;

function unsupported(resource: string, method: string): never {
  throw new Error(`The console has no ${method} for ${resource}.`);
}

/** react-admin's DataProvider over the table above. */
export function createDataProvider(api: ApiClient): ConsoleDataProvider {
  const table = createResourceMappings(api) as Record<string, ResourceMapping>;
  const { methods } = createDesks(api);
  const mapping = (resource: string, method: keyof ResourceMapping) =>
    table[resource]?.[method] ?? unsupported(resource, method);

  const getOne = async (resource: string, params: GetOneParams) => ({
    data: await (mapping(resource, 'getOne') as NonNullable<ResourceMapping['getOne']>)(
      params.id,
      params.meta
    ),
  });
  const deleteOne = async (resource: string, params: DeleteParams) => {
    await (mapping(resource, 'delete') as NonNullable<ResourceMapping['delete']>)(params.id);
    return { data: params.previousData ?? { id: params.id } };
  };

  return {
    ...methods,
    getList: async (resource, params) =>
      (mapping(resource, 'getList') as NonNullable<ResourceMapping['getList']>)(params),
    getOne: getOne as DataProvider['getOne'],
    getMany: (async (resource: string, params: { ids: Identifier[] }) => ({
      data: await Promise.all(params.ids.map(async (id) => (await getOne(resource, { id })).data)),
    })) as DataProvider['getMany'],
    getManyReference: async (resource) => unsupported(resource, 'getManyReference'),
    create: (async (resource: string, params: CreateParams) => ({
      data: await (mapping(resource, 'create') as NonNullable<ResourceMapping['create']>)(
        params.data as never
      ),
    })) as DataProvider['create'],
    update: (async (resource: string, params: UpdateParams) => ({
      data: await (mapping(resource, 'update') as NonNullable<ResourceMapping['update']>)(
        params.id,
        params.data as never,
        params.previousData
      ),
    })) as DataProvider['update'],
    updateMany: async (resource) => unsupported(resource, 'updateMany'),
    delete: deleteOne as DataProvider['delete'],
    deleteMany: (async (resource: string, params: { ids: Identifier[] }) => {
      for (const id of params.ids) await deleteOne(resource, { id });
      return { data: params.ids };
    }) as DataProvider['deleteMany'],
  };
}
