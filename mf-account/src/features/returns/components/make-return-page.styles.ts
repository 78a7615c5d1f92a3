import styled from 'styled-components';

export const Page = styled.div`
  box-sizing: border-box;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.pageTop}px ${theme.space.gutter}px 48px`};
  font-family: ${({ theme }) => theme.fonts.body};
  ${({ theme }) => theme.media.from768} {
    padding-inline: ${({ theme }) => theme.space.gutterWide}px;
  }
`;

export const Lines = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

export const LineOption = styled.label<{ $disabled: boolean }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  min-height: 44px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-bottom-width: 0;
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.muted : 'inherit')};
  &:last-of-type {
    border-bottom-width: 1px;
  }
  input {
    margin-top: 3px;
  }
  small {
    display: block;
    margin-top: 2px;
  }
`;

export const Select = styled.select`
  display: block;
  min-height: 44px;
  margin-top: 6px;
  padding: 0 8px;
  font: inherit;
`;

export const Note = styled.textarea`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 88px;
  margin-top: 6px;
  padding: 8px;
  font: inherit;
`;

export const Field = styled.label`
  display: block;
  margin-bottom: 16px;
  font-weight: 700;
`;

export const Steps = styled.ol`
  padding-left: 20px;
  li {
    margin-bottom: 8px;
  }
`;
