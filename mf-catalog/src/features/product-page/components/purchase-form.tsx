import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { HeartIcon, effectivePrice, toCents, useHydrated, useLocationSearch } from '@storefront/shared';
import { CART_ADD_FORM_ERRORS, CART_ADD_FORM_PATH, WISHLIST_ADD_FORM_PATH } from '@storefront/shared';
import type { CartAddFormError, ProductWithStock, Size } from '@storefront/shared';
import { useShopperActions } from '../../../lib/use-shopper-actions';
import { isSoldOut, type StockBySize } from '../../../lib/use-size-stock';
import { useWishlistFlag } from '../hooks/use-wishlist-flag';
import { DeliveryNote } from './delivery-note';
import { Actions, Primary, Secondary } from './product-page.styles';
import { SizeGuideButton } from './size-guide';
import { SizeSelector } from './size-selector';
import { StickyAddBar } from './sticky-add-bar';
import { WishlistNote, wishlistOutcomeOf } from './wishlist-note';

/** The store's answer to a post without a size (docs/catalog.md#product-page). */
export const SIZE_ERROR = 'Please select a size';

/** What the page says when the form's post came back refused (`?error=`, docs/api.md#form-posts). */
const FORM_ERRORS: Record<CartAddFormError, string> = {
  size: SIZE_ERROR,
  stock: 'That size has just sold out. Please choose another size.',
  full: 'Your bag is full. Remove an item from your bag to add this one.',
};

const formErrorOf = (search: string): CartAddFormError | null => {
  const error = new URLSearchParams(search).get('error');
  return CART_ADD_FORM_ERRORS.find((known) => known === error) ?? null;
};

/**
 * The sizes and ADD TO CART as a real form (`POST /cart/add`, `productId` and `size`), so a
 * shopper whose script has not run (or never will) can still add to the bag; the server answers
 * with /cart, or the product again with `?error=size`, `stock` or `full`. ADD TO WISHLIST posts
 * the same form to `/wishlist/add` (its `formaction`: a form cannot hold another), answered with
 * the product again and `?wishlist=added` or `full`, or /wishlist when signed out. With the script
 * the form never posts: both buttons do what they always did (useShopperActions).
 */
export function PurchaseForm({
  product,
  stock,
  now,
}: {
  product: ProductWithStock;
  stock: StockBySize | null;
  /** The store's clock when the server rendered the page (the delivery estimate's). */
  now?: number;
}) {
  const [size, setSize] = useState<Size | null>(null);
  const canAdd = size !== null && !isSoldOut(stock, size);
  const { addToCart } = useShopperActions();
  const { onWishlist, toggle } = useWishlistFlag(product.productId);
  // Disabled only once the script can enable it: before that the post is the way to add.
  const hydrated = useHydrated();
  const search = useLocationSearch();
  // Shown until the shopper picks a size again.
  const formError = size === null ? formErrorOf(search) : null;
  // The wishlist form's answer, until the shopper uses the button again.
  const [wishlistTouched, setWishlistTouched] = useState(false);
  const wishlistOutcome = wishlistTouched ? null : wishlistOutcomeOf(search);
  const onWishlistClick = (event: MouseEvent) => {
    event.preventDefault();
    setWishlistTouched(true);
    toggle();
  };

  const form = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The sticky bar's button without a size: back to the sizes, the first one that can be chosen.
  const chooseSize = () => {
    const first = form.current?.querySelector<HTMLInputElement>('input[name="size"]:not(:disabled)');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (size && canAdd) addToCart(product.productId, size);
  };

  return (
    <Form ref={form} method="post" action={CART_ADD_FORM_PATH} onSubmit={submit} data-testid="product-form">
      <input type="hidden" name="productId" value={product.productId} />
      <SizeSelector
        size={size}
        onChange={setSize}
        stock={stock}
        guide={<SizeGuideButton gender={product.gender} category={product.category} />}
      />
      {formError && (
        <SizeError role="alert" data-testid="size-error">
          {FORM_ERRORS[formError]}
        </SizeError>
      )}
      <Actions>
        <Primary ref={addButton} type="submit" disabled={hydrated && !canAdd}>
          ADD TO CART
        </Primary>
        <DeliveryNote now={now} priceCents={toCents(effectivePrice(product))} />
        <Secondary
          type="submit"
          formAction={WISHLIST_ADD_FORM_PATH}
          onClick={onWishlistClick}
          aria-pressed={onWishlist === true}
        >
          <HeartIcon size={18} filled={onWishlist === true} />
          {onWishlist === true ? 'REMOVE FROM WISHLIST' : 'ADD TO WISHLIST'}
        </Secondary>
        {wishlistOutcome && <WishlistNote outcome={wishlistOutcome} />}
      </Actions>
      <StickyAddBar
        product={product}
        size={size}
        canAdd={canAdd}
        watch={addButton}
        onChooseSize={chooseSize}
      />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  /* Before the script ADD TO CART is not disabled (it posts); it looks it until a size is chosen. */
  &:not(:has(input[name='size']:checked)) ${Actions} > ${Primary} {
    background: ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SizeError = styled.p`
  margin: -8px 0 0;
  font-size: 14px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.sale};
`;
