import { useEffect, useState } from 'react';
import { theme, useMediaQuery } from '@storefront/shared';
import { Bar, Message, PauseButton } from './rotating-banner.styles';

/** docs/frame.md#banner: the rotating banner's five messages. */
export const BANNER_MESSAGES: readonly string[] = [
  'FREE STANDARD SHIPPING ON ORDERS OVER $75',
  'FREE 30-DAY RETURNS POLICY',
  '20% STUDENT DISCOUNT',
  'SPRING COLLECTION COMING APRIL 2024',
  'BECOME A REWARDS MEMBER',
];

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
