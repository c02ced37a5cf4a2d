# syntax=docker/dockerfile:1
# The shop's images, one build for all (compose.yaml names the targets; `npm run cluster` runs the same commands
# and variables from deploy/topology.mjs on one machine, and is what the tests check):
#   api     the commerce api (also the migration job: node api/dist/db-migrate.js)
#   edge    the storefront server (the shell's build inside; the areas come from the release origin)
#   origin  the published release files behind nginx (in production: object storage behind a CDN)
# Build: docker compose build (or docker build --target api .). Needs the npm registry only.

FROM node:24-slim AS build
WORKDIR /app
# Manifests first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json lerna.json nx.json tsconfig.base.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY build-tools/package.json build-tools/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-product/package.json mf-product/
COPY mf-cart-checkout/package.json mf-cart-checkout/
COPY mf-content/package.json mf-content/
COPY mf-account/package.json mf-account/
COPY mf-support/package.json mf-support/
COPY api/package.json api/
COPY edge/package.json edge/
COPY e2e/package.json e2e/
# Never `npm ci` (the lockfile cannot list some non-Linux optional binaries); no browser download for e2e.
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm run release -w @storefront/edge -- publish-all --activate

# Only what the servers require at run time: production dependencies of api and edge.
FROM node:24-slim AS runtime-deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/lerna.json ./
COPY --from=build /app/api/package.json api/
COPY --from=build /app/edge/package.json edge/
COPY --from=build /app/shared-contracts shared-contracts/
RUN node -e "const p=require('./package.json');p.workspaces=['shared-contracts','api','edge'];require('fs').writeFileSync('package.json',JSON.stringify(p))" \
  && npm install --omit=dev --no-audit --no-fund

FROM node:24-slim AS api
ENV NODE_ENV=production
WORKDIR /app
COPY --from=runtime-deps --chown=node:node /app /app
COPY --from=build --chown=node:node /app/api/dist api/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/server.js"]

FROM node:24-slim AS edge
ENV NODE_ENV=production
WORKDIR /app
COPY --from=runtime-deps --chown=node:node /app /app
COPY --from=build --chown=node:node /app/edge/dist edge/dist
COPY --from=build --chown=node:node /app/shell/dist shell/dist
RUN mkdir -p /var/lib/storefront/releases && chown node:node /var/lib/storefront/releases
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "edge/dist/server.js"]

FROM nginx:1.27 AS origin
COPY deploy/nginx/origin.conf /etc/nginx/nginx.conf
COPY --from=build /app/releases /usr/share/nginx/releases
EXPOSE 8480
