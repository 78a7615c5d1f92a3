// The cart's prompts (page, drawer, checkout, confirmation): the empty cart and, for a
// signed-out shopper, the ADD TO CART prompt of docs/cart.md#cart-page, alone with an empty guest
// bag, and with CHECKOUT AS GUEST beside a filled one.
import { PromptBox } from '@storefront/shared';

interface PromptProps {
  onNavigate?: () => void;
  headingLevel?: 'h1' | 'h2';
}

const SHOP_LINKS = [
  { href: '/men/products', label: 'SHOP MEN' },
  { href: '/women/products', label: 'SHOP WOMEN' },
];

const ACCOUNT_LINKS = [
  { href: '/signup', label: 'CREATE ACCOUNT', primary: true },
  { href: '/login', label: 'LOG IN' },
];

export function EmptyCart({ message, ...props }: PromptProps & { message?: string }) {
  return <PromptBox heading="YOUR CART IS EMPTY" message={message} links={SHOP_LINKS} {...props} />;
}

export function SignedOutPrompt(props: PromptProps) {
  return (
    <PromptBox
      heading="ADD TO CART"
      message="Create an account or log in to keep your favourite fits in your cart."
      links={ACCOUNT_LINKS}
      {...props}
    />
  );
}

export const GUEST_CHECKOUT_LINK = { href: '/checkout', label: 'CHECKOUT AS GUEST' };

/** Beside a guest bag's lines: sign in to keep them (they join the account), or check out as a guest. */
export function GuestBagPrompt(props: PromptProps) {
  return (
    <PromptBox
      heading="ADD TO CART"
      message="Create an account or log in to keep your favourite fits in your cart. Your bag comes with you."
      links={[...ACCOUNT_LINKS, GUEST_CHECKOUT_LINK]}
      {...props}
    />
  );
}
