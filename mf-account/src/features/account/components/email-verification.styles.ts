import styled from 'styled-components';

export const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: 6px;
  font-size: 14px;
`;

export const Badge = styled.span<{ $ok: boolean }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 700;
  font-size: 12px;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.sale)};
`;

export const LinkButton = styled.button`
  padding: 0;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export const Outcome = styled.p<{ $error: boolean }>`
  margin: 6px 0 0;
  font-size: 14px;
  color: ${({ $error, theme }) => ($error ? theme.colors.sale : theme.colors.text)};
`;
