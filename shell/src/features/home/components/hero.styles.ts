import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';

export type HeroTone = 'night' | 'chalk' | 'studio';

export const TONES: Record<HeroTone, { background: string; color: string; art: string }> = {
  night: {
    background: 'linear-gradient(120deg, #111111 0%, #2b2b2b 55%, #3d3d3d 100%)',
    color: '#ffffff',
    art: 'rgba(255, 255, 255, 0.12)',
  },
  chalk: {
    background: 'linear-gradient(120deg, #f1efe9 0%, #e3ded3 60%, #d6cfc0 100%)',
    color: '#111111',
    art: 'rgba(17, 17, 17, 0.1)',
  },
  studio: {
    background: 'linear-gradient(120deg, #1f1430 0%, #36266f 60%, #4d3a86 100%)',
    color: '#ffffff',
    art: 'rgba(255, 255, 255, 0.14)',
  },
};

export const Section = styled.section<{ $tone: HeroTone }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  height: 440px;
  padding: 0 8%;
  overflow: hidden;
  box-sizing: border-box;
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  ${({ theme }) => theme.media.below768} {
    height: 380px;
    padding: 0 24px;
  }
  h1,
  h2 {
    position: relative;
    max-width: 640px;
    margin: 0 0 12px;
    font-size: clamp(30px, 5vw, 52px);
    font-weight: 900;
    line-height: 1.05;
    letter-spacing: 0.02em;
  }
  p {
    position: relative;
    max-width: 520px;
    margin: 0 0 20px;
    font-size: 16px;
    line-height: 1.4;
  }
`;

export const Art = styled.svg`
  position: absolute;
  right: 0;
  top: 0;
  width: 60%;
  height: 100%;
  pointer-events: none;
`;

export const Actions = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export const Condition = styled.p`
  font-size: 12px !important;
  margin: 16px 0 0 !important;
  opacity: 0.85;
`;

export const HeroButton = styled(StoreLink)<{ $light?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 150px;
  height: 46px;
  padding: 0 20px;
  box-sizing: border-box;
  background: ${({ $light }) => ($light ? '#ffffff' : '#111111')};
  color: ${({ $light }) => ($light ? '#111111' : '#ffffff')};
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
    text-decoration: underline;
  }
`;
