# GPU Cloud's server image: the API, the built SPA, the scheduled jobs and the SSH gateway in one
# Node.js process (docs/operations.md, "Deploy with Docker Compose"). Builds with the classic builder
# (DOCKER_BUILDKIT=0) as with BuildKit: no --mount, no heredocs.
#
#   docker build -t gpucloud/server .                                   from the official Node image
#   docker build --build-arg BASE=gpucloud/node24:1 -t gpucloud/server .   from the project's own base
#                                                     (scripts/node-base-image.sh; what CI does)
# BASE must be Debian 12 with Node.js 24 (the version of .nvmrc) and npm on PATH.
ARG BASE=node:24-bookworm-slim

# ---- build: every dependency, then `npm run build` (apps/server/dist, apps/web/dist and dist-ssr)
FROM ${BASE} AS build
WORKDIR /src
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/sdk/package.json packages/sdk/
COPY packages/cli/package.json packages/cli/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --loglevel=error
COPY . .
RUN npm run build

# ---- deps: the server workspace's production dependencies only (the @gpucloud packages are bundled
# into dist/main.js, so their workspace links are dropped)
FROM ${BASE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/sdk/package.json packages/sdk/
COPY packages/cli/package.json packages/cli/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @gpucloud/server --loglevel=error \
  && rm -rf node_modules/@gpucloud apps/server/node_modules/@gpucloud \
  && npm cache clean --force

# ---- runtime
FROM ${BASE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    SSH_GATEWAY_HOST=0.0.0.0 \
    SSH_GATEWAY_PORT=2222
RUN groupadd --system --gid 10001 gpucloud \
  && useradd --system --uid 10001 --gid gpucloud --home-dir /app --shell /usr/sbin/nologin gpucloud \
  && mkdir -p /data \
  && chown gpucloud:gpucloud /data
WORKDIR /app
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /src/apps/server/dist ./apps/server/dist
COPY --from=build /src/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /src/apps/web/dist ./apps/web/dist
# The web's server-side build (self-contained): console pages painted with the account's data.
COPY --from=build /src/apps/web/dist-ssr ./apps/web/dist-ssr
USER gpucloud
VOLUME ["/data"]
# HTTP (API and SPA), the SSH/SFTP gateway (COMPUTE_PROVIDER=docker), Prometheus's /metrics (METRICS_PORT)
EXPOSE 8080 2222 9464
STOPSIGNAL SIGTERM
# Liveness only: a draining replica stays healthy (readiness is the proxy's check).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
