import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useRovingFocus } from './roving-focus';

function Sizes({ disabled = [] as number[] }) {
  const roving = useRovingFocus(0);
  return (
    <div role="group" aria-label="sizes" onKeyDown={roving.onKeyDown}>
      {['XS', 'S', 'M', 'L', 'XL'].map((label, i) => (
        <button
          key={label}
          type="button"
          data-roving-index={i}
          tabIndex={roving.tabIndexOf(i)}
          disabled={disabled.includes(i)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function Prices() {
  const [chosen, setChosen] = useState<number | null>(null);
  const roving = useRovingFocus(chosen ?? 0, { selectOnMove: true });
  return (
    <div role="radiogroup" aria-label="price" onKeyDown={roving.onKeyDown}>
      {['low to high', 'high to low'].map((label, i) => (
        <button
          key={label}
          type="button"
          role="radio"
          aria-checked={chosen === i}
          data-roving-index={i}
          tabIndex={roving.tabIndexOf(i)}
          onClick={() => setChosen(chosen === i ? null : i)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

describe('useRovingFocus', () => {
  it('gives the row one tab stop and moves with the arrow keys, Home and End, skipping disabled buttons', () => {
    render(<Sizes disabled={[2]} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowRight' });
    expect(buttons[1]).toHaveFocus();
    fireEvent.keyDown(buttons[1], { key: 'ArrowRight' });
    expect(buttons[3]).toHaveFocus();
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    fireEvent.keyDown(buttons[3], { key: 'End' });
    expect(buttons[4]).toHaveFocus();
    fireEvent.keyDown(buttons[4], { key: 'ArrowRight' });
    expect(buttons[0]).toHaveFocus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowLeft' });
    expect(buttons[4]).toHaveFocus();
    fireEvent.keyDown(buttons[4], { key: 'Home' });
    expect(buttons[0]).toHaveFocus();
  });

  it('in a radio group the arrows choose as they move', () => {
    render(<Prices />);
    const [low, high] = screen.getAllByRole('radio');
    low.focus();
    fireEvent.keyDown(low, { key: 'ArrowDown' });
    expect(high).toHaveFocus();
    expect(high).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(high, { key: 'ArrowUp' });
    expect(low).toHaveAttribute('aria-checked', 'true');
    expect(high).toHaveAttribute('aria-checked', 'false');
  });
});
