import { RemoteParcel as Slot } from '@storefront/shared';

const CAROUSEL_RESERVE = { minHeight: 420, width: '100%' };

export function HomePage() {
  return (
    <div>
      <h1>NEW THIS MONTH</h1>
      <Slot
        slice="mf-catalog"
        expose="ProductCarousel"
        label="New this month"
        reserve={CAROUSEL_RESERVE}
        parcelProps={{ source: 'new', title: 'MENS', viewAllHref: '/men/products/filter/new' }}
      />
    </div>
  );
}
