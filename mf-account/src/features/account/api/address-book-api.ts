// The address book calls (docs/account.md#address-book); each answers the whole book.
import { API_PATHS, api, type AddressBody, type AddressBook, type SavedAddress } from '@storefront/shared';

const book = (data: AddressBook | undefined): SavedAddress[] =>
  Array.isArray(data?.addresses) ? data.addresses : [];

export async function fetchAddresses(): Promise<SavedAddress[]> {
  // A failed load only leaves the book empty: the page's own calls decide about the session.
  return book((await api.get<AddressBook>(API_PATHS.addresses, { authRedirect: false })).data);
}

export async function saveAddress(body: AddressBody, id: number | null): Promise<SavedAddress[]> {
  const url = id === null ? API_PATHS.addresses : API_PATHS.address(id);
  return book((await api.post<AddressBook>(url, body)).data);
}

export async function removeAddress(id: number): Promise<SavedAddress[]> {
  return book((await api.delete<AddressBook>(API_PATHS.address(id))).data);
}
