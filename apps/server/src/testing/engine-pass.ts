/**
 * CI runs the server's tests twice: once on PostgreSQL (TEST_DATABASE_URL set, `npm test`) and once
 * on the embedded PGlite (`--project server`). API tests run in both passes, each on that pass's
 * engine. Tests of whole server processes on one named engine (the embedded database `npm start`
 * opens, a kill -9 on PGlite, a restore drill on PGlite) would otherwise run the same thing twice:
 * they run in the pass of their engine only, so each engine's variant still runs once per CI.
 */
export const onPostgresPass = Boolean(process.env.TEST_DATABASE_URL);

/** The pass on the embedded PGlite (`npm start`'s engine): no TEST_DATABASE_URL. */
export const onEmbeddedPass = !onPostgresPass;
