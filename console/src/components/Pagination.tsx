import PaginationItem from '@mui/material/PaginationItem';
import { formatNumber, toLanguage } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import {
  Pagination as RaPagination,
  PaginationActions,
  type PaginationActionsProps,
  type PaginationProps,
} from 'react-admin';

/**
 * Page buttons with the page number in the admin's digits. Their accessible names ("পাতা ১")
 * come from translated texts, whose numbers are Bangla in bn; the visible "1" must match them
 * (WCAG 2.5.3, label in name).
 */
function LocalizedPaginationActions(props: PaginationActionsProps) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <PaginationActions
      {...props}
      renderItem={(item) => (
        <PaginationItem
          {...item}
          page={typeof item.page === 'number' ? formatNumber(item.page, language) : item.page}
        />
      )}
    />
  );
}

/** react-admin's list pagination with localized page numbers. */
export function Pagination(props: PaginationProps) {
  return <RaPagination actions={LocalizedPaginationActions} {...props} />;
}
