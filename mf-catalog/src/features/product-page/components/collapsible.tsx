import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronIcon } from '@storefront/shared';

/**
 * A section of the product page that opens and closes (SIZE & FIT, FABRIC & CARE, …): a native
 * `<details>`, so it works before the script and without one (docs/catalog.md#product-page), and
 * the browser announces its state; React never sets `open`, so one opened before hydration stays so.
 */
export function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <Head>
        {title}
        <ChevronIcon size={18} direction="down" />
      </Head>
      <Content>{children}</Content>
    </Section>
  );
}

const Section = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

const Head = styled.summary`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: 16px 0;
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.04em;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`;

const Content = styled.div`
  padding: 0 0 16px;
  font-size: 14px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
`;
