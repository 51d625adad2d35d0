import type { OkBody, PathWith } from '@pathagar/sdk/msw';
import type { Blog, Book, Event, Faq, GalleryItem, Notice, TeamMember } from '@pathagar/sdk';

export const book = (overrides: Partial<Book> = {}): Book => ({
  uniqueId: 123456,
  bookname: 'পথের পাঁচালী',
  booknameEnglish: 'Pather Panchali',
  authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
  authornameEnglish: 'Bibhutibhushan Bandyopadhyay',
  aboutbook: 'অপুর গল্প',
  aboutbookEnglish: "Apu's story",
  booktype: 'উপন্যাস',
  imgUrl: 'http://localhost:5000/uploads/covers/1.png',
  totalbooks: 2,
  serialNumbers: ['101', '102'],
  availableCopies: 2,
  ...overrides,
});

export const event = (overrides: Partial<Event> = {}): Event => ({
  _id: '200001',
  uniqueId: 200001,
  eventname: 'পাঠচক্র',
  eventnameEnglish: 'Reading circle',
  organizer: 'পাঠাগার',
  organizerEnglish: 'Pathagar',
  description: 'বই নিয়ে আলোচনা',
  descriptionEnglish: 'A talk about books',
  eventDate: '2026-05-01',
  eventTime: '17:30',
  imgUrl: 'http://localhost:5000/uploads/events/1.png',
  ...overrides,
});

export const blog = (overrides: Partial<Blog> = {}): Blog => ({
  _id: '300001',
  uniqueId: 300001,
  blogTitle: 'পড়ার আনন্দ',
  blogTitleEnglish: 'The joy of reading',
  authorName: 'রহিম',
  authorNameEnglish: 'Rahim',
  content: 'লেখা',
  contentEnglish: 'Text',
  date: '2026-03-01T10:00:00.000Z',
  imgUrl: 'http://localhost:5000/uploads/blogs/1.png',
  ...overrides,
});

export const notice = (overrides: Partial<Notice> = {}): Notice => ({
  _id: '400001',
  uniqueId: 400001,
  noticeTitle: 'সভার নোটিশ',
  noticeTitleEnglish: 'Meeting notice',
  description: 'বিবরণ',
  descriptionEnglish: 'Description',
  category: 'general',
  date: '2026-03-01T10:00:00.000Z',
  imgUrl: null,
  ...overrides,
});

export const galleryItem = (overrides: Partial<GalleryItem> = {}): GalleryItem => ({
  _id: '500001',
  uniqueId: 500001,
  title: 'বইমেলা',
  titleEnglish: 'Book fair',
  description: 'মেলার ছবি',
  descriptionEnglish: 'Pictures of the fair',
  date: '2026-02-01T10:00:00.000Z',
  imgUrl: 'http://localhost:5000/uploads/gallery/1.png',
  subImages: ['http://localhost:5000/uploads/gallery/2.png'],
  ...overrides,
});

export const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  _id: '7',
  Name: 'Karim',
  role: 'Directors',
  serial: 1,
  imgUrl: null,
  email: 'karim@example.org',
  Mobile: '01700000000',
  ...overrides,
});

export const faq = (overrides: Partial<Faq> = {}): Faq => ({
  _id: '9',
  question: 'How do I borrow?',
  questionBangla: 'কীভাবে ধার নেব?',
  answer: 'Become a member.',
  answerBangla: 'সদস্য হোন।',
  ...overrides,
});

/**
 * The default record and a second one (id 2) that differs by `other`: what a search or a filter
 * needs to tell apart, e.g. `two(blog, { authorNameEnglish: 'Nusrat' })`.
 */
export function two<T extends { uniqueId: number; _id: string }>(
  make: (overrides?: Partial<T>) => T,
  other: Partial<T>
): T[] {
  return [make(), make({ uniqueId: 2, _id: '2', ...other } as Partial<T>)];
}

/**
 * What the server answers a successful add (201), one per content resource: the screen tests and
 * the provider tests serve the same answers.
 */
type Added<P extends PathWith<'post'>> = OkBody<P, 'post'>;

export const added = {
  blog: (): Added<'/SingUpAdmin/addblogs'> => ({
    msg: 'Blog added successfully',
    uniqueId: 1,
    imageUrl: 'x',
    blog: blog(),
  }),
  book: (): Added<'/SingUpAdmin/addbooks'> => ({
    msg: 'Book added successfully',
    uniqueId: 123456,
    imageUrl: 'x',
    book: book(),
  }),
  event: (): Added<'/SingUpAdmin/addevent'> => ({
    msg: 'Event added successfully',
    uniqueId: 1,
    imageUrl: 'x',
    event: event(),
  }),
  notice: (): Added<'/SingUpAdmin/addnotice'> => ({
    msg: 'Notice added successfully',
    uniqueId: 1,
    imageUrl: null,
    notice: notice(),
  }),
  gallery: (): Added<'/SingUpAdmin/addGallery'> => ({
    msg: 'Images added to gallery successfully',
    gallery: galleryItem(),
  }),
  member: (): Added<'/SingUpAdmin/addTeamMember'> => ({
    msg: 'Team member added successfully',
    teamMember: member(),
  }),
  faq: (): Added<'/SingUpAdmin/addFaqs'> => ({ message: 'FAQ added successfully!', faq: faq() }),
  user: (): Added<'/Singup/adminAddUser'> => ({
    message: 'User created successfully and account activated',
    uniqueId: 12345,
    imageUrl: null,
  }),
};
