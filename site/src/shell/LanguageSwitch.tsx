import { Button } from '@mantine/core';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useState } from 'react';

/**
 * One button naming the other language in that language (বাংলা / English), as readers look for
 * their own language's name. The choice is stored by shared-i18n and survives logout.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [switching, setSwitching] = useState(false);
  const other = language === 'bn' ? 'en' : 'bn';
  const name = t(`common:language.${other}`);

  return (
    <Button
      variant="light"
      size="compact-md"
      lang={other}
      loading={switching}
      aria-label={t('site:shell.language.switchTo', { language: name })}
      onClick={() => {
        setSwitching(true);
        setLanguage(other)
          .catch((error: unknown) => console.error(error))
          .finally(() => setSwitching(false));
      }}
    >
      {name}
    </Button>
  );
}
