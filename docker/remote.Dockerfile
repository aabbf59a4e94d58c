# One image per remote (mfe-catalog, mfe-product, mfe-cart, mfe-account, mfe-marketing): its build as an immutable
# version folder (/mf/<area>/<version>/), served as built by nginx: precompressed copies, CORS and CORP on every answer.
# docker build -f docker/remote.Dockerfile --build-arg REMOTE=mfe-cart \
#   --build-arg STOREFRONT_BUILD_COMMIT=$(git rev-parse --short HEAD) .
# The version is <package version>-<commit> (REMOTE_VERSION names another; without either, the build time).
FROM node:24-bookworm-slim AS build
ARG REMOTE
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
ARG STOREFRONT_BUILD_COMMIT
ARG REMOTE_VERSION
RUN npm run build -w @storefront/${REMOTE} && node docker/remote-layout.mjs ${REMOTE} /out

# Alpine's nginx has a brotli module package (nginx.org's images and Debian's default nginx do not), so the .br copies
# are served too.
FROM alpine:3.22
ARG REMOTE
RUN apk add --no-cache nginx nginx-mod-http-brotli \
  && area="${REMOTE#mfe-}" \
  && mkdir -p "/usr/share/nginx/html/mf/$area" /etc/nginx/storefront /etc/nginx/storefront.d /var/lib/nginx /var/log/nginx \
  && chown -R nginx:nginx /usr/share/nginx/html /var/lib/nginx /var/log/nginx
COPY docker/remote.nginx.main.conf /etc/nginx/nginx.conf
COPY docker/remote.nginx.conf /etc/nginx/storefront/remote.conf
COPY docker/remote.brotli.conf /etc/nginx/storefront.d/brotli.conf
COPY docker/remote-entrypoint.sh /usr/local/bin/remote-entrypoint.sh
# Build outputs only: the version folder and the name of the newest (.latest).
COPY --from=build /out /opt/storefront-remote
USER nginx
EXPOSE 8080
# Copies this version into /usr/share/nginx/html/mf/<area>/ (a volume in docker-compose.yml, where every version
# deployed stays), then serves it.
ENTRYPOINT ["/usr/local/bin/remote-entrypoint.sh"]
CMD ["nginx", "-e", "/dev/stderr", "-g", "daemon off;"]
