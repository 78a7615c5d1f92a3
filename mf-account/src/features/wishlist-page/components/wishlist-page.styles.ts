import styled from 'styled-components';

// A div: the frame's layout holds the page's one main landmark.
export const Page = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: 24px 20px 64px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;
