// Styles of filter-sheet.tsx.
import styled from 'styled-components';
import { theme } from '../theme/theme';

const [BACKDROP_MS, PANEL_MS] = theme.timings.filterOverlayOpenMs;

export const Backdrop = styled.div<{ $shown: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ $shown, theme }) => ($shown ? theme.colors.overlay : 'transparent')};
  transition: background ${({ theme }) => theme.timings.filterOverlayCloseMs}ms ease;
`;

export const Panel = styled.div<{ $open: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: min(420px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.body};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  /* From the backdrop's step to the panel's: fully in at about 300ms. */
  transition: transform ${PANEL_MS - BACKDROP_MS}ms ease-out;
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 16px;
  font-weight: 800;
`;

/** A button that reads as an underlined link (Clear All in the sheet and in the chip rows). */
export const LinkButton = styled.button`
  /* A 44px tap target around text that still reads as a link. */
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  padding: 0 8px;
  font: inherit;
  font-size: 13px;
  text-decoration: underline;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

export const Close = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  cursor: pointer;
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 16px;
`;

export const Foot = styled.div`
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

export const SeeProducts = styled.button`
  width: 100%;
  min-height: 48px;
  border: 0;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.06em;
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;
