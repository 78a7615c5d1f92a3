import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  COLOURS,
  ChevronIcon,
  PRICE_FILTERS,
  SIZES,
  SIZE_LABELS,
  SORT_BY,
  STYLE_LABELS,
} from '@storefront/shared';
import {
  PRICE_LABELS,
  wishlistStyles,
  type FilterAction,
  type WishlistFilters,
} from '../hooks/wishlist-filters';

const Group = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const GroupHeader = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 14px 0;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.ink};
  background: transparent;
  border: 0;
  cursor: pointer;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding-bottom: 14px;
`;

const Option = styled.button`
  padding: 8px 12px;
  font: inherit;
  font-size: 14px;
  text-transform: capitalize;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 999px;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: 6px;
  vertical-align: -1px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  border: 1px solid #cfcfcf;
`;

const RadioLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  font-size: 14px;
  cursor: pointer;
`;

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Group>
      <GroupHeader type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {title}
        <ChevronIcon size={18} direction={open ? 'up' : 'down'} />
      </GroupHeader>
      <Options id={id} role="group" aria-label={title} hidden={!open}>
        {children}
      </Options>
    </Group>
  );
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface FilterGroupsProps {
  filters: WishlistFilters;
  dispatch: (action: FilterAction) => void;
}

/** CATEGORY, STYLE, GENDER, PRICE, SORT BY, SIZE and COLOR, each collapsible. */
export function FilterGroups({ filters, dispatch }: FilterGroupsProps) {
  const name = useId();
  const styles = wishlistStyles(filters.category, filters.gender);
  return (
    <div data-testid="wishlist-filter-groups">
      <FilterGroup title="CATEGORY">
        {(['all', 'tops', 'bottoms'] as const).map((category) => (
          <Option
            key={category}
            type="button"
            aria-pressed={filters.category === category}
            onClick={() => dispatch({ type: 'category', value: category })}
          >
            {cap(category)}
          </Option>
        ))}
      </FilterGroup>
      <FilterGroup title="STYLE">
        {styles.map((style) => (
          <Option
            key={style}
            type="button"
            aria-pressed={filters.style === style}
            onClick={() => dispatch({ type: 'style', value: style })}
          >
            {STYLE_LABELS[style]}
          </Option>
        ))}
      </FilterGroup>
      <FilterGroup title="GENDER">
        {(['men', 'women'] as const).map((gender) => (
          <Option
            key={gender}
            type="button"
            aria-pressed={filters.gender === gender}
            onClick={() => dispatch({ type: 'gender', value: gender })}
          >
            {cap(gender)}
          </Option>
        ))}
      </FilterGroup>
      <FilterGroup title="PRICE">
        {PRICE_FILTERS.map((price) => (
          <RadioLabel key={price}>
            <input
              type="radio"
              name={`${name}-price`}
              checked={filters.price === price}
              onChange={() => dispatch({ type: 'price', value: price })}
            />
            {PRICE_LABELS[price]}
          </RadioLabel>
        ))}
      </FilterGroup>
      <FilterGroup title="SORT BY">
        {SORT_BY.map((sortBy) => (
          <RadioLabel key={sortBy}>
            <input
              type="radio"
              name={`${name}-sort`}
              checked={filters.sortBy === sortBy}
              onChange={() => dispatch({ type: 'sortBy', value: sortBy })}
            />
            {cap(sortBy)}
          </RadioLabel>
        ))}
      </FilterGroup>
      <FilterGroup title="SIZE">
        {SIZES.map((size) => (
          <Option
            key={size}
            type="button"
            aria-pressed={filters.size === size}
            aria-label={SIZE_LABELS[size].filter}
            onClick={() => dispatch({ type: 'size', value: size })}
          >
            {SIZE_LABELS[size].short}
          </Option>
        ))}
      </FilterGroup>
      <FilterGroup title="COLOR">
        {COLOURS.map((colour) => (
          <Option
            key={colour}
            type="button"
            aria-pressed={filters.colour === colour}
            onClick={() => dispatch({ type: 'colour', value: colour })}
          >
            <Swatch $colour={colour} aria-hidden="true" />
            {colour}
          </Option>
        ))}
      </FilterGroup>
    </div>
  );
}
