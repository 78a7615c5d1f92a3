import { useState } from 'react';

const randomKey = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * One key per checkout attempt: every press of PLACE ORDER on this page (a
 * double click, a retry after a network error) sends the same key, so the API
 * makes one order. Made in an effect-free initializer on the client only.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(randomKey);
  return key;
}
