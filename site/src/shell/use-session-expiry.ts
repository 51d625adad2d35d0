import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { session } from '../app/session';
import { toast } from '../app/toast';

/**
 * When the API rejects the member's token (expired, or ended by a password change), the client
 * ends the session; this tells the member why and takes them to the login page, once.
 */
export function useSessionExpiry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const check = () => {
      if (session.takeEndReason() !== 'expired') return;
      queryClient.clear();
      toast.show(t('sessionExpired'), 'red', 4000);
      void navigate({ to: '/login' });
    };
    check();
    return session.subscribe(check);
  }, [navigate, queryClient, t]);
}
