// Home heroes: CSS and inline SVG art (the store has no photography), fixed
// heights so nothing shifts while the page loads.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';

export type HeroTone = 'night' | 'chalk' | 'studio';

const TONES: Record<HeroTone, { background: string; color: string; art: string }> = {
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

const Section = styled.section<{ $tone: HeroTone }>`
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

const Art = styled.svg`
  position: absolute;
  right: 0;
  top: 0;
  width: 60%;
  height: 100%;
  pointer-events: none;
`;

const Actions = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
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

const Condition = styled.p`
  font-size: 12px !important;
  margin: 16px 0 0 !important;
  opacity: 0.85;
`;

export interface HeroProps {
  id: string;
  tone: HeroTone;
  heading: ReactNode;
  headingLevel?: 1 | 2;
  text: string;
  buttons: readonly { label: string; href: string }[];
  condition?: string;
}

export function Hero({ id, tone, heading, headingLevel = 2, text, buttons, condition }: HeroProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const light = TONES[tone].color === '#ffffff';
  return (
    <Section $tone={tone} aria-labelledby={`${id}-heading`} data-testid={id}>
      <Art viewBox="0 0 600 440" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false">
        <circle cx="430" cy="220" r="190" fill={TONES[tone].art} />
        <circle cx="520" cy="90" r="70" fill={TONES[tone].art} />
        <path d="M160 440 L420 40 L470 40 L210 440 Z" fill={TONES[tone].art} />
        <path d="M260 440 L520 40 L545 40 L285 440 Z" fill={TONES[tone].art} />
      </Art>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      <p>{text}</p>
      <Actions>
        {buttons.map((button) => (
          <HeroButton key={button.label} href={button.href} $light={light}>
            {button.label}
          </HeroButton>
        ))}
      </Actions>
      {condition && <Condition>{condition}</Condition>}
    </Section>
  );
}
