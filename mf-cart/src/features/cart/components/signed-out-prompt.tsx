import { useId } from 'react';
import styled from 'styled-components';
import { PrimaryLink, SecondaryLink } from './buttons';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 32px 16px;
  text-align: center;
  h1,
  h2 {
    margin: 0;
    font-size: 20px;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
    max-width: 420px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  a {
    min-width: 150px;
  }
`;

/** SPEC 'Cart page', signed out: the ADD TO CART prompt. */
export function SignedOutPrompt({
  onNavigate,
  headingLevel = 'h2',
}: {
  onNavigate?: () => void;
  headingLevel?: 'h1' | 'h2';
}) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>ADD TO CART</Heading>
      <p>Create an account or log in to keep your favourite fits in your cart.</p>
      <Actions>
        <PrimaryLink href="/signup" onClick={onNavigate}>
          CREATE ACCOUNT
        </PrimaryLink>
        <SecondaryLink href="/login" onClick={onNavigate}>
          LOG IN
        </SecondaryLink>
      </Actions>
    </Box>
  );
}
