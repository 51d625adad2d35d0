import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
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
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    const check = () => {
      if (session.takeEndReason() !== 'expired') return;
      queryClient.clear();
      toast.show(t('sessionExpired'), 'red', 4000);
      // The login page says so too (a toast is easily missed) and brings the member back to the
      // page they were on (issue 16.11).
      const here = router.state.location;
      const back = here.pathname === '/login' ? undefined : here.href;
      void navigate({ to: '/login', search: { redirect: back, expired: true } });
    };
    check();
    return session.subscribe(check);
  }, [navigate, router, queryClient, t]);
}
