// The e-mail sign-up's confirmation message: plain text, one link to the store's own page.
import { mailAddress, type MailMessage } from './mailer';

const CONFIRM_PATH = '/email-sign-up';

export function newsletterConfirmMail(
  email: string,
  token: string,
  storePublicUrl: string,
  validHours: number,
): MailMessage {
  return {
    to: mailAddress(email),
    subject: 'Confirm your DSGN Fitness e-mail sign-up',
    text: [
      'Hi,',
      '',
      'Someone, hopefully you, asked to get DSGN Fitness e-mails at this address. To confirm, open this link and press CONFIRM:',
      `${storePublicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
      '',
      `The link works once and for ${validHours} hours. If you did not ask, ignore this message: you will get nothing more from us.`,
    ].join('\n'),
  };
}
