// The return confirmation (docs/api.md#returns): plain text like the account mail, with the return
// number (RMA), the order, the item, the reason and what to do next: the same steps the
// confirmation page shows (shared return-limits.ts).
import { RETURN_REASONS, returnNextSteps } from '@storefront/shared/contracts/return-limits';
import type { Return } from '@storefront/shared/contracts/returns';
import { SIZE_LABELS } from '@storefront/shared/contracts/vocabulary';
import { mailAddress, type MailMessage } from './mailer';

export const returnsLink = (storePublicUrl: string) => `${storePublicUrl}/account/returns/new`;

export function returnMail(email: string, ret: Return, storePublicUrl: string): MailMessage {
  return {
    to: mailAddress(email),
    subject: `Your return ${ret.number}`,
    text: [
      `We have your return ${ret.number} for order ${ret.orderNumber}.`,
      '',
      ...ret.lines.map((l) => `${l.quantity} x ${l.productName} (size ${SIZE_LABELS[l.size].short})`),
      `Reason: ${RETURN_REASONS[ret.reason]}`,
      ...(ret.note ? [`Your note: ${ret.note}`] : []),
      '',
      'What to do next:',
      ...returnNextSteps(ret.number).map((step, i) => `${i + 1}. ${step}`),
      '',
      'Your returns:',
      returnsLink(storePublicUrl),
    ].join('\n'),
  };
}
