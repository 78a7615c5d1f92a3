// The drawer's contents are their own chunk: the always-mounted part stays tiny.
// Calling this early (hover on the cart button, an add in flight) hides the fetch.
export const loadDrawerPanel = () => import('./components/drawer-panel');
