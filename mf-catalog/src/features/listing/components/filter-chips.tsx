// The active filters as chips that remove them, and Clear All: each a link to the address without
// it (docs/catalog.md#listing-filters), so they work before the script runs; then they act in place.
import styled from 'styled-components';
import { CloseIcon, LinkButton } from '@storefront/shared';
import { clearAll, filterChips, removeFilter, type ListingFilters } from '../listing-filters';
import { inPlace } from './filter-options';

/** A link to the address of `next`, read as a button, that applies it in place once the script runs. */
const choose = (
  next: ListingFilters,
  hrefOf: (next: ListingFilters) => string,
  apply: (next: ListingFilters) => void,
) => ({ href: hrefOf(next), role: 'button', ...inPlace(() => apply(next)) });

export function FilterChips({
  filters,
  onChange,
  hrefOf,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  hrefOf: (next: ListingFilters) => string;
}) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Row role="group" aria-label="Active filters">
      {chips.map((chip) => (
        <Chip
          key={`${chip.key}-${chip.value ?? ''}`}
          data-testid="filter-chip"
          aria-label={`Remove filter ${chip.label}`}
          {...choose(removeFilter(filters, chip.key, chip.value), hrefOf, onChange)}
        >
          {chip.label}
          <CloseIcon size={14} />
        </Chip>
      ))}
      <ClearAll as="a" {...choose(clearAll(filters), hrefOf, onChange)}>
        Clear All
      </ClearAll>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
`;

// The sheet's Clear All, as a link: its 44px tap target needs a box.
const ClearAll = styled(LinkButton)`
  display: inline-flex;
  align-items: center;
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 5px 10px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.subtle};
  font: inherit;
  font-size: 13px;
  color: inherit;
  text-decoration: none;
  text-transform: capitalize;
  cursor: pointer;
`;
