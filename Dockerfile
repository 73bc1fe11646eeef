# syntax=docker/dockerfile:1
#
# The site in one image: the production build and the site's own HTTP server (page cache, CSP nonces,
# /healthz, /readyz, /metrics), run as an unprivileged user. Configuration comes from the environment
# (README, "Configuration"); data from a volume at /data (SQLite) or from PostgreSQL and an
# S3-compatible store (compose.yaml).
#
# Not Next's standalone output: its server.js is Next's own HTTP server, which would bypass ours, and the
# server, migrations and scripts (npm run create-admin, backup) need the packages it leaves out.
# See docs/decisions/0010-imagem-de-conteiner-e-arquivos-no-s3.md.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS dependencias
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM dependencias AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM ${NODE_IMAGE} AS site
# npm's cache in /tmp: the user's home (/app) is read-only, and `npm run create-admin` or `backup`
# inside the container would otherwise fail to write it.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data \
    npm_config_cache=/tmp/npm \
    npm_config_update_notifier=false
WORKDIR /app
RUN groupadd --system --gid 10001 fomento \
 && useradd --system --uid 10001 --gid fomento --home-dir /app --shell /usr/sbin/nologin fomento \
 && mkdir -p /data \
 && chown fomento:fomento /data
# The application belongs to root and is read-only for the user that runs it; only Next's cache folder
# and /data are writable.
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.ts /app/tsconfig.json /app/postcss.config.mjs ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/public ./public
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/.next ./.next
RUN mkdir -p .next/cache && chown -R fomento:fomento .next/cache
USER fomento
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (the process answers). Load balancers route on /readyz (database and migrations).
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1's child-free process: SIGTERM reaches the server, which finishes in-flight requests.
CMD ["node", "--import", "tsx", "scripts/servir.ts"]
