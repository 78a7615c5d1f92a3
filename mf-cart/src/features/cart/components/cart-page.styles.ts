// The cart page's look: title with the count, the SUMMARY and help boxes.
import styled from 'styled-components';

export const Title = styled.h1`
  margin: 0 0 24px;
  font-size: 24px;
  letter-spacing: 0.04em;
  span {
    font-weight: 400;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

export const Box = styled.section`
  padding: 20px;
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin: 0 0 16px;
    font-size: 16px;
    letter-spacing: 0.06em;
  }
  ul {
    margin: 0;
    padding-left: 18px;
    font-size: 14px;
    line-height: 1.8;
  }
`;

export const Reserved = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Loading = styled.p`
  padding: 48px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
