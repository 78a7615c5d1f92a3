/** The value of one cookie of a request (no decoding: the gateway's own cookies are URL-safe). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
