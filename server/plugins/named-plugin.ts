import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Names a plugin for Fastify's plugin tree (`app.printPlugins()`). With `shared`, what it decorates
 * and hooks applies to the whole app rather than only inside it (what fastify-plugin does).
 */
export function namedPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
  { shared = false }: { shared?: boolean } = {},
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('fastify.display-name')]: name,
    [Symbol.for('plugin-meta')]: { name },
    [Symbol.for('skip-override')]: shared,
  });
}
