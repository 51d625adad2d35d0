import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MAX_QUERY } from './limits';
import { SUGGEST_MIN_CHARS, suggestionsQuery, type BookSuggestion } from './suggestions';

/** Suggestions wait for a short pause in typing; each keystroke does not cost a request. */
export const SUGGEST_DEBOUNCE_MS = 150;

interface BookSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}

const suggestionTitle = (book: BookSuggestion, language: string) =>
  language === 'en' ? book.booknameEnglish || book.bookname : book.bookname;
const suggestionAuthor = (book: BookSuggestion, language: string) =>
  language === 'en' ? book.authornameEnglish || book.authorname : book.authorname;

/**
 * The one search box: free text in either script, with book suggestions from the second
 * character (the combobox pattern: arrows move through them, Enter opens the book, Escape
 * closes the list). Enter with no suggestion chosen submits the surrounding form.
 */
export function BookSearchBox({ value, onChange, label, placeholder }: BookSearchBoxProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = [...typed].length >= SUGGEST_MIN_CHARS;
  const suggestions = useQuery({
    ...suggestionsQuery(typed),
    enabled,
    placeholderData: keepPreviousData,
  });
  const items = enabled ? (suggestions.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      // Floating UI hides a dropdown whose input it cannot see; jsdom lays nothing out.
      hideDetached={false}
      // Mantine keeps a closed dropdown in the page (display: none), and Floating UI then measures
      // it as the box mounts: a forced layout of the whole page in one task (47 ms on this
      // machine, ~190 ms at a phone's 4× slower CPU) while the page is being taken over. The list
      // is mounted when it opens instead; aria-controls names it only then either way.
      keepMounted={false}
      onOptionSubmit={(id) => {
        combobox.closeDropdown();
        void navigate({ to: '/specificbooks/$id', params: { id } });
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          maxLength={MAX_QUERY}
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={enabled && suggestions.isFetching ? <Loader size={14} /> : null}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      {/* Only while open: the dropdown's portal mounts in a layout effect that renders again at
          once, in the page's take-over task otherwise. */}
      {combobox.dropdownOpened && (
        <Combobox.Dropdown hidden={items.length === 0}>
          <Combobox.Options aria-label={t('site:books.search.suggestions')}>
            {items.map((book) => (
              <Combobox.Option value={String(book.uniqueId)} key={book.uniqueId}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500} lineClamp={1}>
                    {suggestionTitle(book, language)}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {suggestionAuthor(book, language)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      )}
    </Combobox>
  );
}
