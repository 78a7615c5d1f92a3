// The centred message with its heading and action links that the cart shows when
// it is empty and when the shopper is signed out.
import { useId } from 'react';
import { ButtonLink } from '@storefront/shared';
import { Actions, Box } from './prompt-box.styles';

interface PromptLink {
  href: string;
  label: string;
  primary?: boolean;
}

interface PromptBoxProps {
  heading: string;
  headingLevel?: 'h1' | 'h2';
  message?: string;
  links: readonly PromptLink[];
  /** Following a link leaves the drawer. */
  onNavigate?: () => void;
}

export function PromptBox({ heading, headingLevel = 'h2', message, links, onNavigate }: PromptBoxProps) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
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
