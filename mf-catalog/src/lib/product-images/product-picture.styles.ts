// Styles of product-picture.tsx: the box keeps its size, blank in the images' own background.
import styled from 'styled-components';

export const PictureBox = styled.span`
  display: block;
  flex: none;
  overflow: hidden;
  background: #f1f1ef;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
