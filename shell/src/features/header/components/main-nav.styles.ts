import styled, { keyframes } from 'styled-components';
import { StoreLink } from '@storefront/shared';

export const Nav = styled.nav`
  align-self: stretch;
  display: flex;
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

export const Items = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  /* Before hydration CSS opens a menu (main-nav.tsx): on hover, and on focus in its item. */
  &:hover > [data-css-menu],
  &:focus-within > [data-css-menu] {
    display: flex;
  }
`;

export const TopLink = styled(StoreLink)<{ $active: boolean; $open: boolean }>`
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

export const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  margin-left: -12px;
  padding: 0;
  border: 0;
  background: ${({ $open, theme }) => ($open ? theme.colors.subtle : 'transparent')};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  svg {
    transition: transform 150ms ease-out;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
`;

// Positioned against the header, not the item, so it spans the full width.
export const Panel = styled.div`
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
  &[data-css-menu] {
    display: none;
  }
`;

export const Group = styled.div`
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
