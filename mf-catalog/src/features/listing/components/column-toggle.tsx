import { ToggleButton, scriptOnly } from '@storefront/shared';
import { Toggle } from './column-toggle.styles';

/**
 * One or two columns; shown at 766px and below only, where the grid follows it. Script-only
 * (docs/frame.md#before-javascript): not drawn without JavaScript, a tap before hydration is held.
 */
export function ColumnToggle({ columns, onChange }: { columns: 1 | 2; onChange: (columns: 1 | 2) => void }) {
  return (
    <Toggle {...scriptOnly} role="group" aria-label="Columns">
      <ToggleButton aria-label="One column" pressed={columns === 1} onClick={() => onChange(1)}>
        <Bars count={1} />
      </ToggleButton>
      <ToggleButton aria-label="Two columns" pressed={columns === 2} onClick={() => onChange(2)}>
        <Bars count={2} />
      </ToggleButton>
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
