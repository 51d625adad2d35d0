import type { GalleryItem } from './queries';

export const IMG = (name: string) => `https://cdn.example.org/gallery/${name}.jpg`;

export function galleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    _id: '665f1c2a9b1e8a0000000a01',
    uniqueId: 300001,
    title: 'বই দিবস',
    titleEnglish: 'Book Day',
    description: 'শুক্রবারের বই বিতরণ।',
    descriptionEnglish: 'Friday book delivery.',
    date: '2026-03-06T09:00:00.000Z',
    imgUrl: IMG('main'),
    subImages: [IMG('a'), IMG('b')],
    ...overrides,
  };
}
