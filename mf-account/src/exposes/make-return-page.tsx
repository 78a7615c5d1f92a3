import { createParcel } from '@storefront/shared';
import { MakeReturnPage } from '../features/returns/components/make-return-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(MakeReturnPage, {
  slice: 'mf-account',
  expose: 'MakeReturnPage',
  publicPath: __webpack_public_path__,
});
