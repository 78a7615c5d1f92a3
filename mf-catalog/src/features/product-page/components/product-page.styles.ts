// Styles of product-page.tsx.
import styled from 'styled-components';

export const Page = styled.div`
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.below768} {
    padding: 0 0 48px;
  }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  gap: 32px;
  align-items: start;
  ${({ theme }) => theme.media.below768} {
    grid-template-columns: 1fr;
    gap: 16px;
  }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${({ theme }) => theme.media.below768} {
    padding: 0 16px;
  }
`;

export const Badge = styled.span<{ $sale: boolean }>`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  background: ${({ $sale, theme }) => ($sale ? theme.colors.sale : theme.colors.ink)};
  color: ${({ theme }) => theme.colors.surface};
`;

export const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.type.h1.size}px;
  font-weight: 800;
`;

export const PriceLine = styled.div`
  font-size: 18px;
`;

export const Colour = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  text-transform: capitalize;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const Primary = styled.button`
  min-height: 52px;
  border: 0;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.08em;
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const Secondary = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 52px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.08em;
  cursor: pointer;
`;

export const Cards = styled.div`
  display: grid;
  gap: 8px;
`;

export const InfoCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 12px 14px;
  background: ${({ theme }) => theme.colors.subtle};
  font-size: 13px;
`;

export const Apps = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  strong {
    flex-basis: 100%;
  }
`;

export const AppBadge = styled.span`
  padding: 8px 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 12px;
`;
