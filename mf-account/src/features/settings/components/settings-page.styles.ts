import styled from 'styled-components';

export const Page = styled.div`
  box-sizing: border-box;
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.pageTop}px ${theme.space.gutter}px 48px`};
  font-family: ${({ theme }) => theme.fonts.body};
  ${({ theme }) => theme.media.from768} {
    padding-inline: ${({ theme }) => theme.space.gutterWide}px;
  }
`;

export const Section = styled.section`
  margin-bottom: 32px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    font-weight: ${({ theme }) => theme.type.h2.weight};
    letter-spacing: ${({ theme }) => theme.type.h2.tracking};
  }
`;

export const Danger = styled.div`
  padding: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.sale};
  background: ${({ theme }) => theme.colors.subtle};
`;
