import { createFileRoute } from '@tanstack/react-router';
import { DonationPage } from '../features/donation/DonationPage';

export const Route = createFileRoute('/donation')({
  component: DonationPage,
});
