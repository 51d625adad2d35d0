import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { useT } from './i18n';
import { EditInNewTab } from './lists';
import { TOAST } from './toast';
import { responsiveImage } from '@pathagar/sdk';

/** A content item's own buttons: edit (in a new tab unless the card brings its own) and delete. */
export interface CardRecordActions {
  /** Also the texts' prefix (`console:<resource>.editNamed`, …) and the edit path's start. */
  resource: string;
  record: RaRecord;
  /** How long the delete toasts stay (ms). */
  deleteDuration?: number;
  /** Edit in place (the card's own editor) instead of the link to `/<resource>/<id>`. */
  onEdit?: () => void;
  /** Or the card's own edit control. */
  edit?: ReactNode;
}

/**
 * One item of a card list: an article named by its title (so tests and screen readers find it by
 * name), an optional picture on top or avatar beside the text, the texts, then its buttons: given
 * `manage`, edit and delete; else `actions`.
 */
/** A card of a CardGrid: the screen's width on a phone, a column of a few hundred pixels above. */
export const CARD_IMAGE_SIZES = '(min-width: 600px) 400px, 100vw';

export function RecordCard({
  title,
  manage,
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
  manage?: CardRecordActions | undefined;
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
        <CardMedia
          component="img"
          height={imageHeight}
          {...responsiveImage(image, CARD_IMAGE_SIZES)}
          alt={title}
        />
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
      {manage ? (
        <CardActions>
          <ManageButtons title={title} {...manage} />
        </CardActions>
      ) : (
        actions && <CardActions>{actions}</CardActions>
      )}
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
  duration?: number | undefined;
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

function ManageButtons({
  title,
  resource,
  record,
  deleteDuration,
  onEdit,
  edit,
}: CardRecordActions & { title: string }) {
  const tx = useT();
  const editLabel = tx(`console:${resource}.editNamed`, { name: title });
  const editInPlace = onEdit && (
    <Button size="small" onClick={onEdit} aria-label={editLabel}>
      {tx('console:app.edit')}
    </Button>
  );
  return (
    <>
      {edit ?? editInPlace ?? <EditInNewTab to={`/${resource}/${record.id}`} label={editLabel} />}
      <DeleteRecordButton
        resource={resource}
        record={record}
        name={title}
        duration={deleteDuration}
      />
    </>
  );
}
