import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import { Logo } from './logo';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 64px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

/** On /login and /signup the header is only the logo (docs/frame.md#header). */
export function MinimalHeader() {
  return (
    <Bar data-testid="minimal-header">
      <StoreLink href="/home" aria-label="DSGN Fitness home">
        <Logo />
      </StoreLink>
    </Bar>
  );
}
