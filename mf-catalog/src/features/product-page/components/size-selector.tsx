import styled from 'styled-components';
import { SIZES, SIZE_LABELS } from '@storefront/shared';
import type { Size } from '@storefront/shared';

/** Starts at PLEASE SELECT; a second click on the chosen size deselects it. */
export function SizeSelector({
  size,
  onChange,
}: {
  size: Size | null;
  onChange: (size: Size | null) => void;
}) {
  return (
    <div>
      <Label id="size-label">
        SIZE: <strong data-testid="selected-size">{size ? SIZE_LABELS[size].cart : 'PLEASE SELECT'}</strong>
      </Label>
      <Sizes role="group" aria-labelledby="size-label">
        {SIZES.map((s) => (
          <SizeButton
            key={s}
            type="button"
            aria-pressed={size === s}
            aria-label={SIZE_LABELS[s].cart}
            onClick={() => onChange(size === s ? null : s)}
          >
            {SIZE_LABELS[s].short}
          </SizeButton>
        ))}
      </Sizes>
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
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
`;
