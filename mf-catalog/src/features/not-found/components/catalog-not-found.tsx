import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';

/** An unknown preset or product id: a clear dead end with the ways back. */
export function CatalogNotFound({ title, message }: { title: string; message: string }) {
  return (
    <Box role="alert" data-testid="catalog-not-found">
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
    padding: 12px 24px;
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    text-decoration: none;
  }
`;
