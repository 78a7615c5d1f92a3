// The centred message with its heading and action links every slice shows when there is
// nothing to list or the shopper must sign in first (the empty cart, the cart's and the
// wishlist's sign-in invitations, the empty wishlist): one look across slices.
import { useId, type ReactNode } from 'react';
import { ButtonLink } from './button';
import { Actions, Box } from './prompt-box.styles';

export interface PromptLink {
  href: string;
  label: string;
  primary?: boolean;
}

export interface PromptBoxProps {
  /** Without a heading (the page has its own), `label` names the region. */
  heading?: string;
  headingLevel?: 'h1' | 'h2';
  label?: string;
  message?: ReactNode;
  links: readonly PromptLink[];
  /** Following a link leaves the drawer. */
  onNavigate?: () => void;
}

export function PromptBox({
  heading,
  headingLevel = 'h2',
  label,
  message,
  links,
  onNavigate,
}: PromptBoxProps) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Box {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}>
      {heading && <Heading id={headingId}>{heading}</Heading>}
      {message && <p>{message}</p>}
      <Actions>
        {links.map(({ href, label, primary }) => (
          <ButtonLink key={href} href={href} onClick={onNavigate} variant={primary ? 'primary' : 'secondary'}>
            {label}
          </ButtonLink>
        ))}
      </Actions>
    </Box>
  );
}
