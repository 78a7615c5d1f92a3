// The catalog's ./ProductPicture in this slice's tests: a parcel loader (the shell's job in the
// store) answering a stand-in parcel that records the props it is mounted with and draws an
// <img> per product, so a test sees the line mount the catalog's fragment through the real
// RemoteParcel. A slice never imports another's source, so the stand-in is not the catalog's.
import { registerParcelLoader, type ProductPictureProps } from '@storefront/shared';

/** What the shell's loader answers: a parcel's lifecycles. */
type ParcelConfig = Awaited<ReturnType<NonNullable<Parameters<typeof registerParcelLoader>[0]>['load']>>;

type MountProps = ProductPictureProps & { domElement: HTMLElement };

export interface CatalogPictures {
  /** The props of every picture mounted so far, in order. */
  mounted: ProductPictureProps[];
  stop(): void;
}

/** `fail`: the catalog cannot be loaded (its remote entry is down). */
export function catalogPictures({ fail = false } = {}): CatalogPictures {
  const mounted: ProductPictureProps[] = [];
  const parcel = {
    bootstrap: async () => {},
    mount: async ({ domElement, productId, size, alt, view }: MountProps) => {
      mounted.push({ productId, size, alt, ...(view ? { view } : {}) });
      const img = document.createElement('img');
      img.src = `/catalog/${productId}-front.svg`;
      img.alt = alt;
      img.setAttribute('data-catalog-picture', String(productId));
      domElement.replaceChildren(img);
    },
    unmount: async ({ domElement }: MountProps) => domElement.replaceChildren(),
    update: async () => {},
  } as unknown as ParcelConfig; // single-spa types its lifecycles' props loosely
  registerParcelLoader({
    load: async (slice, expose) => {
      if (fail) throw new Error('mf-catalog is down');
      if (slice !== 'mf-catalog' || expose !== 'ProductPicture')
        throw new Error(`no ${slice}/${expose} here`);
      return parcel;
    },
    forget: () => {},
  });
  return { mounted, stop: () => registerParcelLoader(null) };
}

/** The reserved picture slots in `root`, as [width, height] in px. */
export const pictureSlots = (root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>('[data-slot="mf-catalog/ProductPicture"]')].map((slot) => [
    parseFloat(slot.style.width),
    parseFloat(slot.style.height),
  ]);
