// The account page's ADDRESS BOOK (docs/account.md#address-book): the count, each saved address
// with EDIT and REMOVE, and ADD AN ADDRESS; checkout offers the same addresses.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, MAX_SAVED_ADDRESSES, messageOf, type SavedAddress } from '@storefront/shared';
import { fetchAddresses, removeAddress, saveAddress } from '../api/address-book-api';
import { AddressForm } from './address-form';

const List = styled.ul`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
`;

const FAILED = "We couldn't change your address book. Please try again.";

type Editing = { id: number | null; initial: SavedAddress | null } | null;

export function AddressBook({ heading }: { heading: (count: number) => React.ReactNode }) {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchAddresses().then(
      (found) => live && setAddresses(found),
      (error: unknown) => {
        console.error('[mf-account] the address book could not be loaded', error);
        if (live) setAddresses([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (work: () => Promise<SavedAddress[]>) => {
    setProblem(null);
    try {
      setAddresses(await work());
      setEditing(null);
    } catch (error) {
      setProblem(messageOf(error) ?? FAILED);
    }
  };

  const list = addresses ?? [];
  return (
    <>
      {heading(list.length)}
      <List aria-label="Saved addresses">
        {list.map((a) => (
          <li key={a.id}>
            <address>
              {a.name}
              <br />
              {a.street}
              <br />
              {a.postcode} {a.city}, {a.country}
              {a.phone ? (
                <>
                  <br />
                  {a.phone}
                </>
              ) : null}
            </address>
            <span>
              <Button
                variant="secondary"
                aria-label={`Edit ${a.name}, ${a.street}`}
                onClick={() => setEditing({ id: a.id, initial: a })}
              >
                EDIT
              </Button>{' '}
              <Button
                variant="secondary"
                aria-label={`Remove ${a.name}, ${a.street}`}
                onClick={() => void change(() => removeAddress(a.id))}
              >
                REMOVE
              </Button>
            </span>
          </li>
        ))}
      </List>
      {problem ? <p role="alert">{problem}</p> : null}
      {editing ? (
        <AddressForm
          initial={editing.initial}
          onSave={(body) => change(() => saveAddress(body, editing.id))}
          onCancel={() => setEditing(null)}
        />
      ) : list.length < MAX_SAVED_ADDRESSES ? (
        <Button variant="secondary" onClick={() => setEditing({ id: null, initial: null })}>
          ADD AN ADDRESS
        </Button>
      ) : null}
    </>
  );
}
