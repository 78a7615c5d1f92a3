import { useEffect, useState } from 'react';
import { theme, useHydrated, useMediaQuery } from '@storefront/shared';
import { Bar, Message, PauseButton } from './rotating-banner.styles';

/**
 * The April the spring collection comes in, by the store's clock: this year's until April is
 * over, then next year's (a banner announcing a past April reads as a forgotten store).
 */
export function springCollectionYear(now: Date): number {
  return now.getMonth() <= 3 ? now.getFullYear() : now.getFullYear() + 1;
}

/** docs/frame.md#banner: the rotating banner's five messages. */
export function bannerMessages(now = new Date()): readonly string[] {
  return [
    'FREE STANDARD SHIPPING ON ORDERS OVER $75',
    'FREE 30-DAY RETURNS POLICY',
    '20% STUDENT DISCOUNT',
    `SPRING COLLECTION COMING APRIL ${springCollectionYear(now)}`,
    'BECOME A REWARDS MEMBER',
  ];
}

/** The messages as the store's clock has them now (tests). */
export const BANNER_MESSAGES = bannerMessages();
const MESSAGE_COUNT = BANNER_MESSAGES.length;

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
  // Without the script the first message stays: a pause button would ignore the shopper.
  const hydrated = useHydrated();

  useEffect(() => {
    if (paused || hovered) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % MESSAGE_COUNT), theme.timings.bannerMs);
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
        {/* The server's clock and the browser's may straddle a new year: the browser's wins. */}
        <Message key={index} data-testid="banner-message" suppressHydrationWarning>
          {/* Read at each render, so a server running past April moves on to the next year. */}
          {bannerMessages()[index]}
        </Message>
      </div>
      <PauseButton
        type="button"
        hidden={!hydrated}
        aria-label={paused ? 'Play offers' : 'Pause offers'}
        aria-pressed={paused}
        onClick={() => setPausedByShopper(!paused)}
      >
        {paused ? '▶' : '❚❚'}
      </PauseButton>
    </Bar>
  );
}
