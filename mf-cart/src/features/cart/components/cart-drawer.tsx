import { Suspense, lazy, useEffect, useState } from 'react';
import { useStoreEvent } from '@storefront/shared';
import { retainDrawerHost, useCart } from '../../../lib/cart-store';
import { useCartController } from '../../../lib/cart-controller';
import { loadDrawerPanel } from '../load-drawer-panel';

const DrawerPanel = lazy(loadDrawerPanel);

/** Mounted once in the layout as a zero-size slot; the drawer itself is a fixed overlay. */
export function CartDrawer() {
  useCartController();
  useEffect(() => retainDrawerHost(), []);
  // An add ends with the drawer opening: fetch its code while the add is in flight.
  useStoreEvent('catalog:add-to-cart-requested', () => void loadDrawerPanel());
  const open = useCart((s) => s.drawerOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel open={open} />
    </Suspense>
  );
}
