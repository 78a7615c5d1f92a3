import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -200px 0; }
  100% { background-position: 200px 0; }
`;

const Block = styled.div`
  background: linear-gradient(90deg, #eeeeee 0px, #f7f7f7 80px, #eeeeee 160px);
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
`;

/** The loading placeholder that every product list shows six of. */
export function SkeletonCard() {
  return (
    <Card data-testid="skeleton-card" aria-hidden="true">
      <Block style={{ aspectRatio: '4 / 5', width: '100%' }} />
      <Block style={{ height: 14, width: '80%' }} />
      <Block style={{ height: 14, width: '40%' }} />
    </Card>
  );
}

export const LOADING_PLACEHOLDER_COUNT = 6;
