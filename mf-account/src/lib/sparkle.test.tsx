import { render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '@storefront/shared';
import { Sparkle } from './sparkle';

function renderSentence() {
  return render(
    <StoreThemeProvider>
      <p>
        <Sparkle /> <span>No products to show.. time to make some wishes!</span> <Sparkle />
      </p>
    </StoreThemeProvider>,
  );
}

describe('Sparkle', () => {
  it('is drawn as inline SVG, not an emoji glyph that needs an emoji font', () => {
    renderSentence();
    const sparkles = screen.getAllByTestId('sparkle');
    expect(sparkles).toHaveLength(2);
    for (const sparkle of sparkles) {
      expect(sparkle.tagName.toLowerCase()).toBe('svg');
      expect(sparkle.querySelectorAll('path').length).toBeGreaterThan(0);
      expect(sparkle).toHaveAttribute('aria-hidden', 'true');
      expect(sparkle).toHaveAttribute('focusable', 'false');
    }
  });

  it('leaves the sentence exactly the text of docs/account.md#wishlist-page, with no emoji in it', () => {
    const { container } = renderSentence();
    const text = container.textContent ?? '';
    expect(text.trim()).toBe('No products to show.. time to make some wishes!');
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
