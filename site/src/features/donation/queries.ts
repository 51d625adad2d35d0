import type { components } from '@pathagar/sdk';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { dataOf } from '../../app/api';

export type DonationBody = components['schemas']['DonationForm'];

export function useDonate() {
  return useMutation({
    mutationFn: async (body: DonationBody) => dataOf(await api.POST('/Singup/donate', { body })),
  });
}
