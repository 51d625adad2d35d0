import { Accordion, Container, Stack, Text } from '@mantine/core';
import type { Language } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import { faqsQuery, type Faq } from './queries';
import { PageIntro } from '../../shell/PageIntro';

/** `question`/`answer` are English; the Bangla pair is optional, so Bangla falls back to them. */
function faqText(faq: Faq, language: Language) {
  if (language === 'en') return { question: faq.question, answer: faq.answer };
  return {
    question: faq.questionBangla?.trim() || faq.question,
    answer: faq.answerBangla?.trim() || faq.answer,
  };
}

export function FaqPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const faqs = useQuery(faqsQuery());
  // Spec §8: a failed fetch is only logged (React Query keeps it); the empty text shows.
  const items = faqs.data ?? [];

  return (
    <Container size="md" py="xl" id="about">
      <Stack gap="lg">
        <PageIntro texts="site:faq" centered />
        {faqs.isPending ? (
          <PageLoader label={t('site:faq.loading')} />
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center">
            {t('site:faq.empty')}
          </Text>
        ) : (
          // Mantine's default: one item open at a time; clicking the open one closes it.
          <Accordion variant="separated" radius="md">
            {items.map((faq) => {
              const { question, answer } = faqText(faq, language);
              return (
                <Accordion.Item key={faq._id} value={faq._id}>
                  <Accordion.Control>{question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text style={{ whiteSpace: 'pre-line' }}>{answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
