import { Button, navigate } from '@storefront/shared';
import { closeDrawer } from '../../../lib/cart-store';

export const CHECKOUT_PATH = '/checkout';

/** Goes to checkout through the shared navigation bridge (and closes the drawer it may sit in). */
export function CheckoutButton() {
  return (
    <Button
      fullWidth
      onClick={() => {
        closeDrawer();
        navigate(CHECKOUT_PATH);
      }}
    >
      PROCEED TO CHECKOUT
    </Button>
  );
}
