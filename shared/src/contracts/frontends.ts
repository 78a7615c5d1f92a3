// The one list of frontends and of the fragments each slice exposes: frontends.json, read by
// the TypeScript code here and by the plain-JavaScript tooling (eslint.config.mjs,
// scripts/run.mjs, tooling/webpack.cjs), so adding a slice or an expose is one edit.
// FragmentProps (fragments.ts) gives each expose its props; the checks below fail to compile
// when the two disagree.
import frontends from './frontends.json';
import type { FragmentProps } from './fragments';

export type FrontendName = keyof typeof frontends;
export type SliceName = Exclude<FrontendName, 'shell'>;
/** The fragments a slice exposes, as named in `remote/<Expose>`. */
export type ExposeOf<S extends SliceName> = keyof (typeof frontends)[S] & string;
/** The props a fragment takes. */
export type PropsOf<S extends SliceName, E extends ExposeOf<S>> = E extends keyof FragmentProps[S]
  ? FragmentProps[S][E]
  : never;

export const FRONTENDS = Object.keys(frontends) as FrontendName[];
export const SLICES = FRONTENDS.filter((name): name is SliceName => name !== 'shell');
export const isFrontend = (name: unknown): name is FrontendName =>
  typeof name === 'string' && (FRONTENDS as string[]).includes(name);
export const isSlice = (name: unknown): name is SliceName => isFrontend(name) && name !== 'shell';

/** The module each expose is built from, relative to the slice's folder. */
export const exposesOf = <S extends SliceName>(slice: S): Record<ExposeOf<S>, string> =>
  frontends[slice] as Record<ExposeOf<S>, string>;

// Compile-time agreement between frontends.json and FragmentProps: same slices, same exposes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agreement = {
  [S in SliceName]: Same<ExposeOf<S>, keyof FragmentProps[S] & string>;
};
const agreement: Agreement = {
  'mf-catalog': true,
  'mf-cart': true,
  'mf-account': true,
  'mf-search': true,
};
void agreement;
const everySliceHasProps: Same<SliceName, keyof FragmentProps> = true;
void everySliceHasProps;
