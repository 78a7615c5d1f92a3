// The parts every filter group is made of: a collapsible group, a radio group and an option.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon, useRovingFocus } from '@storefront/shared';
import PALETTE from '../../../lib/colour-palette.json';
import { GroupBox, GroupHead, OptionButton, Options, Swatch } from './filter-groups.styles';

export function Group({
  title,
  children,
  role = 'group',
  onKeyDown,
}: {
  title: string;
  children: ReactNode;
  role?: 'group' | 'radiogroup';
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const [open, setOpen] = useState(true);
  // Unique per mount: the phone's FILTER & SORT sheet shows the same groups beside the side panel.
  const unique = useId().replace(/\W/g, '');
  const id = `filter-group-${title.toLowerCase().replace(/\W+/g, '-')}-${unique}`;
  return (
    <GroupBox>
      <GroupHead type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}
        <ChevronIcon size={16} direction={open ? 'up' : 'down'} />
      </GroupHead>
      <Options id={id} role={role} aria-label={title} hidden={!open} onKeyDown={onKeyDown}>
        {children}
      </Options>
    </GroupBox>
  );
}

/**
 * PRICE and SORT BY: real radio groups (one tab stop, the arrow keys choose). Pressing the chosen
 * option again clears it, as every filter of the listing does.
 */
export function RadioGroup<T extends string>({
  title,
  options: all,
  chosen,
  onToggle,
  countOf = () => undefined,
}: {
  title: string;
  options: readonly T[];
  chosen: T | null;
  onToggle: (value: T) => void;
  /** Products an option would show (undefined: not counted); one that shows none is left out. */
  countOf?: (value: T) => number | undefined;
}) {
  const options = all.filter((option) => option === chosen || countOf(option) !== 0);
  const roving = useRovingFocus(Math.max(0, chosen === null ? 0 : options.indexOf(chosen)), {
    selectOnMove: true,
  });
  return (
    <Group title={title} role="radiogroup" onKeyDown={roving.onKeyDown}>
      {options.map((option, index) => (
        <Option
          key={option}
          role="radio"
          pressed={chosen === option}
          onClick={() => onToggle(option)}
          rovingIndex={index}
          tabIndex={roving.tabIndexOf(index)}
          count={countOf(option)}
        >
          {option}
        </Option>
      ))}
    </Group>
  );
}

// The illustrations' palette; white gets a pure white dot (the swatch has a border to show it).
const SWATCHES: Record<string, string> = { ...PALETTE, white: '#ffffff' };

export function Option({
  pressed,
  onClick,
  children,
  swatch,
  role,
  rovingIndex,
  tabIndex,
  count,
}: {
  pressed: boolean;
  /** Products the option would show: 'Black (12)'. */
  count?: number;
  onClick: () => void;
  children: ReactNode;
  swatch?: string;
  role?: 'radio';
  rovingIndex?: number;
  tabIndex?: number;
}) {
  return (
    <OptionButton
      type="button"
      role={role}
      data-roving-index={rovingIndex}
      tabIndex={tabIndex}
      aria-pressed={role ? undefined : pressed}
      aria-checked={role ? pressed : undefined}
      $pressed={pressed}
      onClick={onClick}
    >
      {swatch && <Swatch style={{ background: SWATCHES[swatch] }} aria-hidden="true" />}
      {children}
      {count !== undefined && ` (${count})`}
    </OptionButton>
  );
}
