import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { wrappingRow } from './bare-list';
import { visuallyHidden } from './visually-hidden';

it('hides from sight while keeping the text for screen readers', () => {
  const Label = styled.span`
    ${visuallyHidden}
  `;
  render(<Label>Search products</Label>);
  const style = getComputedStyle(screen.getByText('Search products'));
  expect(style.position).toBe('absolute');
  expect(style.width).toBe('1px');
  expect(style.overflow).toBe('hidden');
});

it('wrappingRow lays a bare list out as a wrapping row', () => {
  const Row = styled.ul`
    ${wrappingRow}
  `;
  render(<Row aria-label="row" />);
  const style = getComputedStyle(screen.getByRole('list', { name: 'row' }));
  expect(style.display).toBe('flex');
  expect(style.flexWrap).toBe('wrap');
  expect(style.listStyle).toContain('none');
});
