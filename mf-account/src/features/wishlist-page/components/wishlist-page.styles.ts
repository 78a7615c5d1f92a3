import styled from 'styled-components';

// A div: the frame's layout holds the page's one main landmark.
export const Page = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: 24px 20px 64px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

export const Centered = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 26px;
    letter-spacing: 0.06em;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  justify-content: center;
`;
