import type { components } from '@pathagar/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type Faq = components['schemas']['Faq'];

export const faqsQuery = () =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: async () => dataOf(await api.GET('/SingUpAdmin/allFaqs')),
  });
