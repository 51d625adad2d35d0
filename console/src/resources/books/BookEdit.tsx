import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { Link } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { EditPage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import type { BookRecord } from './dataProvider';
import { BookForm } from './BookForm';

export default function BookEdit() {
  const { t } = useTranslation();
  return (
    <EditPage<BookRecord> resource="books" duration={TOAST.add}>
      {/* The list's records lack the serials: the form waits for the full record. */}
      {(book, form) =>
        book.serialNumbers && (
          <>
            <Button
              component={Link}
              to={`/labels?books=${book.uniqueId}`}
              startIcon={<PrintIcon />}
              sx={{ alignSelf: 'flex-start', mb: 1 }}
            >
              {t('console:copies.labels.bookCopies')}
            </Button>
            <BookForm record={book} {...form} />
          </>
        )
      }
    </EditPage>
  );
}
