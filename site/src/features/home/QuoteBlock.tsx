import { Blockquote, Container } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';

export function QuoteBlock() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={48}>
      <Blockquote color="pathagar" cite={`— ${t('site:home.quote.author')}`} fz="xl">
        {t('site:home.quote.text')}
      </Blockquote>
    </Container>
  );
}
