import { Button, Group, Text, Title } from '@mantine/core';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import classes from './Home.module.css';
import { HomeItems, HomeSection } from './HomeSection';
import { noticesQuery, type Notice } from './queries';
import { responsiveImage } from '@pathagar/sdk';

/** Each notice stays this long before the next one slides in (spec §9). */
export const NOTICE_SLIDE_MS = 2000;

export function NoticeBoard() {
  const { t } = useTranslation();
  const notices = useQuery(noticesQuery());
  return (
    <HomeSection title={t('site:home.notices.title')}>
      <HomeItems
        pending={notices.isPending}
        items={notices.data}
        empty={t('site:home.notices.empty')}
        frame={classes.board}
      >
        {(list) => <NoticeSlider notices={list} />}
      </HomeItems>
    </HomeSection>
  );
}

/**
 * Advances every 2 s for as long as the page is open. Previous, next and the dots move to a slide
 * and the timer carries on from there: interaction never stops it (spec §2). Reduced motion only
 * drops the sliding animation (CSS), not the timer.
 */
function NoticeSlider({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [index, setIndex] = useState(0);
  const count = notices.length;
  const current = index % count;

  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), NOTICE_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, count]);

  const number = (n: number) => formatNumber(n, language, { useGrouping: false });
  const go = (to: number) => setIndex(((to % count) + count) % count);

  return (
    <div
      className={classes.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('site:home.notices.label')}
    >
      <div className={classes.viewport}>
        <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }}>
          {notices.map((notice, i) => {
            const hidden = i !== current;
            return (
              <div
                key={notice._id}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('site:home.notices.slide', {
                  number: number(i + 1),
                  count: number(count),
                })}
                aria-hidden={hidden}
                inert={hidden}
              >
                {notice.imgUrl ? (
                  <img
                    {...responsiveImage(notice.imgUrl, '(min-width: 48em) 40vw, 100vw')}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={640}
                    height={360}
                    className={classes.noticeImage}
                  />
                ) : null}
                <div>
                  <Title order={3} size="h4" mb="xs">
                    {language === 'en'
                      ? notice.noticeTitleEnglish || notice.noticeTitle
                      : notice.noticeTitle}
                  </Title>
                  <Text lineClamp={6} style={{ whiteSpace: 'pre-line' }}>
                    {language === 'en'
                      ? notice.descriptionEnglish || notice.description
                      : notice.description}
                  </Text>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <Group justify="center" gap="xs" mt="sm">
          <Button
            variant="light"
            px="xs"
            aria-label={t('site:home.notices.previous')}
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </Button>
          {notices.map((notice, i) => (
            <button
              key={notice._id}
              type="button"
              className={classes.dot}
              aria-label={t('site:home.notices.goTo', { number: number(i + 1) })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <Button
            variant="light"
            px="xs"
            aria-label={t('site:home.notices.next')}
            onClick={() => go(current + 1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </Button>
        </Group>
      )}
    </div>
  );
}
