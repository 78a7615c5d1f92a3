// The cart's two prompts (page, drawer, checkout, confirmation): the empty cart and, for a
// signed-out shopper, the ADD TO CART prompt of docs/cart.md#cart-page.
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
