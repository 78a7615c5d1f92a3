import { navigate } from '@storefront/shared';
import { closeDrawer } from '../../../lib/cart-store';
import { PrimaryButton } from '../../../lib/components/buttons';

export const CHECKOUT_PATH = '/checkout';

/** Goes to checkout through the shared navigation bridge (and closes the drawer it may sit in). */
export function CheckoutButton() {
  return (
    <PrimaryButton
      type="button"
      onClick={() => {
        closeDrawer();
        navigate(CHECKOUT_PATH);
      }}
    >
      PROCEED TO CHECKOUT
    </PrimaryButton>
  );
}
