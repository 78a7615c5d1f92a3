// /account/returns/new?order=… (docs/account.md#make-a-return): a signed-in shopper returns a line
// of an order delivered in the last 30 days (counted from its estimated delivery date,
// docs/api.md#returns). Signed out (and on the server, which renders everyone signed out): the
// sign-in prompt, as the cart and wishlist pages invite.
import { useState } from 'react';
import {
  Button,
  PageTitle,
  PromptBox,
  StoreLink,
  useAuth,
  useLocationSearch,
  type Return,
} from '@storefront/shared';
import { orderIdFrom } from '../api/returns-api';
import { useReturnable } from '../hooks/use-returnable';
import { ReturnConfirmation } from './return-confirmation';
import { ReturnForm } from './return-form';
import { Page } from './make-return-page.styles';

export const NOTHING_TO_RETURN = 'Nothing to return: items delivered in the last 30 days appear here';

const ACCOUNT_LINKS = [
  { href: '/signup', label: 'CREATE ACCOUNT', primary: true },
  { href: '/login', label: 'LOG IN' },
];

export function MakeReturnPage() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  const orderId = orderIdFrom(useLocationSearch());
  const { state, reload } = useReturnable(isLoggedIn, orderId);
  const [done, setDone] = useState<Return | null>(null);

  return (
    <Page>
      <PageTitle>MAKE A RETURN</PageTitle>
      <p>
        Free returns within 30 days of delivery, final sale excluded: read the{' '}
        <StoreLink href="/returns-policy">returns policy</StoreLink>.
      </p>
      {!isLoggedIn ? (
        <PromptBox
          heading="LOG IN TO MAKE A RETURN"
          message="Create an account or log in to return an item from your orders."
          links={ACCOUNT_LINKS}
        />
      ) : done ? (
        <ReturnConfirmation
          value={done}
          onAnother={() => {
            setDone(null);
            reload();
          }}
        />
      ) : state.kind === 'loading' ? (
        <p role="status">Loading your orders…</p>
      ) : state.kind === 'failed' ? (
        <div role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={reload}>
            TRY AGAIN
          </Button>
        </div>
      ) : state.lines.length === 0 ? (
        <p>
          {NOTHING_TO_RETURN}. <StoreLink href="/account">Your orders</StoreLink>
        </p>
      ) : (
        <>
          {orderId !== null && (
            <p>
              Showing order {state.lines[0].orderNumber}.{' '}
              <StoreLink href="/account/returns/new">All your orders</StoreLink>
            </p>
          )}
          <ReturnForm lines={state.lines} onDone={setDone} />
        </>
      )}
    </Page>
  );
}
