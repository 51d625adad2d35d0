import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { Pagination } from '../../components/Pagination';
import { BOOK_CATEGORIES, bookCategoryLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { RecordCard } from '../../components/cards';
import { CardGrid, ChoiceFilter, ResourceListPage, TextFilters } from '../../components/lists';
import { TOAST } from '../../components/toast';
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

function BookCard({ book }: { book: BookRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
    </RecordCard>
  );
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
          <TextFilters fields={[{ source: 'q', label: t('console:books.filters.q') }]} />
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
      before={<LoadError />}
    >
      <CardGrid<BookRecord>>{(book) => <BookCard book={book} />}</CardGrid>
      <Pagination rowsPerPageOptions={[12, 24, 48, 96]} />
    </ResourceListPage>
  );
}
