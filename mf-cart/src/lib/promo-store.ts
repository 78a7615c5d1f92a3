// The promo code the shopper applied (docs/cart.md#promo-codes): checked with the API when typed,
// kept for this tab (sessionStorage) so the cart page, the drawer and checkout show the same
// discount, and sent with the order, where the API checks and counts it again.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { API_PATHS, PROMO_CODE_PATTERN, api, messageOf, statusOf, type Promo } from '@storefront/shared';

const STORAGE_KEY = 'cartPromo';
export const PROMO_MALFORMED = 'A promo code is letters and digits only';
const PROMO_FAILED = "We couldn't check this code right now. Please try again.";

function stored(): Promo | null {
  try {
    const parsed = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null') as Promo | null;
    return parsed && typeof parsed.code === 'string' && typeof parsed.percentOff === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

interface PromoState {
  promo: Promo | null;
  /** The last refusal to show under the field ('… has expired'). */
  problem: string | null;
  checking: boolean;
}

// Read when first used, not at import: the server render has no storage and starts without one.
export const promoStore = createStore<PromoState>(() => ({ promo: null, problem: null, checking: false }));
let hydrated = false;
function hydrate() {
  if (hydrated) return;
  hydrated = true;
  const promo = stored();
  if (promo) promoStore.setState({ promo });
}

function keep(promo: Promo | null) {
  try {
    if (promo) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(promo));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked: the code still holds for this page.
  }
  promoStore.setState({ promo });
}

/** Checks a typed code with the API (GET /api/cart/promo/{code}); a refusal is kept as `problem`. */
export async function applyPromo(typed: string): Promise<boolean> {
  const code = typed.trim();
  if (!PROMO_CODE_PATTERN.test(code)) {
    promoStore.setState({ problem: PROMO_MALFORMED });
    return false;
  }
  promoStore.setState({ checking: true, problem: null });
  try {
    const { data } = await api.get<Promo>(API_PATHS.promoCode(code));
    keep(data);
    promoStore.setState({ checking: false });
    return true;
  } catch (error) {
    const status = statusOf(error);
    // Unknown, ended, or too many unknown codes tried (429, how long to wait): the API's sentence.
    const problem =
      status === 404 || status === 409 || status === 429 ? (messageOf(error) ?? PROMO_FAILED) : PROMO_FAILED;
    promoStore.setState({ checking: false, problem });
    return false;
  }
}

export function removePromo(problem: string | null = null): void {
  keep(null);
  promoStore.setState({ problem });
}

export function usePromo<T>(selector: (state: PromoState) => T): T {
  hydrate();
  return useStore(promoStore, selector);
}
