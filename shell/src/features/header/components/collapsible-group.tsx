// One heading of the slide-in navigation that opens to show its links.
import { useState } from 'react';
import { ChevronIcon } from '@storefront/shared';
import type { MenuGroup } from '../../../lib/nav-menu';
import { GroupLinks, GroupToggle, Row } from './slide-in-nav.styles';
import { MenuLinkItems } from '../../../lib/menu-link-items';

export function CollapsibleGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
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
          <MenuLinkItems links={group.links} onNavigate={onNavigate} />
        </GroupLinks>
      )}
    </Row>
  );
}
