import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronIcon } from '@storefront/shared';

export function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Section>
      <Head type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}
        <ChevronIcon size={18} direction={open ? 'up' : 'down'} />
      </Head>
      <Content id={id} hidden={!open}>
        {children}
      </Content>
    </Section>
  );
}

const Section = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Head = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: 16px 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.04em;
  cursor: pointer;
`;

const Content = styled.div`
  padding: 0 0 16px;
  font-size: 14px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  &[hidden] {
    display: none;
  }
`;
