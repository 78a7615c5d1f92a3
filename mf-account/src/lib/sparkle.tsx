// The sparkles around the wishlist page's texts. Drawn, not the ✨ emoji: where no emoji
// font is installed the emoji shows as an empty box. Decoration only, so hidden from
// assistive technology; the sentence it decorates stays the text of docs/account.md#wishlist-page.
import { SparkleSvg } from './sparkle.styles';

export function Sparkle({ size = 18 }: { size?: number }) {
  return (
    <SparkleSvg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-testid="sparkle"
    >
      <path d="M10 3l1.8 5.6L17.5 10l-5.7 1.4L10 17l-1.8-5.6L2.5 10l5.7-1.4z" />
      <path d="M18.5 14l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z" />
    </SparkleSvg>
  );
}
