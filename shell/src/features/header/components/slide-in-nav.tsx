// The narrow-screen navigation: a dialog that slides in from the left with the
// MEN, WOMEN and ACCESSORIES tabs of docs/frame.md#slide-in-navigation.
import { useEffect, useState } from 'react';
import {
  CloseIcon,
  StoreLink,
  useAuth,
  useMediaQuery,
  useModalDialog,
  type Gender,
} from '@storefront/shared';
import {
  APP_LINK,
  SLIDE_IN_ACCESSORIES,
  STRIP_LINKS,
  slideInFeatured,
  slideInGroups,
} from '../../../lib/nav-menu';
import { CollapsibleGroup } from './collapsible-group';
import {
  Backdrop,
  Body,
  Footer,
  Greeting,
  IconButton,
  Panel,
  Row,
  TabButton,
  Tabs,
  Top,
} from './slide-in-nav.styles';

type Tab = Gender | 'accessories';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'men', label: 'MEN' },
  { id: 'women', label: 'WOMEN' },
  { id: 'accessories', label: 'ACCESSORIES' },
];

export function SlideInNav({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('men');
  const user = useAuth((s) => (s.isLoggedIn ? s.user : null));
  const wide = useMediaQuery('wide');
  // Focus starts on the first control (the close button) and goes back to the menu button.
  const panelRef = useModalDialog({ onClose });

  useEffect(() => {
    if (wide) onClose();
  }, [wide, onClose]);

  return (
    <>
      <Backdrop onClick={onClose} data-testid="slide-in-backdrop" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label="Navigation">
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
                  <StoreLink href={APP_LINK.href} onClick={onClose}>
                    {APP_LINK.label}
                  </StoreLink>
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
          {STRIP_LINKS.map(({ label, href }) => (
            <li key={label}>
              <StoreLink href={href} onClick={onClose}>
                {label}
              </StoreLink>
            </li>
          ))}
        </Footer>
      </Panel>
    </>
  );
}
