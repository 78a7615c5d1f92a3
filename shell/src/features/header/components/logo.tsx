import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

const Name = styled.span`
  ${({ theme }) => theme.media.below500} {
    display: none;
  }
`;

/** The store's word mark: an inline SVG monogram and the name, no image request. */
export function Logo() {
  return (
    <Mark>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="4" fill="currentColor" />
        <path d="M7 8h6a6 6 0 0 1 0 12H7z" fill="#ffffff" />
        <path d="M17 8l4 12" stroke="#ffffff" strokeWidth="2.4" />
      </svg>
      <Name>DSGN FITNESS</Name>
    </Mark>
  );
}
