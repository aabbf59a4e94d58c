# The gateway: serves the shell, /remotes.json, the remotes' published versions at /mf/ and the server-rendered pages,
# and proxies /api/* to the services.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, kept as a layer until a package.json or the lock changes: npm ci needs every workspace's manifest.
COPY package.json package-lock.json ./
COPY shared-domain/package.json shared-domain/
COPY ui/package.json ui/
COPY services/platform/package.json services/platform/
COPY services/embedded-mongo/package.json services/embedded-mongo/
COPY services/catalog/package.json services/catalog/
COPY services/reviews/package.json services/reviews/
COPY services/cart/package.json services/cart/
COPY services/account/package.json services/account/
COPY services/marketing/package.json services/marketing/
COPY services/payments/package.json services/payments/
COPY services/gateway/package.json services/gateway/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-product/package.json mfe-product/
COPY mfe-cart/package.json mfe-cart/
COPY mfe-account/package.json mfe-account/
COPY mfe-marketing/package.json mfe-marketing/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docker/npm-install.sh docker/
RUN sh docker/npm-install.sh
# The sources (.dockerignore keeps out .env files, builds, node_modules and local data).
COPY . .
# The web build records the commit it was built from (the context has no .git): --build-arg STOREFRONT_BUILD_COMMIT=...
ARG STOREFRONT_BUILD_COMMIT
# The API description (/api/openapi.json) is made from the compiled services into services/gateway/dist/openapi/, as
# `npm run build` makes it (scripts/openapi.mjs).
RUN npx tsc -b tsconfig.build.json \
  && node scripts/openapi.mjs \
  && npm run build -w @storefront/shell \
  && npm prune --omit=dev \
  && for p in platform gateway; do mkdir -p "services/$p/node_modules"; done

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# Build outputs only, never the build folder: no sources, tests or anything else the context held. Owned by root: the
# process cannot change its own code.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared-domain/package.json ./shared-domain/
COPY --from=build /app/shared-domain/dist ./shared-domain/dist
COPY --from=build /app/shared-domain/runtime ./shared-domain/runtime
COPY --from=build /app/shared-domain/fit-tools ./shared-domain/fit-tools
COPY --from=build /app/shared-domain/admin ./shared-domain/admin
COPY --from=build /app/services/platform/package.json ./services/platform/
COPY --from=build /app/services/platform/dist ./services/platform/dist
COPY --from=build /app/services/platform/node_modules ./services/platform/node_modules
COPY --from=build /app/services/gateway/package.json ./services/gateway/
COPY --from=build /app/services/gateway/dist ./services/gateway/dist
COPY --from=build /app/services/gateway/node_modules ./services/gateway/node_modules
COPY --from=build /app/shell/package.json ./shell/
COPY --from=build /app/shell/dist ./shell/dist
# `docker compose exec gateway node scripts/remotes.mjs list|set|rollback|canary ...` (README, Production).
COPY --from=build /app/scripts/remotes.mjs /app/scripts/lib.mjs ./scripts/
COPY --from=build /app/docker/gateway-start.mjs ./docker/
# The remotes' versions (read-only volumes the remote containers fill, docker-compose.yml) and the registry (a volume).
RUN mkdir -p /var/lib/storefront/remotes /var/lib/storefront/registry && chown -R node:node /var/lib/storefront
USER node
EXPOSE 8080
CMD ["node", "docker/gateway-start.mjs"]
