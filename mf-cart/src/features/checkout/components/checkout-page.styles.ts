// The checkout page's own look (the shared page layout is in src/lib/page-layout.ts).
import styled from 'styled-components';
import { StoreLink, visuallyHidden } from '@storefront/shared';

export const Choice = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  min-height: 44px;
  font-size: 14px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

/** Read by screen readers only ('Usually' before a struck-through fee). */
export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-size: 16px;
    font-weight: 700;
    letter-spacing: 0.06em;
  }
`;

export const RetryButton = styled.button`
  margin-left: 8px;
  font: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

export const EditCart = styled(StoreLink)`
  display: inline-block;
  margin-top: 12px;
  font-size: 14px;
  color: inherit;
`;
