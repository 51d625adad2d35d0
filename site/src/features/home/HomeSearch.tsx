import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
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
import { HomeSection } from './HomeSection';

/** Book name and category, handed to All Books as its search (`/allbooks?name=…&category=…`). */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '/allbooks',
      search: {
        name: name.trim() || undefined,
        category: isBookCategory(category) ? category : undefined,
      },
    });
  };

  return (
    <HomeSection title={t('site:home.search.title')} tinted>
      <form role="search" aria-label={t('site:home.search.title')} onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'end' }}>
          <TextInput
            label={t('site:home.search.name')}
            placeholder={t('site:home.search.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={300}
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
