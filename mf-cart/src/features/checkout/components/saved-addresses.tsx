// A signed-in shopper's saved addresses at checkout (docs/account.md#address-book): choosing one
// fills the delivery address; SAVE keeps a new one. A failed load only hides the choice.
import { useEffect, useState } from 'react';
import { API_PATHS, api, type AddressBook, type SavedAddress } from '@storefront/shared';
import { Field } from './address-fields';
import { Choice } from './checkout-page.styles';

export function useSavedAddresses(signedIn: boolean): SavedAddress[] {
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    api.get<AddressBook>(API_PATHS.addresses, { authRedirect: false }).then(
      ({ data }) => live && setAddresses(Array.isArray(data?.addresses) ? data.addresses : []),
      (error: unknown) => console.error('[mf-cart] the address book could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return addresses;
}

const describe = (a: SavedAddress) => `${a.name}, ${a.street}, ${a.postcode} ${a.city}, ${a.country}`;

export function SavedAddressPicker({
  addresses,
  onPick,
}: {
  addresses: SavedAddress[];
  onPick: (address: SavedAddress) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <Field>
      <label htmlFor="checkout-saved-address">Use a saved address</label>
      <select
        id="checkout-saved-address"
        defaultValue=""
        onChange={(event) => {
          const found = addresses.find((a) => String(a.id) === event.target.value);
          if (found) onPick(found);
        }}
      >
        <option value="">Choose from your address book</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {describe(a)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SaveAddressChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <Choice>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Save this address to my address book
    </Choice>
  );
}
