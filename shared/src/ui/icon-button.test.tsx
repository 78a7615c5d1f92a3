import { render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '../theme/theme-provider';
import { HEADER_ICON_SIZE, IconButton } from './icon-button';

it('is a 44px tap target that takes the header icon box of layout', () => {
  render(
    <StoreThemeProvider>
      <IconButton type="button" aria-label="Search" />
    </StoreThemeProvider>,
  );
  const style = getComputedStyle(screen.getByRole('button', { name: 'Search' }));
  expect(style.width).toBe('44px');
  expect(style.height).toBe('44px');
  // 44px minus 2px on each side: the same box in the layout as the 40px icon.
  expect(style.margin).toBe('-2px');
  expect(44 - 2 * 2).toBe(HEADER_ICON_SIZE.width);
});
