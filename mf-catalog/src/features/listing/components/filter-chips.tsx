import styled from 'styled-components';
import { CloseIcon, LinkButton } from '@storefront/shared';
import { clearAll, filterChips, removeFilter, type ListingFilters } from '../listing-filters';

export function FilterChips({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Row role="group" aria-label="Active filters">
      {chips.map((chip) => (
        <Chip
          key={`${chip.key}-${chip.value ?? ''}`}
          type="button"
          data-testid="filter-chip"
          aria-label={`Remove filter ${chip.label}`}
          onClick={() => onChange(removeFilter(filters, chip.key, chip.value))}
        >
          {chip.label}
          <CloseIcon size={14} />
        </Chip>
      ))}
      <LinkButton type="button" onClick={() => onChange(clearAll(filters))}>
        Clear All
      </LinkButton>
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

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 5px 10px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.subtle};
  font: inherit;
  font-size: 13px;
  text-transform: capitalize;
  cursor: pointer;
`;
