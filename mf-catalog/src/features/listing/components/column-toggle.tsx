import styled from 'styled-components';

/** One or two columns; shown at 766px and below only, where the grid follows it. */
export function ColumnToggle({ columns, onChange }: { columns: 1 | 2; onChange: (columns: 1 | 2) => void }) {
  return (
    <Toggle role="group" aria-label="Columns">
      <Choice type="button" aria-label="One column" aria-pressed={columns === 1} onClick={() => onChange(1)}>
        <Bars count={1} />
      </Choice>
      <Choice type="button" aria-label="Two columns" aria-pressed={columns === 2} onClick={() => onChange(2)}>
        <Bars count={2} />
      </Choice>
    </Toggle>
  );
}

function Bars({ count }: { count: 1 | 2 }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {count === 1 ? (
        <rect x="3" y="2" width="12" height="14" fill="currentColor" />
      ) : (
        <>
          <rect x="1" y="2" width="7" height="14" fill="currentColor" />
          <rect x="10" y="2" width="7" height="14" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

const Toggle = styled.div`
  display: none;
  gap: 4px;
  ${({ theme }) => theme.media.upTo766} {
    display: inline-flex;
  }
`;

const Choice = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
  }
`;
