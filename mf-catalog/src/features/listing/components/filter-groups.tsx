import { CATEGORIES, SIZE_LABELS, STYLE_LABELS } from '@storefront/shared';
import type { Gender } from '@storefront/shared';
import { FILTER_OPTIONS, chooseCategory, toggleFilter, type ListingFilters } from '../listing-filters';
import { Groups } from './filter-groups.styles';
import { Group, Option, RadioGroup } from './filter-options';

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
