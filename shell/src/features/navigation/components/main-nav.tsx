// The wide main navigation: Men, Women, Accessories with full-width dropdowns
// that open on hover or keyboard focus and close on leave, click or Escape.
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { StoreLink } from '@storefront/shared';
import { DROPDOWNS, TOP_LEVEL, activeSection, type DropdownName, type MenuGroup } from '../nav-menu';
import { useNavDropdown } from '../hooks/use-nav-dropdown';

const Nav = styled.nav`
  align-self: stretch;
  display: flex;
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

const Items = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
`;

const TopLink = styled(StoreLink)<{ $active: boolean; $open: boolean }>`
  display: flex;
  align-items: center;
  padding: 0 16px;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 15px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-decoration: ${({ $active }) => ($active ? 'underline' : 'none')};
  text-underline-offset: 6px;
  text-decoration-thickness: 2px;
  background: ${({ $open, theme }) => ($open ? theme.colors.subtle : 'transparent')};
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
`;

// Positioned against the header, not the item, so it spans the full width.
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  justify-content: center;
  gap: 56px;
  padding: 32px 24px 40px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: 0 12px 24px rgba(0, 0, 0, 0.12);
  animation: ${slideDown} ${({ theme }) => theme.timings.navDropdownMs}ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Group = styled.div`
  min-width: 140px;
  h3 {
    margin: 0 0 12px;
    font-size: 14px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin: 0 0 8px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

function DropdownPanel({
  name,
  groups,
  onNavigate,
}: {
  name: DropdownName;
  groups: readonly MenuGroup[];
  onNavigate: () => void;
}) {
  return (
    <Panel id={`nav-dropdown-${name}`} data-testid="nav-dropdown" data-dropdown={name}>
      {groups.map((group) => (
        <Group key={group.heading}>
          <h3>{group.heading}</h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.label}>
                {link.href ? (
                  <StoreLink href={link.href} onClick={onNavigate}>
                    {link.label}
                  </StoreLink>
                ) : (
                  link.label
                )}
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </Panel>
  );
}

export function MainNav({ pathname }: { pathname: string }) {
  const { state, open, close } = useNavDropdown();
  const navRef = useRef<HTMLElement>(null);
  const returningFocus = useRef(false);
  const active = activeSection(pathname);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || state === 'none') return;
    const label = navRef.current?.querySelector<HTMLElement>(`[aria-controls="nav-dropdown-${state}"]`);
    // Focus goes back to the label without reopening the menu it just closed.
    returningFocus.current = true;
    label?.focus({ preventScroll: true });
    returningFocus.current = false;
    close();
  };
  const onBlur = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <Nav ref={navRef} aria-label="Main" onMouseLeave={close} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Items>
        {TOP_LEVEL.map((item) => {
          const isOpen = state === item.name;
          return (
            // mouseover, not mouseenter: React drops enter events whose pointer
            // comes from a parcel's own React root (the page below the header).
            <Item key={item.name} onMouseOver={() => open(item.name)}>
              <TopLink
                href={item.href}
                $active={active === item.name}
                $open={isOpen}
                aria-current={active === item.name ? 'true' : undefined}
                aria-expanded={isOpen}
                aria-controls={`nav-dropdown-${item.name}`}
                onFocus={() => !returningFocus.current && open(item.name)}
                onClick={close}
              >
                {item.label}
              </TopLink>
              {isOpen && <DropdownPanel name={item.name} groups={DROPDOWNS[item.name]} onNavigate={close} />}
            </Item>
          );
        })}
      </Items>
    </Nav>
  );
}
