// The checkout form: address, delivery method, payment and the summary; PLACE ORDER sends one
// idempotent POST /api/orders (a 409 brings the new summary or names a sold-out line).
import { useMemo, useState, type FormEvent } from 'react';
import {
  ADDRESS_FIELDS,
  Button,
  PHONE_PATTERN,
  isValidEmail,
  useAuth,
  DELIVERY_OPTIONS,
  addressErrors,
  checkoutTotals,
  messageOf,
  navigate,
  statusOf,
  type AddressField,
  type CheckoutConflict,
  type CheckoutSummary,
  type DeliveryAddress,
  type DeliveryMethod,
  type PaymentMethodId,
} from '@storefront/shared';
import { placeOrder } from '../../../api/checkout-api';
import { cartEmptied } from '../../../lib/cart-store';
import { OrderTotals } from '../../../lib/components/order-totals';
import { PromoField } from '../../../lib/components/promo-field';
import { removePromo, usePromo } from '../../../lib/promo-store';
import { Alert, Box, Columns } from '../../../lib/page-layout';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { PAYMENT_METHODS } from '../payment-methods';
import { AddressFields } from './address-fields';
import { ContactFields, type Contact, type ContactField } from './contact-fields';
import { SaveAddressChoice, SavedAddressPicker, useSavedAddresses } from './saved-addresses';
import { CheckoutLines } from './checkout-lines';
import { EditCart } from './checkout-page.styles';
import { DeliveryAndPayment } from './delivery-and-payment';

const PLACE_FAILED = "We couldn't place your order. Nothing was charged; please try again.";

const EMPTY_ADDRESS: DeliveryAddress = { name: '', street: '', city: '', postcode: '', country: '' };

/** The contact fields' errors: an e-mail address is needed for the receipt, a phone is optional. */
function contactErrors(contact: Contact): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!contact.email) errors.email = 'E-mail is required: your receipt goes there';
  else if (!isValidEmail(contact.email)) errors.email = 'Enter an e-mail address like name@example.com';
  if (contact.phone && !PHONE_PATTERN.test(contact.phone)) {
    errors.phone = 'Phone can hold digits, spaces, brackets, dots, dashes and a leading +';
  }
  return errors;
}

export function CheckoutForm({
  summary,
  onSummary,
}: {
  summary: CheckoutSummary;
  onSummary: (s: CheckoutSummary) => void;
}) {
  const idempotencyKey = useIdempotencyKey();
  const accountEmail = useAuth((s) => s.user?.email ?? '');
  const signedIn = useAuth((s) => s.isLoggedIn);
  const savedAddresses = useSavedAddresses(signedIn);
  const [saveAddress, setSaveAddress] = useState(false);
  const [contact, setContact] = useState<Contact>({ email: accountEmail, phone: '' });
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Partial<Record<AddressField | ContactField, string>>>({});
  const [method, setMethod] = useState<DeliveryMethod>('standard');
  const [paymentId, setPaymentId] = useState<PaymentMethodId>(PAYMENT_METHODS[0].id);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const promo = usePromo((s) => s.promo);
  const totals = useMemo(() => checkoutTotals(summary.cart.stocks, method, promo), [summary, method, promo]);
  const payment = PAYMENT_METHODS.find((p) => p.id === paymentId) ?? PAYMENT_METHODS[0];

  const onChange = (field: AddressField, value: string) => {
    setAddress((a) => ({ ...a, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onContact = (field: ContactField, value: string) => {
    setContact((c) => ({ ...c, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (placing) return;
    const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f].trim()])) as DeliveryAddress;
    const email = contact.email.trim();
    const phone = contact.phone.trim();
    const found = { ...contactErrors({ email, phone }), ...addressErrors(trimmed) };
    setErrors(found);
    const first = (['email', 'phone', ...ADDRESS_FIELDS] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setPlacing(true);
    setProblem(null);
    try {
      const order = await placeOrder({
        idempotencyKey,
        cartVersion: summary.cartVersion,
        address: trimmed,
        email,
        ...(phone ? { phone } : {}),
        ...(promo ? { promoCode: promo.code } : {}),
        ...(signedIn && saveAddress ? { saveAddress: true } : {}),
        deliveryMethod: method,
        ...payment.contribute(),
      });
      cartEmptied();
      navigate(`/checkout/confirmation/${order.id}`);
    } catch (error) {
      const status = statusOf(error);
      const body = (error as { response?: { data?: CheckoutConflict } }).response?.data;
      if (promo && (status === 404 || (status === 409 && !body?.reason))) {
        // The code ended meanwhile (expired or used up): it comes off, the totals follow.
        removePromo(body?.message ?? null);
        setProblem(body?.message ?? PLACE_FAILED);
      } else if (status === 409) {
        if (body?.summary) onSummary(body.summary);
        setProblem(body?.message ?? PLACE_FAILED);
      } else if (status !== 401) {
        // A 400 says what was wrong, a 429 how long to wait: the API's sentence either way.
        setProblem(status === 400 || status === 429 ? (messageOf(error) ?? PLACE_FAILED) : PLACE_FAILED);
      }
      setPlacing(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Checkout">
      <Columns>
        <div>
          <Box aria-labelledby="checkout-address-heading">
            <h2 id="checkout-address-heading">DELIVERY ADDRESS</h2>
            <ContactFields value={contact} errors={errors} onChange={onContact} />
            <SavedAddressPicker
              addresses={savedAddresses}
              onPick={({ name, street, city, postcode, country, phone }) => {
                setAddress({ name, street, city, postcode, country });
                if (phone) setContact((c) => ({ ...c, phone }));
                setErrors({});
              }}
            />
            <AddressFields value={address} errors={errors} onChange={onChange} />
            {signedIn ? <SaveAddressChoice checked={saveAddress} onChange={setSaveAddress} /> : null}
          </Box>
          <DeliveryAndPayment
            delivery={summary.delivery}
            method={method}
            onMethod={setMethod}
            paymentId={paymentId}
            onPayment={setPaymentId}
          />
        </div>
        <Box aria-labelledby="checkout-summary-heading">
          <h2 id="checkout-summary-heading">SUMMARY</h2>
          <CheckoutLines stocks={summary.cart.stocks} />
          <PromoField idPrefix="checkout" />
          <OrderTotals
            totals={totals}
            deliveryLabel={DELIVERY_OPTIONS[method].label}
            delivery={totals.delivery}
            promoCode={promo?.code ?? null}
          />
          <div role="alert" style={{ marginTop: 16 }}>
            {problem ? <Alert>{problem}</Alert> : null}
          </div>
          <Button type="submit" fullWidth disabled={placing} aria-disabled={placing}>
            {placing ? 'PLACING ORDER…' : 'PLACE ORDER'}
          </Button>
          <EditCart href="/cart">Edit your cart</EditCart>
        </Box>
      </Columns>
    </form>
  );
}
