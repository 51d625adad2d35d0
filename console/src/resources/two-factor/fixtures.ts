import { mockApi } from '../../test/server';
import type { TwoFactorStatus } from './queries';

export const twoFactorStatus = (status: Partial<TwoFactorStatus> = {}): TwoFactorStatus => ({
  enabled: false,
  required: false,
  recoveryCodesLeft: 0,
  ...status,
});

/** Every login asks for the status once; the default is a server that does not require it. */
export const twoFactorOptional = () => mockApi.get('/ext/admin/two-factor', twoFactorStatus());
