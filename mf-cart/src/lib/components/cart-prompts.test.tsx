import { screen } from '@testing-library/react';
import { ButtonLink } from '@storefront/shared';
import { renderThemed } from '../../testing/render';
import { EmptyCart, SignedOutPrompt } from './cart-prompts';

describe('the cart prompts', () => {
  it("use the store's one button look, as the wishlist's prompts do", () => {
    renderThemed(
      <>
        <EmptyCart />
        <SignedOutPrompt />
        <ButtonLink href="/x">PRIMARY</ButtonLink>
        <ButtonLink href="/y" variant="secondary">
          SECONDARY
        </ButtonLink>
      </>,
    );
    const primary = screen.getByRole('link', { name: 'PRIMARY' }).className;
    const secondary = screen.getByRole('link', { name: 'SECONDARY' }).className;
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' }).className).toBe(primary);
    for (const name of ['LOG IN', 'SHOP MEN', 'SHOP WOMEN']) {
      expect(screen.getByRole('link', { name }).className).toBe(secondary);
    }
    expect(screen.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', '/signup');
  });
});
