import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CATEGORIES, ChevronIcon, SIZE_LABELS, STYLE_LABELS } from '@storefront/shared';
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
        <Option
          pressed={filters.style === null}
          onClick={() => onChange(chooseCategory(filters, filters.category))}
        >
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
      <Group title="PRICE">
        {FILTER_OPTIONS.prices.map((price) => (
          <Option
            key={price}
            role="radio"
            pressed={filters.price === price}
            onClick={() => toggle('price', price)}
          >
            {price}
          </Option>
        ))}
      </Group>
      <Group title="SORT BY">
        {FILTER_OPTIONS.sortBy.map((sortBy) => (
          <Option
            key={sortBy}
            role="radio"
            pressed={filters.sortBy === sortBy}
            onClick={() => toggle('sortBy', sortBy)}
          >
            {sortBy}
          </Option>
        ))}
      </Group>
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

function Group({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = `filter-group-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <GroupBox>
      <GroupHead type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}
        <ChevronIcon size={16} direction={open ? 'up' : 'down'} />
      </GroupHead>
      <Options id={id} role="group" aria-label={title} hidden={!open}>
        {children}
      </Options>
    </GroupBox>
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
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  swatch?: string;
  role?: 'radio';
}) {
  return (
    <OptionButton
      type="button"
      role={role}
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
