import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dataOf, type components } from '@pathagar/sdk';
import { useLanguage } from '@pathagar/shared-i18n/react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCreatePath, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { useTypedFilters } from '../../components/lists';

type BookSuggestion = components['schemas']['BookSuggestion'];

/** Suggestions start at the second character (issue 18); the server refuses fewer. */
const SUGGEST_MIN_CHARS = 2;

const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['books', 'suggestions', q] as const,
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/ext/books/suggestions', { params: { query: { q } }, signal })).items,
    staleTime: 60_000,
  });

/**
 * The book list's one search box (title and author, both scripts, romanised Bangla): the list
 * follows what is typed, and from the second character the best few books are suggested (the
 * combobox pattern: arrows move through them, Enter opens the book for editing, Escape closes).
 * Suggestions follow the list's own debounced filter, so a pause in typing costs one list
 * request and one suggestions request, not one per key.
 */
export function BookSearch({ label }: { label: string }) {
  const { language } = useLanguage();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { filterValues } = useListContext();
  const [values, type] = useTypedFilters(['q']);
  const searched = String(filterValues.q ?? '').trim();
  const enabled = [...searched].length >= SUGGEST_MIN_CHARS && (values.q ?? '').trim() !== '';
  const suggestions = useQuery({
    ...suggestionsQuery(searched),
    enabled,
    placeholderData: keepPreviousData,
  });
  const options = enabled ? (suggestions.data ?? []) : [];
  const title = (book: BookSuggestion) =>
    language === 'en' ? book.booknameEnglish || book.bookname : book.bookname;
  const author = (book: BookSuggestion) =>
    language === 'en' ? book.authornameEnglish || book.authorname : book.authorname;

  return (
    <Autocomplete<BookSuggestion, false, false, true>
      freeSolo
      options={options}
      // The server has already matched and ranked: nothing to filter again here.
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : title(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.uniqueId)}
      inputValue={values.q ?? ''}
      onInputChange={(_event, value, reason) => {
        // A chosen suggestion opens its book; it does not become the search text (searching
        // for it would also move the list's URL over the book's).
        if (reason === 'input' || reason === 'clear') type('q', value);
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string')
          void navigate(createPath({ resource: 'books', type: 'edit', id: option.uniqueId }));
      }}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {title(option)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {author(option)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} size="small" type="search" label={label} />}
    />
  );
}
