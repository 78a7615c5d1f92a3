// A rating as five stars with its text equivalent ('4.3 out of 5 stars'): the stars are drawn for
// the eye and hidden from assistive technology, which reads the sentence.
import styled from 'styled-components';

export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const label = `${rating} out of 5 stars`;
  return (
    <Row role="img" aria-label={label} title={label} $size={size}>
      <span aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (n <= Math.round(rating) ? '★' : '☆')).join('')}
      </span>
    </Row>
  );
}

const Row = styled.span<{ $size: number }>`
  display: inline-block;
  font-size: ${({ $size }) => $size}px;
  letter-spacing: 2px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
`;
