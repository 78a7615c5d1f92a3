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
    font-size: 20px;
    letter-spacing: 0.04em;
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
