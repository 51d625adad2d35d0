import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { useT } from './i18n';
import { TOAST } from './toast';

/**
 * One item of a card list: an article named by its title (so tests and screen readers find it by
 * name), an optional picture on top or avatar beside the text, the texts, then its buttons.
 */
export function RecordCard({
  title,
  image,
  imageHeight,
  avatar,
  media,
  heading = true,
  headingVariant = 'h6',
  actions,
  children,
}: {
  title: string;
  image?: string | undefined;
  imageHeight?: number;
  /** Shown left of the texts (a person's picture). */
  avatar?: ReactNode;
  /** Anything else above the texts (a gallery's pictures). */
  media?: ReactNode;
  /** False while the card holds its own editor instead of the title. */
  heading?: boolean;
  headingVariant?: 'h6' | 'subtitle1';
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const texts = (
    <>
      {heading && (
        <Typography component="h2" variant={headingVariant}>
          {title}
        </Typography>
      )}
      {children}
    </>
  );
  return (
    <Card component="article" aria-label={title}>
      {image !== undefined && (
        <CardMedia component="img" height={imageHeight} image={image} alt={title} />
      )}
      {media}
      {avatar ? (
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          {avatar}
          <Box sx={{ minWidth: 0 }}>{texts}</Box>
        </CardContent>
      ) : (
        <CardContent>{texts}</CardContent>
      )}
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}

/**
 * Delete with confirmation for a content item named `name`, its texts from the resource's own
 * keys (`console:<resource>.deleteNamed`, `.deleteQuestion`, `.deleted`, `.deleteFailed`).
 */
export function DeleteRecordButton({
  resource,
  record,
  name,
  duration = TOAST.default,
}: {
  resource: string;
  record: RaRecord;
  name: string;
  duration?: number;
}) {
  const tx = useT();
  const key = (text: string) => tx(`console:${resource}.${text}`, { name });
  return (
    <ConfirmDeleteButton
      resource={resource}
      record={record}
      label={key('deleteNamed')}
      question={key('deleteQuestion')}
      success={key('deleted')}
      failure={key('deleteFailed')}
      duration={duration}
    />
  );
}
