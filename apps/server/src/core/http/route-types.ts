import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';

/** A feature's routes: a Fastify plugin that gets the app's dependencies. */
export type RoutesPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;
