import { CATEGORIES, SIZE_LABELS, STYLE_LABELS } from '@storefront/shared';
import type { BrowseFilterGroup } from '@storefront/shared';
import {
  FILTER_OPTIONS,
  chooseCategory,
  offersAllCategories,
  toggleFilter,
  type FilterScope,
  type ListingFilters,
  type RemovableFilter,
} from '../listing-filters';
import { Groups } from './filter-groups.styles';
import { Group, Option, RadioGroup } from './filter-options';

interface FilterGroupsProps {
  scope: FilterScope;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/** The source's filter groups in its order, each collapsible; the desktop panel and the narrow overlay both show them. */
export function FilterGroups({ scope, filters, onChange }: FilterGroupsProps) {
  const toggle = <K extends RemovableFilter>(key: K, value: NonNullable<ListingFilters[K]>) =>
    onChange(toggleFilter(filters, key, value));
  const allCategories = offersAllCategories(scope);

  const group = (name: BrowseFilterGroup) => {
    switch (name) {
      case 'category':
        return (
          <Group key={name} title="CATEGORY">
            {/* On a listing 'All' is the whole current category (the style cleared), an action rather
                than a choice: only the active category is marked. On the wishlist it is both categories. */}
            <Option
              pressed={filters.category === 'all'}
              onClick={() => onChange(chooseCategory(filters, allCategories ? 'all' : filters.category))}
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
        );
      case 'style':
        return (
          <Group key={name} title="STYLE">
            {FILTER_OPTIONS.stylesOf(scope.gender ?? filters.gender, filters.category).map((style) => (
              <Option key={style} pressed={filters.style === style} onClick={() => toggle('style', style)}>
                {STYLE_LABELS[style]}
              </Option>
            ))}
          </Group>
        );
      case 'gender':
        return (
          <Group key={name} title="GENDER">
            {FILTER_OPTIONS.genders.map((gender) => (
              <Option
                key={gender}
                pressed={filters.gender === gender}
                onClick={() => toggle('gender', gender)}
              >
                {gender === 'men' ? 'Men' : 'Women'}
              </Option>
            ))}
          </Group>
        );
      case 'collection':
        return (
          <Group key={name} title="COLLECTION">
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
        );
      case 'price':
        return (
          <RadioGroup
            key={name}
            title="PRICE"
            options={FILTER_OPTIONS.prices}
            chosen={filters.price}
            onToggle={(price) => toggle('price', price)}
          />
        );
      case 'sortBy':
        return (
          <RadioGroup
            key={name}
            title="SORT BY"
            options={FILTER_OPTIONS.sortBy}
            chosen={filters.sortBy}
            onToggle={(sortBy) => toggle('sortBy', sortBy)}
          />
        );
      case 'size':
        return (
          <Group key={name} title="SIZE">
            {FILTER_OPTIONS.sizes.map((size) => (
              <Option key={size} pressed={filters.size === size} onClick={() => toggle('size', size)}>
                {SIZE_LABELS[size].filter}
              </Option>
            ))}
          </Group>
        );
      case 'colour':
        return (
          <Group key={name} title="COLOR">
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
        );
    }
  };

  return <Groups>{scope.groups.map(group)}</Groups>;
}
