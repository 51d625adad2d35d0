import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { IconBooks } from '@tabler/icons-react';
import { ButtonLink } from '../../app/links';
import classes from './Home.module.css';

/** The banner: drawn in CSS (no picture to download before the first paint). */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={classes.hero}>
      <Container size="xl" py={{ base: 56, sm: 88 }}>
        <Stack gap="lg" maw={640}>
          <Title order={1} className={classes.heroTitle}>
            {t('site:home.hero.title')}
          </Title>
          <Text size="lg" className={classes.heroText}>
            {t('site:home.hero.tagline')}
          </Text>
          <div>
            <ButtonLink
              to="/allbooks"
              size="lg"
              variant="white"
              color="pathagar"
              leftSection={<IconBooks size={20} aria-hidden />}
            >
              {t('site:home.hero.cta')}
            </ButtonLink>
          </div>
        </Stack>
      </Container>
    </section>
  );
}
