import { useId } from 'react';
import styled from 'styled-components';
import { SecondaryLink } from './buttons';

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

export interface EmptyCartProps {
  message?: string;
  onNavigate?: () => void;
  headingLevel?: 'h1' | 'h2';
}

export function EmptyCart({ message, onNavigate, headingLevel = 'h2' }: EmptyCartProps) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>YOUR CART IS EMPTY</Heading>
      {message && <p>{message}</p>}
      <Actions>
        <SecondaryLink href="/men/products" onClick={onNavigate}>
          SHOP MEN
        </SecondaryLink>
        <SecondaryLink href="/women/products" onClick={onNavigate}>
          SHOP WOMEN
        </SecondaryLink>
      </Actions>
    </Box>
  );
}
