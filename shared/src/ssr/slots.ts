// Where one fragment's HTML goes inside another's (docs/architecture.md#server-rendering). A slot
// is named by the slot it sits in and what it mounts, so the server and the browser name it the
// same without sharing any render state.
import { createContext } from 'react';
import type { SliceName } from '../contracts/frontends';

/** FNV-1a, base 36: short, and the same everywhere. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** JSON with keys in order and functions left out (parcel props may carry callbacks). */
function stableJson(value: unknown): string {
  if (typeof value === 'function' || value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => typeof v !== 'function' && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** The slot's name: its parent slot's, the fragment, and its props. */
export function slotKey(parent: string, slice: SliceName, expose: string, props: unknown): string {
  return `s${hash(`${parent}\u0000${slice}/${expose}\u0000${stableJson(props ?? {})}`)}`;
}

/** Only the serializable props travel to the server render of a nested slot. */
export function serializableProps(props: unknown): Record<string, unknown> {
  return JSON.parse(stableJson(props ?? {})) as Record<string, unknown>;
}

/** The slot key of the root a component renders in ('' for the shell's own). */
export const SlotParentContext = createContext<string>('');

/** One fragment the server must render into a slot. */
export interface SlotRequest {
  key: string;
  slice: SliceName;
  expose: string;
  props: Record<string, unknown>;
}

/** Given only on the server: the slots a render met, in order. */
export const ServerSlotsContext = createContext<SlotRequest[] | null>(null);

/** What the gateway replaces with the slot's HTML (or with nothing when it has none). */
export const slotMarker = (key: string): string => `<!--sf-slot:${key}-->`;

/** A fragment root's `identifierPrefix` for useId: its slot's key (the shell's root has none). */
export const idPrefix = (slotKey: string | undefined): string => (slotKey ? `${slotKey}-` : '');
