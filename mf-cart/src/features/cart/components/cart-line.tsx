import {
  QUANTITY_CHOICES,
  SIZE_LABELS,
  productPath,
  toCents,
  unitCents,
  type CartStock,
} from '@storefront/shared';
import { money } from '../../../lib/money';
import { LinePicture, PICTURE_SIZE } from '../../../lib/components/line-picture';
import { Controls, Details, Item, Muted, Name, Prices, Remove, Sale } from './cart-line.styles';

interface CartLineProps {
  stock: CartStock;
  removing: boolean;
  /** How long the line takes to fade and slide out. */
  removeMs: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Following the product link leaves the drawer. */
  onNavigate?: () => void;
  /** The picture's width in px (PICTURE_SIZE). */
  pictureSize?: number;
}

export function CartLine({
  stock,
  removing,
  removeMs,
  onQuantityChange,
  onRemove,
  onNavigate,
  pictureSize = PICTURE_SIZE.page,
}: CartLineProps) {
  const line = stock.cart_stocks;
  const href = productPath(line.gender, stock.productId);
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
      {/* Not inside the product link: its retry, when the catalog is down, is a button of its own. */}
      <LinePicture productId={stock.productId} size={pictureSize} />
      <Details>
        <Name href={href} onClick={onNavigate}>
          {line.productName}
        </Name>
        <Muted>
          {sizeLabel} · {line.color}
        </Muted>
        <Prices>
          {onSale ? (
            // As the product cards and the product page: the original struck through first.
            <>
              <s aria-label={`Original price ${money(toCents(line.price))}`}>{money(toCents(line.price))}</s>
              <Sale>{money(toCents(effective))}</Sale>
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
