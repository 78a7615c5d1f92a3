import { useEffect } from 'react';
import styled from 'styled-components';
import { NOT_FOUND_TITLE } from '../navigation/store-routes';
import { setPageTitle } from '../navigation/page-title';
import { ButtonLink } from './button';

export const NOT_FOUND_MESSAGE = 'This page does not exist.';

/**
 * The one not-found page for every miss (docs/routes.md#not-found): an unknown address (the
 * shell's), a product the API does not have or an unknown preset (the catalog's) read the same,
 * with the same title; the gateway answers them 404.
 */
export function PageNotFound() {
  // The route's own title (MEN) was set for the address; the page says what it is.
  useEffect(() => setPageTitle(NOT_FOUND_TITLE), []);
  return <NotFound testId="not-found-page" title={NOT_FOUND_TITLE} message={NOT_FOUND_MESSAGE} />;
}

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
        <ButtonLink href="/men/products">SHOP MEN</ButtonLink>
        <ButtonLink href="/women/products">SHOP WOMEN</ButtonLink>
      </Links>
    </Box>
  );
}

// The shared type scale and gutter (docs/frame.md#one-look), and the one button.
const Box = styled.div`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 ${({ theme }) => theme.space.gutter}px;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.body};
  h1 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.h1.size}px;
    font-weight: ${({ theme }) => theme.type.h1.weight};
    letter-spacing: ${({ theme }) => theme.type.h1.tracking};
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
`;
