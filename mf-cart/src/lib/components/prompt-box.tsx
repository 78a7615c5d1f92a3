// The centred message with its heading and action links that the cart shows when
// it is empty and when the shopper is signed out.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface PromptBoxProps {
  heading: string;
  headingLevel?: 'h1' | 'h2';
  message?: string;
  actions: ReactNode;
}

export function PromptBox({ heading, headingLevel = 'h2', message, actions }: PromptBoxProps) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {message && <p>{message}</p>}
      <Actions>{actions}</Actions>
    </Box>
  );
}

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
