// The origins shoppers reach the store at (STORE_ORIGINS), when the setting does not say: the API
// takes writes from them (api/src/config.ts) and the gateway names them in a page's links
// (gateway/src/config.ts), so both work them out the same way from STORE_PUBLIC_URL.

/**
 * The origins a store at `publicUrl` is used from: its own, and on this machine both loopback
 * names with its port (a browser may be at localhost or 127.0.0.1). So a store on another port or
 * host (npm start's gateway sets STORE_PUBLIC_URL from its PORT) accepts its own writes without
 * listing them again.
 */
export function defaultStoreOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [url.origin];
  return ['localhost', '127.0.0.1'].map((host) => {
    const local = new URL(url.origin);
    local.hostname = host;
    return local.origin;
  });
}
