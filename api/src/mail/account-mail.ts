// The two account messages: plain text, one link each, to the store's own pages.
import { mailAddress, type MailMessage } from './mailer';

const VERIFY_EMAIL_PATH = '/verify-email';
const RESET_PASSWORD_PATH = '/reset-password';

const link = (storePublicUrl: string, path: string, token: string) =>
  `${storePublicUrl}${path}?token=${encodeURIComponent(token)}`;

export function verificationMail(
  to: { email: string; userName: string },
  token: string,
  storePublicUrl: string,
  validHours: number,
): MailMessage {
  return {
    to: mailAddress(to.email),
    subject: 'Confirm your e-mail address',
    text: [
      `Hi ${to.userName},`,
      '',
      'Please confirm your e-mail address by opening this link:',
      link(storePublicUrl, VERIFY_EMAIL_PATH, token),
      '',
      `The link works once and for ${validHours} hours. If you did not create an account, ignore this message.`,
    ].join('\n'),
  };
}

export function passwordResetMail(
  to: { email: string; userName: string },
  token: string,
  storePublicUrl: string,
  validMinutes: number,
): MailMessage {
  return {
    to: mailAddress(to.email),
    subject: 'Reset your password',
    text: [
      `Hi ${to.userName},`,
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      link(storePublicUrl, RESET_PASSWORD_PATH, token),
      '',
      `The link works once and for ${validMinutes} minutes. If you did not ask, ignore this message: your password stays as it is.`,
    ].join('\n'),
  };
}
