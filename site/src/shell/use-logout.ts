import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { session } from '../app/session';

/** Logout (spec §4): everything stored but the language goes, then home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    session.end();
    // Cached member data must not outlive the session (a shared computer).
    queryClient.clear();
    void navigate({ to: '/' });
  }, [queryClient, navigate]);
}
