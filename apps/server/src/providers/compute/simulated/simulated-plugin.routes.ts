import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../core/db';
import { styleNonceOf } from '../../../core/http/security-headers';
import { PLUGIN_KINDS } from '../compute-provider';
import { simulatedMachines, simulatedPlugins } from './simulated-machines.table';
import { type PluginPageView, renderPluginPage } from './simulated-plugin-page';

const params = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), plugin: z.enum(PLUGIN_KINDS) });
const query = z.object({ token: z.string().max(200).optional() });

const HTTP_STATUS: Record<PluginPageView['state'], number> = {
  open: 200,
  token: 403,
  stopped: 503,
  unknown: 404,
};

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where the simulated fleet's plugins answer (`installPlugin` gives this address): a page titled
 * "<plugin> on <instance>" for the right token while the machine runs. Registered only while the
 * simulated fleet is the compute provider.
 */
export const simulatedPluginRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/sandbox/compute/plugins/:ref/:plugin',
    { config: { access: 'public' }, schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const { ref, plugin } = request.params as z.infer<typeof params>;
      const { token } = request.query as z.infer<typeof query>;
      const [row] = await db
        .select({
          token: simulatedPlugins.token,
          name: simulatedMachines.key,
          state: simulatedMachines.state,
        })
        .from(simulatedPlugins)
        .innerJoin(simulatedMachines, eq(simulatedMachines.ref, simulatedPlugins.machineRef))
        .where(and(eq(simulatedPlugins.machineRef, ref), eq(simulatedPlugins.plugin, plugin)))
        .limit(1);
      const state: PluginPageView['state'] = !row
        ? 'unknown'
        : !token || !sameToken(token, row.token)
          ? 'token'
          : row.state === 'running'
            ? 'open'
            : 'stopped';
      const view = { plugin, instanceName: row?.name ?? '', state, path: request.url.split('?')[0] ?? '' };
      return reply
        .code(HTTP_STATUS[state])
        .header('cache-control', 'no-store')
        .type('text/html')
        .send(renderPluginPage(view, styleNonceOf(reply)));
    },
  );
};
