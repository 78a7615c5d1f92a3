import { StoreLink } from '@storefront/shared';
import type { MenuLink } from './nav-menu';

/** A menu group's entries as list items: a link where the entry has a destination, plain text otherwise. */
export function MenuLinkItems({
  links,
  onNavigate,
}: {
  links: readonly MenuLink[];
  onNavigate?: () => void;
}) {
  return (
    <>
      {links.map((link) => (
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
    </>
  );
}
