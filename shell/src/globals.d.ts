interface StoreManifestEntry {
  version: string;
  entry: string;
}

interface StoreManifest {
  frontends: Record<string, StoreManifestEntry>;
}

interface Window {
  /** Inlined by the gateway: the active release of every frontend. */
  __STORE_MANIFEST__?: StoreManifest;
}
