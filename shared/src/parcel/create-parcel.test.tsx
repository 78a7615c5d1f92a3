import { waitFor } from '@testing-library/react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useTheme } from 'styled-components';
import { authStore } from '../auth/auth-store';
import { theme } from '../theme/theme';
import { createParcel, versionFromPublicPath } from './create-parcel';

describe('versionFromPublicPath', () => {
  it.each([
    ['/releases/mf-cart/1.0.0-1a2b3c4d/', '1.0.0-1a2b3c4d'],
    ['/releases/mf-cart/1.0.0-1a2b3c4d', '1.0.0-1a2b3c4d'],
    ['https://cdn.example.com/releases/mf-search/2.1.0-deadbeef/', '2.1.0-deadbeef'],
    ['/releases/shell/1.0.0%2Bbuild/', '1.0.0+build'],
  ])('reads %s as %s', (publicPath, version) => {
    expect(versionFromPublicPath(publicPath)).toBe(version);
  });

  it.each(['http://localhost:3002/', 'auto', '/', '/releases/mf-cart/', '/releases/mf-cart/1.0.0/extra/'])(
    'calls %s dev',
    (publicPath) => {
      expect(versionFromPublicPath(publicPath)).toBe('dev');
    },
  );
});

// Not `name`: single-spa sets that prop to the parcel's own name.
// Stands for mf-cart's ConfirmationPage: a fragment that takes a prop.
interface GreetingProps {
  orderId?: string;
}

function Greeting({ orderId }: GreetingProps) {
  const current = useTheme();
  return <p>{`Hello ${orderId}${current === theme ? ' (themed)' : ''}`}</p>;
}

describe('createParcel', () => {
  // A parcel is its own React root that single-spa drives, not Testing Library:
  // act() would hold its render back until the mount promise, which waits on that render.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  let host: HTMLDivElement;
  let parcel: Parcel | null;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    parcel = null;
  });

  afterEach(async () => {
    if (parcel && parcel.getStatus() === 'MOUNTED') await parcel.unmount();
    host.remove();
    jest.restoreAllMocks();
  });

  it('mounts the component in the store theme and marks its root with the slice and version', async () => {
    const config = createParcel(Greeting, {
      slice: 'mf-cart',
      expose: 'ConfirmationPage',
      publicPath: '/releases/mf-cart/1.0.0-abcdef12/',
    });
    parcel = mountRootParcel(config, { domElement: host, orderId: 'gymrat' });
    await parcel.mountPromise;
    await waitFor(() => expect(host).toHaveTextContent('Hello gymrat (themed)'));
    const root = host.querySelector('[data-slice]');
    expect(root).toHaveAttribute('data-slice', 'mf-cart');
    expect(root).toHaveAttribute('data-version', '1.0.0-abcdef12');
    expect(root).toHaveStyle({ display: 'contents' });
  });

  it('re-renders with new props on update and empties its element on unmount', async () => {
    const config = createParcel(Greeting, {
      slice: 'mf-cart',
      expose: 'ConfirmationPage',
      publicPath: 'http://localhost:3003/',
    });
    parcel = mountRootParcel(config, { domElement: host, orderId: 'first' });
    await parcel.mountPromise;
    await waitFor(() => expect(host).toHaveTextContent('Hello first'));
    expect(host.querySelector('[data-slice]')).toHaveAttribute('data-version', 'dev');
    await parcel.update!({ domElement: host, orderId: 'second' });
    await waitFor(() => expect(host).toHaveTextContent('Hello second'));
    await parcel.unmount();
    expect(host).not.toHaveTextContent('Hello');
  });

  it('hydrates the auth store from local storage when it bootstraps', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userData', JSON.stringify({ userName: 'gymrat', email: 'gym@rat.io' }));
    authStore.setState({ isLoggedIn: false, user: null, hydrated: false });
    const config = createParcel(Greeting, {
      slice: 'mf-cart',
      expose: 'ConfirmationPage',
      publicPath: '/releases/mf-search/1.0.0-1/',
    });
    parcel = mountRootParcel(config, { domElement: host, orderId: 'x' });
    await parcel.mountPromise;
    expect(authStore.getState()).toMatchObject({
      hydrated: true,
      isLoggedIn: true,
      user: { userName: 'gymrat' },
    });
    localStorage.clear();
  });

  it('contains its own render errors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render bug');
    }
    const config = createParcel(Broken, {
      slice: 'mf-cart',
      expose: 'MiniCart',
      publicPath: '/releases/mf-catalog/1.0.0-2/',
    });
    parcel = mountRootParcel(config, { domElement: host });
    await parcel.mountPromise;
    const alert = await waitFor(() => {
      const el = host.querySelector('[data-parcel-error="mf-cart"]');
      expect(el).not.toBeNull();
      return el;
    });
    expect(alert).toHaveTextContent('This part of the store is unavailable right now.');
    expect(alert).toHaveAttribute('role', 'alert');
  });
});
