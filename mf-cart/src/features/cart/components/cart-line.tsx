import styled from 'styled-components';
import {
  QUANTITY_CHOICES,
  SIZE_LABELS,
  StoreLink,
  toCents,
  unitCents,
  type CartStock,
} from '@storefront/shared';
import { GarmentSwatch } from './garment-swatch';
import { money } from './money';

const Item = styled.li<{ $removing: boolean; $removeMs: number }>`
  display: flex;
  gap: 16px;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  transition:
    transform ${({ $removeMs }) => $removeMs}ms ease-in,
    opacity ${({ $removeMs }) => $removeMs}ms ease-in;
  transform: translateX(${({ $removing }) => ($removing ? '-100%' : '0')});
  opacity: ${({ $removing }) => ($removing ? 0 : 1)};
`;

const Details = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  font-size: 14px;
`;

const Name = styled(StoreLink)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  text-decoration: none;
  text-transform: uppercase;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  text-transform: capitalize;
`;

const Prices = styled.div`
  display: flex;
  gap: 8px;
  align-items: baseline;
`;

const Sale = styled.span`
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 700;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-top: 4px;
  label {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  select {
    font: inherit;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Remove = styled.button`
  border: 0;
  background: none;
  padding: 4px 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: underline;
  cursor: pointer;
`;

export interface CartLineProps {
  stock: CartStock;
  removing: boolean;
  /** How long the line takes to fade and slide out. */
  removeMs: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Following the product link leaves the drawer. */
  onNavigate?: () => void;
  swatchSize?: number;
}

export function CartLine({
  stock,
  removing,
  removeMs,
  onQuantityChange,
  onRemove,
  onNavigate,
  swatchSize,
}: CartLineProps) {
  const line = stock.cart_stocks;
  const href = `/${line.gender}/products/${stock.productId}`;
  const sizeLabel = SIZE_LABELS[line.size]?.cart ?? line.size;
  const onSale = line.salePrice !== null;
  const effective = line.salePrice ?? line.price;
  return (
    <Item
      $removing={removing}
      $removeMs={removeMs}
      aria-label={`${line.productName}, ${sizeLabel}`}
      aria-hidden={removing || undefined}
      data-line={`${stock.productId}-${line.size}`}
    >
      <StoreLink href={href} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
        <GarmentSwatch color={line.color} style={line.style} size={swatchSize} />
      </StoreLink>
      <Details>
        <Name href={href} onClick={onNavigate}>
          {line.productName}
        </Name>
        <Muted>
          {sizeLabel} · {line.color}
        </Muted>
        <Prices>
          {onSale ? (
            <>
              <Sale>{money(toCents(effective))}</Sale>
              <s aria-label={`was ${money(toCents(line.price))}`}>{money(toCents(line.price))}</s>
            </>
          ) : (
            <strong>{money(toCents(effective))}</strong>
          )}
          {line.quantity > 1 && <Muted>{money(unitCents(effective, line.quantity))} each</Muted>}
        </Prices>
        <Controls>
          <label>
            Qty
            <select
              aria-label="Quantity"
              value={line.quantity}
              disabled={removing}
              onChange={(event) => onQuantityChange(Number(event.target.value))}
            >
              {QUANTITY_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <Remove
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${line.productName} (${sizeLabel})`}
          >
            Remove
          </Remove>
        </Controls>
      </Details>
    </Item>
  );
}
