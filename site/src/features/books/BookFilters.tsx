import { Button, NativeSelect, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ALL_BOOK_CATEGORIES_KEY,
  BOOK_CATEGORIES,
  bookCategoryLabel,
  isBookCategory,
} from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useEffect, useRef, useState } from 'react';
import classes from './BookFilters.module.css';
import { BookSearchBox } from './search-box/BookSearchBox';
import type { AllBooksSearch } from './search-params';

/** Typing waits this long before searching, so each keystroke does not cost a request. */
export const SEARCH_DEBOUNCE_MS = 300;

interface BookFiltersProps {
  search: AllBooksSearch;
  /** A filter changed; `typing` changes replace the history entry instead of adding one. */
  onChange: (next: Partial<AllBooksSearch>, typing: boolean) => void;
}

/**
 * A text filter that searches once typing pauses, and follows the address when it changes from
 * elsewhere (back button, Clear filters) without undoing what is being typed: our own writes can
 * land after the reader typed on, so an address value we wrote ourselves is never copied back.
 */
function useDebouncedFilter(
  fromAddress: string | undefined,
  commit: (value: string | undefined) => void
) {
  const [value, setValue] = useState(fromAddress ?? '');
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const address = fromAddress ?? '';
  const inFlight = useRef<string[]>([]);
  const lastSeen = useRef(address);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (address === lastSeen.current) return;
    lastSeen.current = address;
    const own = inFlight.current.indexOf(address);
    if (own >= 0) {
      inFlight.current = inFlight.current.slice(own + 1);
    } else {
      inFlight.current = [];
      setValue(address);
    }
  }, [address]);

  useEffect(() => {
    const next = debounced.trim() === '' ? '' : debounced;
    const pending = inFlight.current.at(-1) ?? lastSeen.current;
    if (next === pending) return;
    inFlight.current.push(next);
    commitRef.current(next || undefined);
  }, [debounced]);

  return [value, setValue] as const;
}

export function BookFilters({ search, onChange }: BookFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useDebouncedFilter(search.q, (value) => onChange({ q: value }, true));
  const filtered = Boolean(search.q || search.category);

  return (
    <form
      role="search"
      aria-label={t('site:books.all.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <div className={classes.query}>
          <BookSearchBox
            label={t('site:books.search.label')}
            placeholder={t('site:books.search.placeholder')}
            value={q}
            onChange={setQ}
          />
        </div>
        <NativeSelect
          label={t('site:books.all.category')}
          value={search.category ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ category: isBookCategory(value) ? value : undefined }, false);
          }}
          data={[
            { value: '', label: t(ALL_BOOK_CATEGORIES_KEY) },
            ...BOOK_CATEGORIES.map((value) => ({ value, label: bookCategoryLabel(t, value) })),
          ]}
        />
      </SimpleGrid>
      {filtered && (
        <Button
          variant="subtle"
          mt="xs"
          px={0}
          onClick={() => onChange({ q: undefined, category: undefined }, false)}
        >
          {t('site:books.all.clear')}
        </Button>
      )}
    </form>
  );
}
