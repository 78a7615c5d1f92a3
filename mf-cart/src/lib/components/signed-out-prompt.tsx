import { PrimaryLink, SecondaryLink } from './buttons';
import { PromptBox } from './prompt-box';

/** SPEC 'Cart page', signed out: the ADD TO CART prompt. */
export function SignedOutPrompt({
  onNavigate,
  headingLevel,
}: {
  onNavigate?: () => void;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <PromptBox
      heading="ADD TO CART"
      headingLevel={headingLevel}
      message="Create an account or log in to keep your favourite fits in your cart."
      actions={
        <>
          <PrimaryLink href="/signup" onClick={onNavigate}>
            CREATE ACCOUNT
          </PrimaryLink>
          <SecondaryLink href="/login" onClick={onNavigate}>
            LOG IN
          </SecondaryLink>
        </>
      }
    />
  );
}
