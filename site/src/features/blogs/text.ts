import type { Language } from '@pathagar/shared-i18n';
import type { Blog } from './queries';

/** Spec §9: a blog's preview is its first 60 words. */
export const BLOG_PREVIEW_WORDS = 60;

export function blogText(blog: Blog, language: Language) {
  const en = language === 'en';
  return {
    title: en ? blog.blogTitleEnglish : blog.blogTitle,
    author: en ? blog.authorNameEnglish : blog.authorName,
    content: en ? blog.contentEnglish : blog.content,
  };
}

/**
 * The first `limit` words, or null when the text is not longer than that (no toggle needed).
 * Words are runs of non-space characters, which works for Bangla as for English.
 */
export function firstWords(text: string, limit: number): string | null {
  const words = text.trim().split(/\s+/);
  return words.length > limit ? words.slice(0, limit).join(' ') : null;
}
