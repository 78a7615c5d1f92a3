// The drawer's look: overlay, sliding panel, head, scrolling body, foot.
import styled from 'styled-components';
import { panelHeadRow } from '@storefront/shared';

export const SLIDE_MS = 300;

export const Overlay = styled.div<{ $shown: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${SLIDE_MS}ms ease;
`;

export const Panel = styled.div<{ $in: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: min(440px, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.12);
  transform: translateX(${({ $in }) => ($in ? '0' : '100%')});
  transition: transform ${SLIDE_MS}ms ease;
  outline: none;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Head = styled.div`
  ${panelHeadRow}
  padding: 16px 20px;
  h2 {
    margin: 0;
    font-size: 18px;
    letter-spacing: 0.06em;
  }
`;

export const Close = styled.button`
  display: inline-flex;
  border: 0;
  background: none;
  padding: 8px;
  margin: -8px;
  color: inherit;
  cursor: pointer;
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 20px;
`;

export const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 20px 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

export const Loading = styled.p`
  padding: 32px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
