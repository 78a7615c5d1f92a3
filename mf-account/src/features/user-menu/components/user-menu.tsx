import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { UserIcon, navigate, useAuth, useModalDialog } from '@storefront/shared';
import { logout } from '../../../api/session-api';
import { IconButton, IconLink, Item, Menu, Wrap } from './user-menu.styles';

/** Header user icon: a link to /login when signed out, a menu when signed in. */
export function UserMenu() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const itemsRef = useRef<Array<HTMLButtonElement | null>>([]);
  // The shared popup behaviour: focus on the first item, Escape or a press outside closes,
  // focus goes back to the button.
  const menuRef = useModalDialog<HTMLUListElement>({ open, modal: false, onClose: () => setOpen(false) });

  useEffect(() => {
    if (!isLoggedIn) setOpen(false);
  }, [isLoggedIn]);

  if (!isLoggedIn) {
    return (
      <IconLink href="/login" aria-label="Log in">
        <UserIcon />
      </IconLink>
    );
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemsRef.current.filter((el): el is HTMLButtonElement => el !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const entries = [
    {
      label: 'Account',
      onSelect: () => {
        setOpen(false);
        navigate('/account');
      },
    },
    {
      label: 'Settings',
      onSelect: () => {
        setOpen(false);
        navigate('/account/settings');
      },
    },
    {
      label: 'Logout',
      onSelect: () => {
        setOpen(false);
        void logout();
      },
    },
  ];

  return (
    <Wrap>
      <IconButton
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserIcon />
      </IconButton>
      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          {entries.map((entry, i) => (
            <li key={entry.label} role="none">
              <Item
                ref={(el) => {
                  itemsRef.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={entry.onSelect}
              >
                {entry.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}
