// The wide main navigation: Men, Women, Accessories with full-width dropdowns
// that open on hover, or from the keyboard on the disclosure button beside each label
// (Enter, Space or ArrowDown; ArrowDown on the label too), and close on leave, click or Escape.
// Focus alone opens nothing, so tabbing past MEN does not walk its links (the disclosure
// navigation pattern: a link to the section and a button for its menu).
// Until the script has hydrated the nav (JavaScript off, or a busy phone still loading it) every
// menu is in the HTML and CSS opens it, on hover and on focus within its item
// (docs/frame.md#dropdown-state); hydration hands over to the state above, keeping open a menu
// the pointer is on or that holds the focus.
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  DROPDOWNS,
  TOP_LEVEL,
  activeSection,
  type DropdownName,
  type MenuGroup,
} from '../../../lib/nav-menu';
import { useNavDropdown } from '../hooks/use-nav-dropdown';
import { Group, Item, Items, Nav, Panel, Toggle, TopLink } from './main-nav.styles';
import { MenuLinkItems } from '../../../lib/menu-link-items';

const Chevron = () => (
  <svg width="10" height="6" viewBox="0 0 10 6" aria-hidden="true" focusable="false">
    <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

function DropdownPanel({
  name,
  groups,
  onNavigate,
  cssOnly,
}: {
  name: DropdownName;
  groups: readonly MenuGroup[];
  onNavigate: () => void;
  /** Before hydration: hidden until CSS shows it (`data-css-menu`, main-nav.styles.ts). */
  cssOnly: boolean;
}) {
  return (
    <Panel
      id={`nav-dropdown-${name}`}
      data-testid="nav-dropdown"
      data-dropdown={name}
      data-css-menu={cssOnly ? '' : undefined}
    >
      {groups.map((group) => (
        <Group key={group.heading}>
          <h3>{group.heading}</h3>
          <ul>
            <MenuLinkItems links={group.links} onNavigate={onNavigate} />
          </ul>
        </Group>
      ))}
    </Panel>
  );
}

/** Whether the pointer is on `element` (false where the browser cannot tell). */
function isHovered(element: Element | null): boolean {
  try {
    return element?.matches(':hover') ?? false;
  } catch {
    return false;
  }
}

export function MainNav({ pathname }: { pathname: string }) {
  const { state, open, close } = useNavDropdown();
  const navRef = useRef<HTMLElement>(null);
  // A pointer on its way to the button has already opened the menu by hovering: that click
  // must not close it again. Only a menu the button opened is closed by the button.
  const openedByHover = useRef(false);
  const active = activeSection(pathname);
  // False in the server render and the hydration render (the same HTML), true once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const held = TOP_LEVEL.find(({ name }) => {
      const panel = navRef.current?.querySelector(`#nav-dropdown-${name}`);
      return panel && (isHovered(panel.parentElement) || panel.contains(document.activeElement));
    });
    if (held) open(held.name);
    setHydrated(true);
  }, [open]);

  const toggleOf = (name: DropdownName) =>
    navRef.current?.querySelector<HTMLElement>(`button[aria-controls="nav-dropdown-${name}"]`);
  /** Opens a menu and moves focus to its first link (after React has rendered it). */
  const openInto = (name: DropdownName) => {
    open(name);
    requestAnimationFrame(() =>
      navRef.current?.querySelector<HTMLElement>(`#nav-dropdown-${name} a`)?.focus({ preventScroll: true }),
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || state === 'none') return;
    toggleOf(state)?.focus({ preventScroll: true });
    close();
  };
  const onBlur = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) close();
  };
  const onArrowDown = (name: DropdownName) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openInto(name);
  };

  return (
    <Nav ref={navRef} aria-label="Main" onMouseLeave={close} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Items>
        {TOP_LEVEL.map((item) => {
          const isOpen = state === item.name;
          return (
            // mouseover, not mouseenter: React drops enter events whose pointer
            // comes from a parcel's own React root (the page below the header).
            <Item
              key={item.name}
              onMouseOver={() => {
                if (state === item.name) return;
                openedByHover.current = true;
                open(item.name);
              }}
            >
              <TopLink
                href={item.href}
                $active={active === item.name}
                $open={isOpen}
                aria-current={active === item.name ? 'true' : undefined}
                onKeyDown={onArrowDown(item.name)}
                onClick={close}
              >
                {item.label}
              </TopLink>
              <Toggle
                type="button"
                $open={isOpen}
                aria-label={`${item.label} menu`}
                aria-expanded={isOpen}
                aria-controls={`nav-dropdown-${item.name}`}
                onKeyDown={onArrowDown(item.name)}
                onClick={() => {
                  if (isOpen && !openedByHover.current) return close();
                  openedByHover.current = false;
                  openInto(item.name);
                }}
              >
                <Chevron />
              </Toggle>
              {(isOpen || !hydrated) && (
                <DropdownPanel
                  name={item.name}
                  groups={DROPDOWNS[item.name]}
                  onNavigate={close}
                  cssOnly={!hydrated && !isOpen}
                />
              )}
            </Item>
          );
        })}
      </Items>
    </Nav>
  );
}
