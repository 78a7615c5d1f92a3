// The prompts' look: a centred heading, message and a row of links.
import styled from 'styled-components';

export const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 32px 16px;
  text-align: center;
  h1,
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  /* The shared type scale (docs/frame.md#one-look): a page's h1, a panel's h2. */
  h1 {
    font-size: ${({ theme }) => theme.type.h1.size}px;
    font-weight: ${({ theme }) => theme.type.h1.weight};
    letter-spacing: ${({ theme }) => theme.type.h1.tracking};
  }
  h2 {
    font-size: ${({ theme }) => theme.type.h2.size}px;
    font-weight: ${({ theme }) => theme.type.h2.weight};
    letter-spacing: ${({ theme }) => theme.type.h2.tracking};
  }
  p {
    margin: 0;
    max-width: 420px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  a {
    min-width: 150px;
  }
`;
