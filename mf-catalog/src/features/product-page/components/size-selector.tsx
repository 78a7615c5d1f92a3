import styled from 'styled-components';
import { SIZES, SIZE_LABELS } from '@storefront/shared';
import type { Size } from '@storefront/shared';
import { isSoldOut, type StockBySize } from '../../../lib/use-size-stock';

/** Shown under the sizes when the chosen one is nearly gone. */
const LOW_STOCK = 5;

/**
 * Starts at PLEASE SELECT; a second click on the chosen size deselects it. A
 * sold-out size says so and cannot be chosen.
 */
export function SizeSelector({
  size,
  onChange,
  stock = null,
}: {
  size: Size | null;
  onChange: (size: Size | null) => void;
  stock?: StockBySize | null;
}) {
  const left = size ? stock?.[size] : undefined;
  return (
    <div>
      <Label id="size-label">
        SIZE: <strong data-testid="selected-size">{size ? SIZE_LABELS[size].cart : 'PLEASE SELECT'}</strong>
      </Label>
      <Sizes role="group" aria-labelledby="size-label">
        {SIZES.map((s) => {
          const soldOut = isSoldOut(stock, s);
          return (
            <SizeButton
              key={s}
              type="button"
              aria-pressed={size === s}
              // The visible letters come first ('XS, Extra Small'), so voice control finds the button.
              aria-label={`${SIZE_LABELS[s].short}, ${SIZE_LABELS[s].cart}${soldOut ? ', sold out' : ''}`}
              disabled={soldOut}
              data-sold-out={soldOut || undefined}
              onClick={() => onChange(size === s ? null : s)}
            >
              {SIZE_LABELS[s].short}
            </SizeButton>
          );
        })}
      </Sizes>
      <Left role="status">
        {left !== undefined && left > 0 && left <= LOW_STOCK ? `Only ${left} left in this size` : ''}
      </Left>
    </div>
  );
}

const Label = styled.p`
  margin: 0 0 8px;
  font-size: 13px;
  letter-spacing: 0.04em;
`;

const Sizes = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 8px;
`;

const SizeButton = styled.button`
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.subtle};
    text-decoration: line-through;
  }
  &[aria-pressed='true'] {
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
