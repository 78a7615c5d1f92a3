// The narrow-screen navigation: a dialog that slides in from the left with the
// MEN, WOMEN and ACCESSORIES tabs of SPEC section 2.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { ChevronIcon, CloseIcon, StoreLink, theme, useAuth, type Gender } from '@storefront/shared';
import {
  SLIDE_IN_ACCESSORIES,
  STRIP_LINKS,
  slideInFeatured,
  slideInGroups,
  type MenuGroup,
} from '../nav-menu';
import { useMediaQuery } from '../hooks/use-media-query';

type Tab = Gender | 'accessories';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'men', label: 'MEN' },
  { id: 'women', label: 'WOMEN' },
  { id: 'accessories', label: 'ACCESSORIES' },
];

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 200ms ease-out;
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  display: flex;
  flex-direction: column;
  width: min(420px, 88vw);
  background: ${({ theme }) => theme.colors.surface};
  animation: ${slideIn} 250ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  font-weight: 700;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const TabButton = styled.button<{ $selected: boolean }>`
  flex: 1;
  padding: 14px 8px;
  border: 0;
  border-bottom: 3px solid ${({ $selected, theme }) => ($selected ? theme.colors.ink : 'transparent')};
  background: transparent;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ $selected, theme }) => ($selected ? theme.colors.ink : theme.colors.muted)};
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 16px 24px;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  > a,
  > span {
    display: block;
    padding: 16px 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
`;

const GroupToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 16px 0;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`;

const GroupLinks = styled.ul`
  padding: 0 0 12px 12px !important;
  li {
    padding: 8px 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

const Greeting = styled.p`
  margin: 16px 0 0;
  font-weight: 700;
`;

const Footer = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 16px !important;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  list-style: none;
`;

function CollapsibleGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const id = `slide-in-${group.heading.toLowerCase()}`;
  return (
    <Row>
      <GroupToggle
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
      >
        {group.heading}
        <ChevronIcon direction={expanded ? 'up' : 'down'} size={18} />
      </GroupToggle>
      {expanded && (
        <GroupLinks id={id}>
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
        </GroupLinks>
      )}
    </Row>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SlideInNav({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('men');
  const user = useAuth((s) => (s.isLoggedIn ? s.user : null));
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.wide + 1}px)`);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wide) onClose();
  }, [wide, onClose]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  // Keeps Tab inside the dialog, as a modal should.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <Backdrop onClick={onClose} data-testid="slide-in-backdrop" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label="Navigation" onKeyDown={onKeyDown}>
        <Top>
          <span>MENU</span>
          <IconButton type="button" onClick={onClose} aria-label="Close navigation">
            <CloseIcon />
          </IconButton>
        </Top>
        <Tabs role="tablist" aria-label="Sections">
          {TABS.map((t) => (
            <TabButton
              key={t.id}
              type="button"
              role="tab"
              id={`slide-in-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="slide-in-panel"
              $selected={tab === t.id}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </TabButton>
          ))}
        </Tabs>
        <Body role="tabpanel" id="slide-in-panel" aria-labelledby={`slide-in-tab-${tab}`}>
          <ul key={tab}>
            {tab === 'accessories' ? (
              <>
                {SLIDE_IN_ACCESSORIES.map((group) => (
                  <CollapsibleGroup key={group.heading} group={group} onNavigate={onClose} />
                ))}
                <Row>
                  <span>OUR APP</span>
                </Row>
              </>
            ) : (
              <>
                {slideInFeatured(tab).map((link) => (
                  <Row key={link.label}>
                    <StoreLink href={link.href} onClick={onClose}>
                      {link.label}
                    </StoreLink>
                  </Row>
                ))}
                {slideInGroups(tab).map((group) => (
                  <CollapsibleGroup key={group.heading} group={group} onNavigate={onClose} />
                ))}
              </>
            )}
          </ul>
          {user && <Greeting>Hi, {user.userName}</Greeting>}
        </Body>
        <Footer>
          {STRIP_LINKS.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </Footer>
      </Panel>
    </>
  );
}
