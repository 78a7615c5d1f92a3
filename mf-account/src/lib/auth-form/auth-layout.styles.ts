// The split layout of the account forms: the hero beside the form panel.
import styled from 'styled-components';

export const Split = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  min-height: 70vh;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.from768} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Hero = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 12px;
  padding: 48px 32px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

export const Kicker = styled.p`
  font-size: 16px;
  letter-spacing: 0.04em;
`;

export const Title = styled.p`
  font-size: clamp(28px, 5vw, 44px);
  font-weight: 800;
  line-height: 1.05;
`;

export const Lead = styled.p`
  max-width: 36ch;
  color: #d8d8d8;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 40px 24px;
  max-width: 440px;
  width: 100%;
  margin: 0 auto;
  box-sizing: border-box;
`;
