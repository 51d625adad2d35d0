import { Button, NativeSelect, SimpleGrid } from '@mantine/core';
import {
  ALL_BOOK_CATEGORIES_KEY,
  BOOK_CATEGORIES,
  bookCategoryLabel,
  isBookCategory,
} from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { LazyBookSearchBox } from '../books/search-box/LazyBookSearchBox';
import { HomeSection } from './HomeSection';

/** The one search box and category, handed to All Books as its search (`/allbooks?q=…&category=…`). */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '/allbooks',
      search: {
        q: q.trim() || undefined,
        category: isBookCategory(category) ? category : undefined,
      },
    });
  };

  return (
    <HomeSection title={t('site:home.search.title')} tinted>
      <form role="search" aria-label={t('site:home.search.title')} onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
          <LazyBookSearchBox
            label={t('site:books.search.label')}
            placeholder={t('site:books.search.placeholder')}
            value={q}
            onChange={setQ}
          />
          <NativeSelect
            label={t('site:home.search.category')}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
            data={[
              { value: '', label: t(ALL_BOOK_CATEGORIES_KEY) },
              ...BOOK_CATEGORIES.map((value) => ({ value, label: bookCategoryLabel(t, value) })),
            ]}
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('site:home.search.submit')}
          </Button>
        </SimpleGrid>
      </form>
    </HomeSection>
  );
}
