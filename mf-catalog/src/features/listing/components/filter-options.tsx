// The parts every filter group is made of: a collapsible group, a radio group and an option. An
// option is a link to the address it chooses (docs/catalog.md#listing-filters), so it works
// before the script runs and without it; once the script runs it acts in place.
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronIcon, useHydrated, useRovingFocus } from '@storefront/shared';
import PALETTE from '../../../lib/colour-palette.json';
import { AsWritten, GroupBox, GroupHead, OptionButton, Options, Swatch } from './filter-groups.styles';

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
  // Folding is the script's: until it runs the title is only a title (not pressable, its chevron
  // hidden but in its place, so the panel keeps its height as it hydrates).
  const hydrated = useHydrated();
  // Unique per mount: the phone's FILTER & SORT sheet shows the same groups beside the side panel.
  const unique = useId().replace(/\W/g, '');
  const id = `filter-group-${title.toLowerCase().replace(/\W+/g, '-')}-${unique}`;
  return (
    <GroupBox>
      <GroupHead
        type="button"
        aria-expanded={open}
        aria-controls={id}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
      >
        {title}
        <ChevronIcon
          size={16}
          direction={open ? 'up' : 'down'}
          style={hydrated ? undefined : { visibility: 'hidden' }}
        />
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
  hrefOf,
  countOf = () => undefined,
  labelOf,
}: {
  title: string;
  options: readonly T[];
  /** How an option reads, capitals as written (undefined: the value, capitalised). */
  labelOf?: (value: T) => string;
  chosen: T | null;
  onToggle: (value: T) => void;
  /** The address an option chooses (its link before the script runs). */
  hrefOf?: (value: T) => string;
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
          href={hrefOf?.(option)}
          rovingIndex={index}
          tabIndex={roving.tabIndexOf(index)}
          count={countOf(option)}
        >
          {labelOf ? <AsWritten>{labelOf(option)}</AsWritten> : option}
        </Option>
      ))}
    </Group>
  );
}

// The illustrations' palette; white gets a pure white dot (the swatch has a border to show it).
const SWATCHES: Record<string, string> = { ...PALETTE, white: '#ffffff' };

/**
 * A link's handlers once the script runs: a click (a plain one: a new tab or window stays the
 * browser's) or Space, as on the button the link reads as, does `apply` in place of loading it.
 */
export function inPlace(apply: () => void) {
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      apply();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      apply();
    },
  };
}

/**
 * With `href`, a link to the address the option chooses, read as a button (or radio) that is
 * pressed or not: the server renders it, a click before the script loads that address, and once
 * the script runs a click or Space chooses in place.
 */
export function Option({
  pressed,
  onClick,
  href,
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
  href?: string;
  children: ReactNode;
  swatch?: string;
  role?: 'radio';
  rovingIndex?: number;
  tabIndex?: number;
}) {
  const link =
    href === undefined
      ? { type: 'button' as const, onClick }
      : { as: 'a' as const, href, ...inPlace(onClick) };
  return (
    <OptionButton
      role={role ?? (href === undefined ? undefined : 'button')}
      data-roving-index={rovingIndex}
      tabIndex={tabIndex}
      aria-pressed={role ? undefined : pressed}
      aria-checked={role ? pressed : undefined}
      $pressed={pressed}
      {...link}
    >
      {swatch && <Swatch style={{ background: SWATCHES[swatch] }} aria-hidden="true" />}
      {children}
      {count !== undefined && ` (${count})`}
    </OptionButton>
  );
}
