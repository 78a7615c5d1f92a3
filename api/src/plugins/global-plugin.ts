// Fastify encapsulates every registered plugin: its decorators and hooks stay inside it.
// The store's own infrastructure plugins (configuration, repositories, authentication) must
// reach every route, so they opt out the way fastify-plugin does, without the extra dependency.
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}
