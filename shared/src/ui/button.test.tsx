import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { StoreThemeProvider } from '../theme/theme-provider';
import { Button, ButtonLink, ToggleButton } from './button';

function renderThemed(ui: React.ReactElement) {
  return render(<StoreThemeProvider>{ui}</StoreThemeProvider>);
}

it('is a type="button" with the primary look by default and at least a 44px tap target', () => {
  renderThemed(<Button>CHECKOUT</Button>);
  const button = screen.getByRole('button', { name: 'CHECKOUT' });
  expect(button).toHaveAttribute('type', 'button');
  const style = getComputedStyle(button);
  expect(style.minHeight).toBe('48px');
  expect(style.backgroundColor).toBe('rgb(17, 17, 17)');
  expect(style.color).toBe('rgb(255, 255, 255)');
});

it('has a secondary look and renders a link with the same look when given href', () => {
  renderThemed(
    <>
      <Button variant="secondary">LOG IN</Button>
      <ButtonLink href="/signup">CREATE ACCOUNT</ButtonLink>
    </>,
  );
  const secondary = getComputedStyle(screen.getByRole('button', { name: 'LOG IN' }));
  expect(secondary.backgroundColor).toBe('rgb(255, 255, 255)');
  expect(secondary.color).toBe('rgb(17, 17, 17)');
  const link = screen.getByRole('link', { name: 'CREATE ACCOUNT' });
  expect(link).toHaveAttribute('href', '/signup');
  expect(getComputedStyle(link).minHeight).toBe('48px');
});

it('ToggleButton announces its state with aria-pressed and reports the new state', () => {
  function Columns() {
    const [two, setTwo] = useState(false);
    return (
      <div role="group" aria-label="Columns">
        <ToggleButton pressed={!two} onPressedChange={() => setTwo(false)}>
          1 column
        </ToggleButton>
        <ToggleButton pressed={two} onPressedChange={(on) => setTwo(on)}>
          2 columns
        </ToggleButton>
      </div>
    );
  }
  renderThemed(<Columns />);
  const one = screen.getByRole('button', { name: '1 column' });
  const two = screen.getByRole('button', { name: '2 columns' });
  expect(one).toHaveAttribute('aria-pressed', 'true');
  expect(two).toHaveAttribute('aria-pressed', 'false');
  expect(getComputedStyle(two).minHeight).toBe('44px');
  expect(getComputedStyle(two).minWidth).toBe('44px');
  fireEvent.click(two);
  expect(two).toHaveAttribute('aria-pressed', 'true');
  expect(one).toHaveAttribute('aria-pressed', 'false');
});
