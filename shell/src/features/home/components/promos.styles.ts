import { StoreLink } from '@storefront/shared';
import styled from 'styled-components';

export const Apps = styled.section`
  padding: 48px 24px;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 28px;
    font-weight: 900;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    display: flex;
    justify-content: center;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
  }
`;

export const Promos = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  padding: 0 24px;
  ${({ theme }) => theme.media.below768} {
    grid-template-columns: 1fr;
  }
`;

export const Promo = styled.section<{ $dark: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  height: 300px;
  padding: 28px;
  box-sizing: border-box;
  background: ${({ $dark }) =>
    $dark
      ? 'radial-gradient(circle at 80% 20%, #3a3a3a 0, #111111 60%)'
      : 'radial-gradient(circle at 80% 20%, #ffffff 0, #e6e2da 65%)'};
  color: ${({ $dark }) => ($dark ? '#ffffff' : '#111111')};
  h2 {
    margin: 0 0 12px;
    font-size: 30px;
    font-weight: 900;
  }
`;

export const Cta = styled(StoreLink)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
  padding-bottom: 2px;
  border-bottom: 2px solid currentColor;
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.06em;
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin: 0;
  padding: 48px 24px 0;
  list-style: none;
  ${({ theme }) => theme.media.below768} {
    grid-template-columns: 1fr;
  }
`;

export const CARD_ART = {
  'shop-women': 'linear-gradient(160deg, #f3d9e0 0%, #c98ea0 100%)',
  'shop-men': 'linear-gradient(160deg, #d6dde6 0%, #7f93ab 100%)',
  'shop-accessories': 'linear-gradient(160deg, #e5e3d8 0%, #a8a38c 100%)',
} as const;

export const Card = styled.div<{ $art: keyof typeof CARD_ART }>`
  display: flex;
  align-items: flex-end;
  height: 260px;
  padding: 20px;
  box-sizing: border-box;
  background: ${({ $art }) => CARD_ART[$art]};
  color: #111111;
  font-size: 18px;
  font-weight: 900;
  letter-spacing: 0.04em;
  a {
    color: inherit;
    text-decoration: none;
    border-bottom: 2px solid currentColor;
  }
`;
