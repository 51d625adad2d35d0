import { formDataSerializer, type components } from '@pathagar/sdk';
import { api } from '../../app/api';
import { session } from '../../app/session';
import { dataOf } from '../../app/api';

type SignupForm = components['schemas']['SignupForm'];

export type LoginOutcome = 'member' | 'admin';

/**
 * Logs a member in (spec §4): stores the session keys, then fetches the profile by e-mail and
 * stores its uniqueId as userId. An administrator's credentials open no member session.
 */
export async function logIn(email: string, password: string): Promise<LoginOutcome> {
  const data = dataOf(await api.POST('/Singup/login', { body: { email, password } }));
  if (data.role !== 'member') return 'admin';
  session.start(email, data.access_token);
  try {
    const profiles = dataOf(await api.GET('/Singup/Profile', { params: { query: { email } } }));
    const uniqueId = profiles[0]?.uniqueId ?? data.uniqueId;
    if (uniqueId !== undefined) session.setUserId(String(uniqueId));
  } catch (error) {
    // The login worked and its answer names the member: that id will do. Without it the member
    // pages could not load, so no half-open session is left behind.
    if (data.uniqueId === undefined || !session.get().token) {
      session.end();
      throw error;
    }
    session.setUserId(String(data.uniqueId));
  }
  return 'member';
}

export async function sendVerificationCode(email: string) {
  const data = dataOf(await api.POST('/ext/email-verification', { body: { email } }));
  return data;
}

export async function verifyCode(email: string, code: string) {
  const data = dataOf(await api.POST('/ext/email-verification/verify', { body: { email, code } }));
  return data;
}

export async function signUp(form: SignupForm) {
  const data = dataOf(
    await api.POST('/Singup/user', {
      body: form,
      bodySerializer: formDataSerializer,
    })
  );
  return data;
}

export async function requestPasswordReset(email: string) {
  const data = dataOf(await api.POST('/Singup/forgetpassword', { body: { email } }));
  return data;
}

export async function resetPassword(email: string, token: string, password: string) {
  const data = dataOf(
    await api.POST('/Singup/reset-password', { body: { email, token, password } })
  );
  return data;
}
