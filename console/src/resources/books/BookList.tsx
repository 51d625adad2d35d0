import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ListBase, useListContext } from 'react-admin';
import { Pagination } from '../../components/Pagination';
import { BOOK_CATEGORIES, bookCategoryLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { SelectField } from '../../components/fields';
import { cardGrid, EditInNewTab, TextFilters, ListBody, ListPage } from '../../components/lists';
import { TOAST } from '../../components/toast';
import type { BookRecord } from './dataProvider';

function CategoryFilter() {
  const { t } = useTranslation();
  const { filterValues, setFilters } = useListContext();
  return (
    <SelectField
      label={t('console:books.filters.booktype')}
      value={(filterValues.booktype as string) ?? ''}
      emptyLabel={t('labels:allBookCategories')}
      options={BOOK_CATEGORIES.map((value) => ({ value, label: bookCategoryLabel(t, value) }))}
      onChange={(value) => setFilters({ ...filterValues, booktype: value || undefined })}
    />
  );
}

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
    <Card component="article" aria-label={name}>
      <CardMedia component="img" height="200" image={book.imgUrl} alt={name} />
      <CardContent>
        <Typography component="h2" variant="h6">
          {name}
        </Typography>
        <Typography color="text.secondary">{author}</Typography>
        <Typography>{t('console:books.copies', { count: book.totalbooks })}</Typography>
      </CardContent>
      <CardActions>
        <EditInNewTab to={`/books/${book.id}`} label={t('console:books.editNamed', { name })} />
        <ConfirmDeleteButton
          resource="books"
          record={book}
          label={t('console:books.deleteNamed', { name })}
          question={t('console:books.deleteQuestion', { name })}
          success={t('console:books.deleted')}
          failure={t('console:books.deleteFailed')}
          duration={TOAST.bookDelete}
        />
      </CardActions>
    </Card>
  );
}

function BookCards() {
  const { data } = useListContext<BookRecord>();
  return (
    <Box sx={cardGrid}>
      {data?.map((book) => (
        <BookCard key={book.id} book={book} />
      ))}
    </Box>
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
    <ListBase resource="books" perPage={24} filter={{ lang: language }}>
      <ListPage
        title={t('console:books.title')}
        filters={
          <>
            <TextFilters fields={[{ source: 'q', label: t('console:books.filters.q') }]} />
            <CategoryFilter />
          </>
        }
      >
        <LoadError />
        <ListBody>
          <BookCards />
          <Pagination rowsPerPageOptions={[12, 24, 48, 96]} />
        </ListBody>
      </ListPage>
    </ListBase>
  );
}
