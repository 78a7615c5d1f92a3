// Module Federation runtime plugin: a remote that cannot load must not take the
// page down. loadRemote then resolves to a marker the slots turn into a fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE = '__storefrontRemoteUnavailable';

export default function failAlonePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-fail-alone',
    errorLoadRemote(args) {
      console.error(`[shell] could not load ${args.id} (${args.lifecycle})`, args.error);
      return { [UNAVAILABLE]: true };
    },
  };
}
