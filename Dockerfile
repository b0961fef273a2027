# Gatekeep's image: the server compiled in a build stage, run as the unprivileged `node` user
# with its data (the embedded database, when DATABASE_URL is unset) on a volume.
#   docker build -t gatekeep .
#   docker run --rm -e DATABASE_URL=… gatekeep npm run migrate     # migrations, separately
#   docker run -p 3000:3000 -e DATABASE_URL=… -e ISSUER=… gatekeep  # the server
# compose.yaml runs both beside PostgreSQL and Redis.
# Metrics: METRICS_PORT serves /metrics without a token on METRICS_HOST, which stays 127.0.0.1
# (inside the container) unless set: give METRICS_HOST=0.0.0.0 only on a network that only the
# scraper reaches, and never publish that port.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so that a change to the sources reuses this layer.
COPY package.json package-lock.json ./
COPY sdk-ts/package.json sdk-ts/
COPY portal/package.json portal/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json openapi.yaml ./
COPY scripts ./scripts
# The portal (served at /portal) is built with the server: Vite bundles it with the SDK's sources.
COPY sdk-ts/src ./sdk-ts/src
COPY portal ./portal
COPY server ./server
RUN npm run build:server && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The sources stay beside the build: `npm run migrate` and `npm run gatekeep` run them with tsx.
COPY --from=build /app/server ./server
COPY --from=build /app/openapi.yaml /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The V8 flags `npm start` runs with (package.json; test/deploy/container.test.ts keeps them equal):
# Node 24 sizes the young generation by the machine's memory, 64 MiB semi-spaces on a large host,
# where 16 serve this server as fast and keep its RSS 60-150 MiB lower (docs/performance.md).
CMD ["node", "--max-semi-space-size=16", "dist/server/main.js"]
