import styled from 'styled-components';

export const Panel = styled.section`
  margin-top: 32px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.subtle};
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 12px;
  }
  label {
    display: flex;
    flex: 1 1 240px;
    flex-direction: column;
    gap: 6px;
    font-weight: 700;
    font-size: ${({ theme }) => theme.type.small}px;
  }
  input {
    box-sizing: border-box;
    min-height: ${({ theme }) => theme.button.height}px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

export const Outcome = styled.p<{ $error?: boolean }>`
  margin: 12px 0 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.sale : theme.colors.success)};
  font-weight: 700;
  &:empty {
    display: none;
  }
`;
