# The gateway: serves the shell, /remotes.json and the server-rendered head, proxies /api/* to the services.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx tsc -b tsconfig.build.json && npm run build -w @storefront/shell && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Published remote versions and the runtime registry (a volume in docker-compose.yml).
RUN mkdir -p /var/lib/storefront && chown node:node /var/lib/storefront
USER node
EXPOSE 8080
CMD ["node", "services/gateway/dist/main.js"]
