import styled from 'styled-components';
import { SectionBox } from '@storefront/shared';

// A div: the frame's layout holds the page's one main landmark.
export const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px 20px 64px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: 24px;
`;

export const Profile = styled.section`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 28px;
  font-weight: 700;
  text-transform: uppercase;
`;

export const Who = styled.div`
  flex: 1;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.h1.size}px;
    font-weight: ${({ theme }) => theme.type.h1.weight};
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Card = styled(SectionBox).attrs({ $tone: 'outline' as const })``;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

export const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.subtle};
  font-weight: 700;
`;
