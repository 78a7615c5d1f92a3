import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SIZES, SIZE_LABELS } from '@storefront/shared';
import type { Size } from '@storefront/shared';
import { isSoldOut, type StockBySize } from '../../../lib/use-size-stock';

/** Shown under the sizes when the chosen one is nearly gone. */
const LOW_STOCK = 5;

/**
 * Starts at PLEASE SELECT; a second click on the chosen size deselects it. A sold-out size says
 * so and cannot be chosen. The sizes are the product form's `size` radio group, so they work as a
 * form post before (or without) the script (docs/catalog.md#product-page); they look like buttons,
 * the chosen one drawn by :checked, which needs no script either.
 */
export function SizeSelector({
  size,
  onChange,
  stock = null,
  guide,
}: {
  size: Size | null;
  onChange: (size: Size | null) => void;
  stock?: StockBySize | null;
  /** Beside the label: the size guide's button. */
  guide?: ReactNode;
}) {
  const left = size ? stock?.[size] : undefined;
  return (
    <div>
      <Head>
        <Label id="size-label">
          SIZE: <strong data-testid="selected-size">{size ? SIZE_LABELS[size].cart : 'PLEASE SELECT'}</strong>
        </Label>
        {guide}
      </Head>
      <Sizes role="radiogroup" aria-labelledby="size-label">
        {SIZES.map((s) => {
          const soldOut = isSoldOut(stock, s);
          return (
            <SizeOption key={s} data-sold-out={soldOut || undefined}>
              <input
                type="radio"
                name="size"
                value={s}
                checked={size === s}
                // The visible letters come first ('XS, Extra Small'), so voice control finds it.
                aria-label={`${SIZE_LABELS[s].short}, ${SIZE_LABELS[s].cart}${soldOut ? ', sold out' : ''}`}
                disabled={soldOut}
                onChange={() => !soldOut && onChange(s)}
                // A click on the chosen size fires no change: it deselects.
                onClick={() => size === s && onChange(null)}
              />
              <span aria-hidden="true">{SIZE_LABELS[s].short}</span>
            </SizeOption>
          );
        })}
      </Sizes>
      <Left role="status">
        {left !== undefined && left > 0 && left <= LOW_STOCK ? `Only ${left} left in this size` : ''}
      </Left>
    </div>
  );
}

// Tall enough for the size guide's button, which appears once the script runs.
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 28px;
  margin: 0 0 8px;
`;

const Label = styled.p`
  margin: 0;
  font-size: 13px;
  letter-spacing: 0.04em;
`;

const Sizes = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 8px;
`;

// The radio lies over its whole box (invisible), so a press anywhere on it chooses the size.
const SizeOption = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  &[data-sold-out] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.subtle};
    text-decoration: line-through;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Left = styled.p`
  min-height: 18px;
  margin: 8px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.sale};
`;
