# One image per Express service (catalog, reviews, cart, account, marketing) and the seed job.
# docker build -f docker/service.Dockerfile --build-arg SERVICE=catalog .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json tsconfig.build.json ./
COPY shared-domain ./shared-domain
COPY services ./services
COPY shell/package.json ./shell/
COPY mfe-catalog/package.json ./mfe-catalog/
COPY mfe-product/package.json ./mfe-product/
COPY mfe-cart/package.json ./mfe-cart/
COPY mfe-account/package.json ./mfe-account/
COPY mfe-marketing/package.json ./mfe-marketing/
COPY e2e/package.json ./e2e/
COPY bench/package.json ./bench/
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund && npx tsc -b tsconfig.build.json && npm prune --omit=dev

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
