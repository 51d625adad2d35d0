import { defineHandlers } from '../../contract/types';
import { adminCreateUser, signupMember } from './registration';
import { requestPasswordReset, resetPassword } from './password-reset';
import {
  deleteUser,
  getProfileByEmail,
  getUserById,
  listUsers,
  updateProfile,
  viewUserProfile,
} from './profiles';
import { loginAdmin, loginMember } from './sessions';
import { confirmTwoFactor, getTwoFactorStatus, startTwoFactorEnrolment } from './two-factor';
import { sendVerificationCode, verifyEmailCode } from './verification';

export const accountsHandlers = defineHandlers({
  signupMember,
  loginMember,
  loginAdmin,
  getProfileByEmail,
  viewUserProfile,
  getUserById,
  updateProfile,
  adminCreateUser,
  deleteUser,
  listUsers,
  requestPasswordReset,
  resetPassword,
  sendVerificationCode,
  verifyEmailCode,
  getTwoFactorStatus,
  startTwoFactorEnrolment,
  confirmTwoFactor,
});
