import { Suspense, lazy, useEffect, useState } from 'react';
import { recentlyViewedToShow } from '../recently-viewed';

// The carousel that fetches and draws them is its own chunk: a page (/home) loads it only when
// this device has viewed something.
const RecentCarousel = lazy(() => import(/* webpackChunkName: "recent-carousel" */ './recent-carousel'));

/**
 * RECENTLY VIEWED: nothing on the server and nothing in the browser's first render (so hydration
 * matches), then the carousel once this device has viewed a product (other than the page's own).
 * It takes no room until it has something to show: pages put it below their first view.
 */
export function RecentlyViewed({ title, excludeProductId }: { title: string; excludeProductId?: number }) {
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => setIds(recentlyViewedToShow(excludeProductId)), [excludeProductId]);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentCarousel ids={ids} title={title} />
    </Suspense>
  );
}
