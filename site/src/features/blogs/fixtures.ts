import type { Blog } from './queries';

export function words(count: number, word = 'word'): string {
  return Array.from({ length: count }, (_, i) => `${word}${i + 1}`).join(' ');
}

export function blog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: '665f1c2a9b1e8a0012345678',
    uniqueId: 123456,
    blogTitle: 'বই পড়ার আনন্দ',
    blogTitleEnglish: 'The joy of reading',
    authorName: 'রহিম উদ্দিন',
    authorNameEnglish: 'Rahim Uddin',
    content: 'বই আমাদের বন্ধু।',
    contentEnglish: 'Books are our friends.',
    date: '2026-03-05T10:00:00.000Z',
    imgUrl: 'https://cdn.example.org/blogs/joy.jpg',
    ...overrides,
  };
}
