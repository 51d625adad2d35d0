import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import PrintIcon from '@mui/icons-material/Print';
import { Link } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { Pagination } from '../../components/Pagination';
import { BOOK_CATEGORIES, bookCategoryLabel, emptySearchText } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { RecordCard } from '../../components/cards';
import { CardGrid, ChoiceFilter, ResourceListPage } from '../../components/lists';
import { TOAST } from '../../components/toast';
import { BookSearch } from './BookSearch';
import { CsvActions } from '../csv/CsvActions';
import type { BookRecord } from './dataProvider';

/** "The books could not be loaded" (spec §8), in a dialog titled Error. */
function LoadError() {
  const { t } = useTranslation();
  const { error } = useListContext();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(Boolean(error)), [error]);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="books-error-title">
      <DialogTitle id="books-error-title">{t('console:books.loadError.title')}</DialogTitle>
      <DialogContent>{t('console:books.loadError.text')}</DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{t('ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Label sheets for the books chosen on the cards (issue 19): a bulk action of the list. */
function PrintLabels() {
  const { t } = useTranslation();
  const { selectedIds } = useListContext();
  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon />}
      sx={{ mb: 1 }}
      disabled={selectedIds.length === 0}
      component={Link}
      to={`/labels?books=${selectedIds.join(',')}`}
    >
      {t('console:copies.labels.printChosen', { count: selectedIds.length })}
    </Button>
  );
}

function BookCard({ book }: { book: BookRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { selectedIds, onToggleItem } = useListContext();
  const name = language === 'en' ? book.booknameEnglish : book.bookname;
  const author = language === 'en' ? book.authornameEnglish : book.authorname;
  return (
    <RecordCard
      title={name}
      image={book.imgUrl}
      imageHeight={200}
      manage={{ resource: 'books', record: book, deleteDuration: TOAST.bookDelete }}
    >
      <Typography color="text.secondary">{author}</Typography>
      <Typography>{t('console:books.copies', { count: book.totalbooks })}</Typography>
      <FormControlLabel
        label={t('console:copies.labels.pick')}
        control={
          <Checkbox
            checked={selectedIds.includes(book.id)}
            onChange={() => onToggleItem(book.id)}
            slotProps={{
              input: { 'aria-label': t('console:copies.labels.choose', { title: name }) },
            }}
          />
        }
      />
    </RecordCard>
  );
}

/** Nothing found: with a search, say for what and suggest the other script. */
function NoBooks() {
  const { t } = useTranslation();
  const { filterValues } = useListContext();
  const q = String(filterValues.q ?? '').trim();
  if (!q) return t('noData');
  const { title, hint } = emptySearchText(t, q);
  return `${title} ${hint}`;
}

/**
 * All Books (admin-content.md §2.1): one search box for title and author in both scripts
 * (romanised Bangla too, issue 18), and the category.
 */
export default function BookList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ResourceListPage
      resource="books"
      title={t('console:books.title')}
      perPage={24}
      filter={{ lang: language }}
      syncWithLocation
      filters={
        <>
          <BookSearch label={t('console:books.filters.q')} />
          <ChoiceFilter
            source="booktype"
            label={t('console:books.filters.booktype')}
            emptyLabel={t('labels:allBookCategories')}
            options={BOOK_CATEGORIES.map((value) => ({
              value,
              label: bookCategoryLabel(t, value),
            }))}
          />
        </>
      }
      empty={<NoBooks />}
      actions={<CsvActions what="books" />}
      before={
        <>
          <LoadError />
          <PrintLabels />
        </>
      }
    >
      <CardGrid<BookRecord>>{(book) => <BookCard book={book} />}</CardGrid>
      <Pagination rowsPerPageOptions={[12, 24, 48, 96]} />
    </ResourceListPage>
  );
}
