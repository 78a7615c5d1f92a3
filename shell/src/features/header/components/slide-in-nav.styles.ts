import styled, { keyframes } from 'styled-components';
import { panelHeadRow } from '@storefront/shared';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 200ms ease-out;
`;

export const Panel = styled.div`
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

export const Top = styled.div`
  ${panelHeadRow}
  padding: 12px 16px;
  font-weight: 700;
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

export const TabButton = styled.button<{ $selected: boolean }>`
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

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 16px 24px;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Row = styled.li`
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

export const GroupToggle = styled.button`
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

export const GroupLinks = styled.ul`
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

export const Greeting = styled.p`
  margin: 16px 0 0;
  font-weight: 700;
`;

export const Footer = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 16px !important;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
  }
`;
