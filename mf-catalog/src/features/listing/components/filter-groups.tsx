import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CATEGORIES, ChevronIcon, SIZE_LABELS, STYLE_LABELS, useRovingFocus } from '@storefront/shared';
import type { Gender } from '@storefront/shared';
import { FILTER_OPTIONS, chooseCategory, toggleFilter, type ListingFilters } from '../listing-filters';

export interface FilterGroupsProps {
  gender: Gender;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/** The filter groups, each collapsible; the desktop panel and the narrow overlay both show them. */
export function FilterGroups({ gender, filters, onChange }: FilterGroupsProps) {
  const toggle = <K extends 'style' | 'size' | 'colour' | 'price' | 'sortBy' | 'collection'>(
    key: K,
    value: NonNullable<ListingFilters[K]>,
  ) => onChange(toggleFilter(filters, key, value));

  return (
    <Groups>
      <Group title="CATEGORY">
        {/* 'All' is the whole current category (the style cleared), an action rather than a
            choice: only the active category is marked as selected, never 'All' beside it. */}
        <Option pressed={false} onClick={() => onChange(chooseCategory(filters, filters.category))}>
          All
        </Option>
        {CATEGORIES.map((category) => (
          <Option
            key={category}
            pressed={filters.category === category}
            onClick={() => onChange(chooseCategory(filters, category))}
          >
            {category === 'tops' ? 'Tops' : 'Bottoms'}
          </Option>
        ))}
      </Group>
      <Group title="STYLE">
        {FILTER_OPTIONS.stylesOf(gender, filters.category).map((style) => (
          <Option key={style} pressed={filters.style === style} onClick={() => toggle('style', style)}>
            {STYLE_LABELS[style]}
          </Option>
        ))}
      </Group>
      {gender === 'women' && (
        <Group title="COLLECTION">
          {FILTER_OPTIONS.collections.map((collection) => (
            <Option
              key={collection}
              pressed={filters.collection === collection}
              onClick={() => toggle('collection', collection)}
            >
              {collection} STUDIO
            </Option>
          ))}
        </Group>
      )}
      <RadioGroup
        title="PRICE"
        options={FILTER_OPTIONS.prices}
        chosen={filters.price}
        onToggle={(price) => toggle('price', price)}
      />
      <RadioGroup
        title="SORT BY"
        options={FILTER_OPTIONS.sortBy}
        chosen={filters.sortBy}
        onToggle={(sortBy) => toggle('sortBy', sortBy)}
      />
      <Group title="SIZE">
        {FILTER_OPTIONS.sizes.map((size) => (
          <Option key={size} pressed={filters.size === size} onClick={() => toggle('size', size)}>
            {SIZE_LABELS[size].filter}
          </Option>
        ))}
      </Group>
      <Group title="COLOR">
        {FILTER_OPTIONS.colours.map((colour) => (
          <Option
            key={colour}
            pressed={filters.colour === colour}
            onClick={() => toggle('colour', colour)}
            swatch={colour}
          >
            {colour}
          </Option>
        ))}
      </Group>
    </Groups>
  );
}

function Group({
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
  const id = `filter-group-${title.toLowerCase().replace(/\W+/g, '-')}`;
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
function RadioGroup<T extends string>({
  title,
  options,
  chosen,
  onToggle,
}: {
  title: string;
  options: readonly T[];
  chosen: T | null;
  onToggle: (value: T) => void;
}) {
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
        >
          {option}
        </Option>
      ))}
    </Group>
  );
}

const SWATCHES: Record<string, string> = {
  black: '#26272b',
  blue: '#2f5fb8',
  red: '#c7343c',
  gray: '#8b8f95',
  green: '#3e7d50',
  orange: '#e57a32',
  pink: '#e88db2',
  purple: '#6e4ba6',
  brown: '#7b5438',
  white: '#ffffff',
};

function Option({
  pressed,
  onClick,
  children,
  swatch,
  role,
  rovingIndex,
  tabIndex,
}: {
  pressed: boolean;
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
    </OptionButton>
  );
}

const Groups = styled.div`
  display: flex;
  flex-direction: column;
`;

const GroupBox = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  padding: 4px 0 12px;
`;

const GroupHead = styled.button`
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
  cursor: pointer;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  &[hidden] {
    display: none;
  }
`;

const OptionButton = styled.button<{ $pressed: boolean }>`
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
  cursor: pointer;
`;

const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 1px solid rgba(0, 0, 0, 0.2);
`;
