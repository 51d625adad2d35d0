import { Group } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../app/links';
import { PageLoader } from '../../shell/PageLoader';
import { HOME_RANKING_LIMIT, topReadersQuery } from '../ranking/queries';
import { ReaderPodium } from '../ranking/ReaderPodium';
import { HomeSection } from './HomeSection';

/** The top 3 readers, by the same rule as /ranking; the whole section goes when nobody is ranked. */
export function HomeRanking() {
  const { t } = useTranslation();
  const ranking = useQuery(topReadersQuery(HOME_RANKING_LIMIT));
  if (!ranking.isPending && !ranking.data?.length) return null;
  return (
    <HomeSection title={t('site:home.rank.title')}>
      {ranking.isPending ? (
        <PageLoader />
      ) : (
        <>
          <ReaderPodium readers={ranking.data ?? []} />
          <Group justify="center">
            <ButtonLink to="/ranking" variant="outline">
              {t('site:home.rank.viewMore')}
            </ButtonLink>
          </Group>
        </>
      )}
    </HomeSection>
  );
}
