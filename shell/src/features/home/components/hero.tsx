// Home heroes: CSS and inline SVG art (the store has no photography), fixed
// heights so nothing shifts while the page loads.
import type { ReactNode } from 'react';
import { Actions, Art, Condition, HeroButton, Section, TONES, type HeroTone } from './hero.styles';

export type { HeroTone };

interface HeroProps {
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
