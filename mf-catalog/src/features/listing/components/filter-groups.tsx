import { CATEGORIES, PRICE_LABELS, SIZE_LABELS, STYLE_LABELS } from '@storefront/shared';
import type { BrowseFilterGroup, ProductFacets } from '@storefront/shared';
import {
  FILTER_OPTIONS,
  chooseCategory,
  offersAllCategories,
  toggleFilter,
  type FilterScope,
  type FilterValue,
  type ListingFilters,
  type RemovableFilter,
} from '../listing-filters';
import { Groups } from './filter-groups.styles';
import { Group, Option, RadioGroup } from './filter-options';

interface FilterGroupsProps {
  scope: FilterScope;
  filters: ListingFilters;
  /** The paged listing's counts per value (docs/api.md#paged-listing); null: not counted (the wishlist). */
  facets: ProductFacets | null;
  onChange: (next: ListingFilters) => void;
  /** The address of the filters a choice gives: each choice is a link to it (before the script too). */
  hrefOf?: (next: ListingFilters) => string;
}

/** A search's facets also count genders (docs/api.md#paged-listing). */
type Counts = ProductFacets & { gender?: Partial<Record<string, number>> };

/**
 * The source's filter groups in its order, each collapsible; the desktop panel and the narrow
 * overlay both show them. With facets, each value says how many products it would show
 * ('black (12)') and a value that would show none is left out unless it is chosen.
 */
export function FilterGroups({ scope, filters, facets, onChange, hrefOf }: FilterGroupsProps) {
  const toggle = <K extends RemovableFilter>(key: K, value: FilterValue<K>) =>
    onChange(toggleFilter(filters, key, value));
  const toggleHref = <K extends RemovableFilter>(key: K, value: FilterValue<K>) =>
    hrefOf?.(toggleFilter(filters, key, value));
  const categoryHref = (category: ListingFilters['category']) => hrefOf?.(chooseCategory(filters, category));
  const allCategories = offersAllCategories(scope);
  const counts = facets as Counts | null;
  const count = (group: keyof Counts, value: string): number | undefined => {
    if (!counts) return undefined;
    const of = counts[group];
    if (typeof of === 'number') return of;
    return of ? ((of as Partial<Record<string, number>>)[value] ?? 0) : undefined;
  };
  // A value shows when it is chosen or would show products.
  const offered = <T extends string>(group: keyof Counts, values: readonly T[], chosen: (v: T) => boolean) =>
    values.filter((value) => chosen(value) || count(group, value) !== 0);

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
              href={categoryHref(allCategories ? 'all' : filters.category)}
            >
              All
            </Option>
            {offered('category', CATEGORIES, (c) => filters.category === c).map((category) => (
              <Option
                key={category}
                pressed={filters.category === category}
                onClick={() => onChange(chooseCategory(filters, category))}
                href={categoryHref(category)}
                count={count('category', category)}
              >
                {category === 'tops' ? 'Tops' : 'Bottoms'}
              </Option>
            ))}
          </Group>
        );
      case 'style': {
        const styles = FILTER_OPTIONS.stylesOf(scope.gender ?? filters.gender, filters.category);
        return (
          <Group key={name} title="STYLE">
            {offered('style', styles, (s) => filters.style === s).map((style) => (
              <Option
                key={style}
                pressed={filters.style === style}
                onClick={() => toggle('style', style)}
                href={toggleHref('style', style)}
                count={count('style', style)}
              >
                {STYLE_LABELS[style]}
              </Option>
            ))}
          </Group>
        );
      }
      case 'gender':
        return (
          <Group key={name} title="GENDER">
            {offered('gender', FILTER_OPTIONS.genders, (g) => filters.gender === g).map((gender) => (
              <Option
                key={gender}
                pressed={filters.gender === gender}
                onClick={() => toggle('gender', gender)}
                href={toggleHref('gender', gender)}
                count={count('gender', gender)}
              >
                {gender === 'men' ? 'Men' : 'Women'}
              </Option>
            ))}
          </Group>
        );
      case 'collection':
        return (
          <Group key={name} title="COLLECTION">
            {offered('collection', FILTER_OPTIONS.collections, (c) => filters.collection === c).map(
              (collection) => (
                <Option
                  key={collection}
                  pressed={filters.collection === collection}
                  onClick={() => toggle('collection', collection)}
                  href={toggleHref('collection', collection)}
                  count={count('collection', collection)}
                >
                  {collection} STUDIO
                </Option>
              ),
            )}
          </Group>
        );
      case 'price':
        return (
          <RadioGroup
            key={name}
            title="PRICE"
            options={FILTER_OPTIONS.prices}
            labelOf={(price) => PRICE_LABELS[price]}
            chosen={filters.price}
            onToggle={(price) => toggle('price', price)}
            hrefOf={hrefOf && ((price) => toggleHref('price', price) ?? '')}
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
            hrefOf={hrefOf && ((sortBy) => toggleHref('sortBy', sortBy) ?? '')}
            countOf={(sortBy) => count(sortBy, sortBy)}
          />
        );
      case 'size':
        return (
          <Group key={name} title="SIZE">
            {offered('size', FILTER_OPTIONS.sizes, (s) => filters.size.includes(s)).map((size) => (
              <Option
                key={size}
                pressed={filters.size.includes(size)}
                onClick={() => toggle('size', size)}
                href={toggleHref('size', size)}
                count={count('size', size)}
              >
                {SIZE_LABELS[size].filter}
              </Option>
            ))}
          </Group>
        );
      case 'colour':
        return (
          <Group key={name} title="COLOR">
            {offered('color', FILTER_OPTIONS.colours, (c) => filters.colour.includes(c)).map((colour) => (
              <Option
                key={colour}
                pressed={filters.colour.includes(colour)}
                onClick={() => toggle('colour', colour)}
                href={toggleHref('colour', colour)}
                count={count('color', colour)}
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
