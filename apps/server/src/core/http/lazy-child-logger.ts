import type { FastifyBaseLogger } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';

/** Pino's standard levels (the server defines no others): a method logs when its value reaches the level's. */
const LEVEL_VALUES = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Method = keyof typeof LEVEL_VALUES;

function levelValue(level: string): number | undefined {
  if (level === 'silent') return Number.POSITIVE_INFINITY;
  return Object.hasOwn(LEVEL_VALUES, level) ? LEVEL_VALUES[level as Method] : undefined;
}

type Forward = (...args: unknown[]) => void;

/**
 * Each request's logger (`request.log`), made into pino's child only when it first logs at an enabled
 * level or is asked for a child or a new level. Pino builds a child's bindings (the request id) on
 * creation, through the redaction of every secret path: 5-7 % of a hot read's time at `warn`, where
 * a request that succeeds logs nothing (at `info`, the default, Fastify logs every request, so each
 * gets its child as before). What is logged is the same as from the child made at once: the same
 * bindings, options, redaction and serializers.
 */
export const lazyChildLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const level = options.level ?? logger.level;
  const threshold = levelValue(level);
  // A level this factory does not know (a custom one): the child at once, as Fastify would make it.
  if (threshold === undefined) return logger.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const real = (): FastifyBaseLogger => {
    const made = child ?? logger.child(bindings, options);
    child = made;
    return made;
  };
  const forward = (method: Method | 'silent'): Forward =>
    function logAt(...args: unknown[]) {
      if (!child && (method === 'silent' || LEVEL_VALUES[method] < threshold)) return;
      const target = real();
      (target[method] as Forward).apply(target, args);
    };
  const lazy: FastifyBaseLogger = {
    get level() {
      return child ? child.level : level;
    },
    set level(next) {
      real().level = next;
    },
    child: (childBindings, childOptions) => real().child(childBindings, childOptions),
    silent: forward('silent'),
    trace: forward('trace'),
    debug: forward('debug'),
    info: forward('info'),
    warn: forward('warn'),
    error: forward('error'),
    fatal: forward('fatal'),
  };
  return lazy;
};
