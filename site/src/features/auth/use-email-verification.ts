import { isApiError } from '@pathagar/sdk';
import { errorMessage, toLatinDigits } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useState } from 'react';
import { sendVerificationCode, verifyCode } from './queries';
import { VERIFY_WAIT_MS, wait } from './timings';

export type VerificationStatus = 'unverified' | 'sent' | 'verified';

export interface VerificationNotice {
  text: string;
  tone: 'success' | 'error';
}

/**
 * Sign-up's e-mail check (spec §4, done by the server here): send a code, then verify the one the
 * member typed. The code is made, e-mailed and compared by the server; the page never sees it.
 */
export function useEmailVerification() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<VerificationStatus>('unverified');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [notice, setNotice] = useState<VerificationNotice | null>(null);

  const fail = (text: string) => setNotice({ text, tone: 'error' });

  async function send(email: string) {
    const address = email.trim();
    if (!address) return fail(t('site:auth.signup.emailFirst'));
    setSending(true);
    setNotice(null);
    try {
      await sendVerificationCode(address);
      setStatus('sent');
      setNotice({ text: t('site:auth.signup.codeSent'), tone: 'success' });
    } catch (error) {
      // A taken address or a rate limit is worth saying; anything else is the spec's one text.
      const explained = isApiError(error) && (error.status === 409 || error.status === 429);
      fail(explained ? errorMessage(t, error) : t('site:auth.signup.codeSendFailed'));
    } finally {
      setSending(false);
    }
  }

  async function verify(email: string, code: string) {
    const address = email.trim();
    const typed = toLatinDigits(code).replace(/\s/g, '');
    if (!address) return fail(t('site:auth.signup.emailFirst'));
    if (!typed) return fail(t('site:auth.signup.codeRequired'));
    setVerifying(true);
    setNotice(null);
    try {
      await wait(VERIFY_WAIT_MS);
      await verifyCode(address, typed);
      setStatus('verified');
      setNotice({ text: t('site:auth.signup.verifySuccess'), tone: 'success' });
    } catch (error) {
      if (isApiError(error) && error.status === 400) fail(t('site:auth.signup.codeIncorrect'));
      else fail(errorMessage(t, error));
    } finally {
      setVerifying(false);
    }
  }

  return { status, sending, verifying, notice, send, verify };
}
