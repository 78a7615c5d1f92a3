// The navigation page (/menu, docs/frame.md#navigation-page): the slide-in navigation's sections
// as plain links, server-rendered. The phone's menu button links here, so before its script runs
// (or without JavaScript) the button still leads to every section; once hydrated it opens the
// slide-in navigation instead.
import type { ReactNode } from 'react';
import type { Gender } from '@storefront/shared';
import {
  APP_LINK,
  SLIDE_IN_ACCESSORIES,
  STRIP_LINKS,
  TOP_LEVEL,
  slideInFeatured,
  slideInGroups,
  type MenuGroup,
  type MenuLink,
} from '../../../lib/nav-menu';
import { MenuLinkItems } from '../../../lib/menu-link-items';
import { Group, Page, Section } from './menu-page.styles';

const GENDERS: readonly Gender[] = ['men', 'women'];
const shopAll = (gender: Gender): MenuLink => ({
  label: `SHOP ALL ${gender.toUpperCase()}`,
  href: TOP_LEVEL.find((item) => item.name === gender)?.href,
});

function Groups({ groups }: { groups: readonly MenuGroup[] }) {
  return groups.map((group) => (
    <Group key={group.heading}>
      <h3>{group.heading}</h3>
      <ul>
        <MenuLinkItems links={group.links} />
      </ul>
    </Group>
  ));
}

function MenuSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`menu-${id}`}>
      <h2 id={`menu-${id}`}>{heading}</h2>
      {children}
    </Section>
  );
}

export function MenuPage() {
  return (
    <Page>
      <h1>MENU</h1>
      {GENDERS.map((gender) => (
        <MenuSection key={gender} id={gender} heading={gender.toUpperCase()}>
          <ul>
            <MenuLinkItems links={[shopAll(gender), ...slideInFeatured(gender)]} />
          </ul>
          <Groups groups={slideInGroups(gender)} />
        </MenuSection>
      ))}
      <MenuSection id="accessories" heading="ACCESSORIES">
        <Groups groups={SLIDE_IN_ACCESSORIES} />
        <ul>
          <MenuLinkItems links={[APP_LINK]} />
        </ul>
      </MenuSection>
      <MenuSection id="help" heading="HELP">
        <ul>
          <MenuLinkItems links={STRIP_LINKS} />
        </ul>
      </MenuSection>
    </Page>
  );
}
