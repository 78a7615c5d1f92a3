// After a client-side navigation a screen reader hears nothing unless something says the page
// changed: each route gets its own document title, and focus moves to the new page's main
// heading once it is in the page (a slice's page parcel may render it a moment later). The first
// page load keeps the browser's own focus handling.
import { useEffect, useRef } from 'react';
import { setPageTitle } from '@storefront/shared';
import { titleForPath } from '@storefront/shared';

/** How long to wait for a slice's page to show its heading. */
const HEADING_WAIT_MS = 5000;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function useRouteAnnouncement(pathname: string, mainId: string): void {
  const firstLoad = useRef(true);
  useEffect(() => {
    setPageTitle(titleForPath(pathname));
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const heading = () => main.querySelector<HTMLElement>('h1');
    const now = heading();
    if (now) {
      focusHeading(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const found = heading();
      if (!found) return;
      observer.disconnect();
      focusHeading(found);
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
