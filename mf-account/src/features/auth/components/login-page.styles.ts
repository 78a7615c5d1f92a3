import styled from 'styled-components';

export const Forgot = styled.p`
  margin: 0;
  font-size: 13px;
  a {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: underline;
  }
`;
