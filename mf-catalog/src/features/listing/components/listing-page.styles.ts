// Styles of listing-page.tsx.
import styled from 'styled-components';
import { spreadRow, visuallyHidden } from '@storefront/shared';

// Shown only while it has focus, like the frame's 'Skip to content'.
export const SkipToResults = styled.a`
  ${visuallyHidden}
  &:focus {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

// The store's one page gutter (the shared theme's, docs/frame.md#one-look): 16px, 24px from 768px.
export const Page = styled.div`
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.gutter}px 48px;
  ${({ theme }) => theme.media.from768} {
    padding-inline: ${({ theme }) => theme.space.gutterWide}px;
  }
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

export const Hero = styled.section`
  padding: 32px 0 16px;
  text-align: center;
`;

export const HeroTitle = styled.p`
  margin: 0;
  font-size: clamp(20px, 4vw, 34px);
  font-weight: 800;
  letter-spacing: 0.02em;
`;

export const HeroText = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  letter-spacing: 0.08em;
`;

export const Headings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 16px;
  margin: 16px 0;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 28px;
  font-weight: 800;
`;

export const SubHeading = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 700;
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
`;

export const Toolbar = styled.div`
  ${spreadRow}
  gap: 12px;
  margin-bottom: 12px;
`;

const toolbarButton = `
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 14px;
  font: inherit;
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.06em;
  cursor: pointer;
`;

export const PanelToggle = styled.button`
  ${toolbarButton}
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

export const OverlayButton = styled.button`
  ${toolbarButton}
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.above1024} {
    display: none;
  }
`;

/** The filter badge's word for screen readers: its count reads '2 active'. */
export const ActiveWord = styled.span`
  ${visuallyHidden}
`;

export const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 11px;
`;

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 24px;
`;

export const Panel = styled.aside`
  flex: 0 0 260px;
  position: sticky;
  top: 16px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

export const Feed = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Empty = styled.p`
  margin: 48px 0;
  text-align: center;
  font-size: 16px;
`;

export const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 0;
  text-align: center;
`;
