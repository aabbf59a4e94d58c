# One image per remote (mfe-catalog, mfe-product, mfe-cart, mfe-account, mfe-marketing): static files only.
# docker build -f docker/remote.Dockerfile --build-arg REMOTE=mfe-cart .
FROM node:20-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx tsc -b shared-domain shared-domain/tsconfig.esm.json && npm run build -w @storefront/${REMOTE}

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG REMOTE
COPY docker/remote.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${REMOTE}/dist /usr/share/nginx/html
USER 101
