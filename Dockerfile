# syntax=docker/dockerfile:1
# Production image: Node 24, production dependencies only, runs as the unprivileged `node` user.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
# One bundle (build/server/index.js: the Express app and the React Router app) and its client
# assets, started by the plain-JavaScript server.js. No TypeScript sources ship.
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node server.js ./
# Stateless: sessions, limits, images and caches that must agree live in MongoDB (ADR 007, 010-012,
# 015), so the container writes nothing that another instance needs and has no volume.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
