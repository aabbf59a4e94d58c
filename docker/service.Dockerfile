# One image per Express service (catalog, reviews, cart, account, marketing), the test payment provider (payments)
# and the seed job.
# docker build -f docker/service.Dockerfile --build-arg SERVICE=catalog .
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
COPY tsconfig.base.json tsconfig.build.json ./
COPY shared-domain shared-domain
# tsconfig.build.json builds the web packages' ui primitives too; nothing of it reaches the final image.
COPY ui ui
COPY services services
COPY scripts scripts
# A package's own node_modules exists only where npm could not hoist a version: made empty elsewhere so the COPY
# lines below hold whatever npm decided.
RUN npx tsc -b tsconfig.build.json \
  && npm prune --omit=dev \
  && for p in platform catalog reviews cart account marketing payments; do mkdir -p "services/$p/node_modules"; done

FROM node:24-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
# Build outputs only, never the build folder: no sources, tests or anything else the context held. Every service's
# build is here (they are small): the seed job (scripts/seed.mjs) runs each service's seed. Owned by root: the
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
COPY --from=build /app/services/catalog/package.json ./services/catalog/
COPY --from=build /app/services/catalog/dist ./services/catalog/dist
COPY --from=build /app/services/catalog/node_modules ./services/catalog/node_modules
COPY --from=build /app/services/reviews/package.json ./services/reviews/
COPY --from=build /app/services/reviews/dist ./services/reviews/dist
COPY --from=build /app/services/reviews/node_modules ./services/reviews/node_modules
COPY --from=build /app/services/cart/package.json ./services/cart/
COPY --from=build /app/services/cart/dist ./services/cart/dist
COPY --from=build /app/services/cart/node_modules ./services/cart/node_modules
COPY --from=build /app/services/account/package.json ./services/account/
COPY --from=build /app/services/account/dist ./services/account/dist
COPY --from=build /app/services/account/node_modules ./services/account/node_modules
COPY --from=build /app/services/marketing/package.json ./services/marketing/
COPY --from=build /app/services/marketing/dist ./services/marketing/dist
COPY --from=build /app/services/marketing/node_modules ./services/marketing/node_modules
COPY --from=build /app/services/marketing/public ./services/marketing/public
COPY --from=build /app/services/payments/package.json ./services/payments/
COPY --from=build /app/services/payments/dist ./services/payments/dist
COPY --from=build /app/services/payments/node_modules ./services/payments/node_modules
COPY --from=build /app/services/payments/public ./services/payments/public
COPY --from=build /app/scripts/seed.mjs /app/scripts/lib.mjs ./scripts/
USER node
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
