import styled from 'styled-components';

// A div: the frame's layout holds the page's one main landmark.
export const Page = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.pageTop}px ${({ theme }) => theme.space.gutter}px 64px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  @media (min-width: 768px) {
    padding-left: ${({ theme }) => theme.space.gutterWide}px;
    padding-right: ${({ theme }) => theme.space.gutterWide}px;
  }
  h1 {
    margin-bottom: 8px;
    overflow-wrap: anywhere;
  }
`;

export const Count = styled.p`
  margin: 0 0 24px;
  font-size: ${({ theme }) => theme.type.small}px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Form = styled.form`
  display: flex;
  gap: 8px;
  max-width: 640px;
  margin: 0 0 32px;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.button.height}px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: ${({ theme }) => theme.type.body}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const Message = styled.p`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.type.body}px;
`;
