// Styles of filter-groups.tsx.
import styled from 'styled-components';

export const Groups = styled.div`
  display: flex;
  flex-direction: column;
`;

export const GroupBox = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  padding: 4px 0 12px;
`;

export const GroupHead = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0 8px;
  border: 0;
  background: none;
  font: inherit;
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.06em;
  color: inherit;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;

export const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  &[hidden] {
    display: none;
  }
`;

export const OptionButton = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  border: 1px solid ${({ $pressed, theme }) => ($pressed ? theme.colors.ink : theme.colors.line)};
  border-radius: 16px;
  background: ${({ $pressed, theme }) => ($pressed ? theme.colors.ink : theme.colors.surface)};
  color: ${({ $pressed, theme }) => ($pressed ? theme.colors.surface : theme.colors.ink)};
  font: inherit;
  font-size: 13px;
  text-transform: capitalize;
  text-decoration: none;
  cursor: pointer;
`;

/** An option worded as written: the options' capitals are their own ('Low to High'). */
export const AsWritten = styled.span`
  text-transform: none;
`;

export const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 1px solid rgba(0, 0, 0, 0.2);
`;
