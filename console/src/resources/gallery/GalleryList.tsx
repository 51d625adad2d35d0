import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm } from 'react-admin';
import { useHref } from 'react-router-dom';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { CARD_IMAGE_SIZES, RecordCard } from '../../components/cards';
import { CardGrid, ResourceListPage } from '../../components/lists';
import { TOAST } from '../../components/toast';
import type { GalleryRecord } from './dataProvider';
import { Lightbox } from './Lightbox';
import { responsiveImage } from '@pathagar/sdk';

/** "Do you want to edit this gallery item?", then the edit screen in a new tab. */
function EditButton({ item, label }: { item: GalleryRecord; label: string }) {
  const { t } = useTranslation();
  const href = useHref(`/gallery/${item.id}`);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<EditIcon />}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t('console:app.edit')}
      </Button>
      <Confirm
        isOpen={open}
        title={t('console:app.edit')}
        content={t('console:gallery.editQuestion')}
        confirm={t('yes')}
        cancel={t('cancel')}
        onConfirm={() => {
          setOpen(false);
          window.open(href, '_blank', 'noopener');
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function GalleryCard({ item }: { item: GalleryRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [shown, setShown] = useState<number | null>(null);
  const title = language === 'en' ? item.titleEnglish : item.title;
  const description = language === 'en' ? item.descriptionEnglish : item.description;
  const images = [item.imgUrl, ...item.subImages];
  return (
    <RecordCard
      title={title}
      media={
        <>
          <ButtonBase
            onClick={() => setShown(0)}
            aria-label={t('console:gallery.open', { n: 1, title })}
            sx={{ display: 'block', width: '100%' }}
          >
            <img
              {...responsiveImage(item.imgUrl, CARD_IMAGE_SIZES)}
              alt={title}
              style={{ width: '100%', height: 200, objectFit: 'cover' }}
            />
          </ButtonBase>
          <Box sx={{ display: 'flex', gap: 0.5, px: 1 }}>
            {item.subImages.map((src, i) => (
              <ButtonBase
                key={src}
                onClick={() => setShown(i + 1)}
                aria-label={t('console:gallery.open', { n: i + 2, title })}
              >
                <img
                  {...responsiveImage(src, '56px')}
                  alt=""
                  style={{ width: 56, height: 56, objectFit: 'cover' }}
                />
              </ButtonBase>
            ))}
          </Box>
          {shown !== null && (
            <Lightbox images={images} start={shown} title={title} onClose={() => setShown(null)} />
          )}
        </>
      }
      manage={{
        resource: 'gallery',
        record: item,
        deleteDuration: TOAST.gallery,
        edit: <EditButton item={item} label={t('console:gallery.editNamed', { name: title })} />,
      }}
    >
      <Typography color="text.secondary">{formatDate(item.date, language)}</Typography>
      <Typography>{description}</Typography>
    </RecordCard>
  );
}

/** Gallery admin list (admin-content.md §2.11): newest first, lightbox, edit and delete. */
export default function GalleryList() {
  const { t } = useTranslation();
  return (
    <ResourceListPage resource="gallery" title={t('console:gallery.title')}>
      <CardGrid<GalleryRecord> minWidth={280}>{(item) => <GalleryCard item={item} />}</CardGrid>
    </ResourceListPage>
  );
}
