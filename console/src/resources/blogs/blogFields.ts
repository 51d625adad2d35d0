export const BLOG_FIELDS = [
  'blogTitle',
  'blogTitleEnglish',
  'authorName',
  'authorNameEnglish',
  'content',
  'contentEnglish',
] as const;
export type BlogField = (typeof BLOG_FIELDS)[number];
export const BLOG_LONG_FIELDS: readonly BlogField[] = ['content', 'contentEnglish'];
export const emptyBlog = (): Record<BlogField, string> => ({
  blogTitle: '',
  blogTitleEnglish: '',
  authorName: '',
  authorNameEnglish: '',
  content: '',
  contentEnglish: '',
});
