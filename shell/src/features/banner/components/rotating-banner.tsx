import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme, useMediaQuery } from '@storefront/shared';

/** SPEC section 1: the rotating banner's five messages. */
export const BANNER_MESSAGES: readonly string[] = [
  'FREE STANDARD SHIPPING ON ORDERS OVER $75',
  'FREE 30-DAY RETURNS POLICY',
  '20% STUDENT DISCOUNT',
  'SPRING COLLECTION COMING APRIL 2024',
  'BECOME A REWARDS MEMBER',
];

const rise = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  padding: 0 48px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ink};
  color: #ffffff;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  line-height: 1.25;
  text-align: center;
  ${({ theme }) => theme.media.below500} {
    padding: 0 44px 0 12px;
    font-size: 11px;
    letter-spacing: 0.03em;
  }
`;

const Message = styled.p`
  margin: 0;
  animation: ${rise} 300ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

// The visible ring stays 28px; the button itself is a 44px tap target.
const PauseButton = styled.button`
  position: absolute;
  right: 0;
  top: 0;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: #ffffff;
  font-size: 11px;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    top: 8px;
    left: 8px;
    width: 28px;
    height: 28px;
    box-sizing: border-box;
    border: 1px solid rgba(255, 255, 255, 0.5);
    border-radius: 50%;
  }
`;

/**
 * Changes message every 4 seconds; hovering or the pause button stops it. It is not a live
 * region: a screen reader would otherwise be interrupted every 4 seconds. Shoppers who ask for
 * reduced motion get it paused until they press play.
 */
export function RotatingBanner() {
  const [index, setIndex] = useState(0);
  const reduceMotion = useMediaQuery('reducedMotion');
  // null until the shopper presses the button: the preference decides until then.
  const [pausedByShopper, setPausedByShopper] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reduceMotion;
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (paused || hovered) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % BANNER_MESSAGES.length),
      theme.timings.bannerMs,
    );
    return () => clearInterval(timer);
  }, [paused, hovered]);

  return (
    <Bar
      role="region"
      aria-label="Offers"
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div aria-live="off">
        <Message key={index} data-testid="banner-message">
          {BANNER_MESSAGES[index]}
        </Message>
      </div>
      <PauseButton
        type="button"
        aria-label={paused ? 'Play offers' : 'Pause offers'}
        aria-pressed={paused}
        onClick={() => setPausedByShopper(!paused)}
      >
        {paused ? '▶' : '❚❚'}
      </PauseButton>
    </Bar>
  );
}
