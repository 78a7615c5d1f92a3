import styled from 'styled-components';
import { IconButton } from '@storefront/shared';

export const Bar = styled.header<{ $hidden: boolean; $shadow: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: 16px;
  height: 64px;
  padding: 0 24px;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ $shadow }) => ($shadow ? '0 4px 12px rgba(0, 0, 0, 0.12)' : 'none')};
  /* 'none' when shown: a transform would become the slide-in dialog's containing block. */
  transform: ${({ $hidden }) => ($hidden ? 'translateY(-100%)' : 'none')};
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;
  ${({ theme }) => theme.media.upTo1024} {
    padding: 0 12px;
    gap: 8px;
  }
`;

export const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.above1024} {
    display: none;
  }
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;
