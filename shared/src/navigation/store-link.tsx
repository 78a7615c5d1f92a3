import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate } from './navigation';

export interface StoreLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  replace?: boolean;
}

const isPlainLeftClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey && !e.defaultPrevented;

/** A real <a href> (middle-click, copy link and crawlers work) that navigates in-app on a plain click. */
export const StoreLink = forwardRef<HTMLAnchorElement, StoreLinkProps>(function StoreLink(
  { href, replace, onClick, target, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || (target && target !== '_self') || /^[a-z]+:/i.test(href)) return;
        event.preventDefault();
        navigate(href, { replace });
      }}
      {...rest}
    />
  );
});
