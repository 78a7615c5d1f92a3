import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StoreLink } from '@storefront/shared';
import styled from 'styled-components';

const Wrapper = styled.main`
  padding: 64px 24px;
  text-align: center;
`;

/** The default page of a route that fails (SPEC section 2). */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError();
  if (error) console.error('[shell] route failed', error);
  const missing = notFound || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <Wrapper role="alert">
      <h2>Unexpected Application Error!</h2>
      <p>{missing ? 'This page does not exist.' : 'Something went wrong on this page.'}</p>
      <p>
        <StoreLink href="/home">Back to the home page</StoreLink>
      </p>
    </Wrapper>
  );
}
