import styled from 'styled-components';
import { StoreLink } from '../navigation';

/**
 * The store's one dead end (an unknown route, preset or product): a heading, a line of why and
 * the ways back. It is page content, not an alert: nothing changed under the shopper's eyes.
 */
export function NotFound({ title, message, testId }: { title: string; message: string; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <h1>{title}</h1>
      <p>{message}</p>
      <Links>
        <StoreLink href="/men/products">SHOP MEN</StoreLink>
        <StoreLink href="/women/products">SHOP WOMEN</StoreLink>
      </Links>
    </Box>
  );
}

const Box = styled.div`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.body};
  h1 {
    font-size: 28px;
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Links = styled.div`
  display: flex;
  justify-content: center;
  gap: 16px;
  margin-top: 24px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 24px;
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    text-decoration: none;
  }
`;
