import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
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
