# syntax=docker/dockerfile:1
# One image for both processes (docs/operations.md, ADR 0017):
#   docker build -t guildsmith .
#   docker run --env-file .env -p 3000:3000 -v guildsmith-data:/data guildsmith
#   docker run --env-file .env guildsmith node apps/server/dist/worker.js
# compose.yaml runs the web process, the worker, PostgreSQL and Redis together.

# Build: the same script CI runs, into /release (the compiled server, the built
# web app, the migrations and the server's production dependencies). Debian
# (glibc) like the runtime stage, so sharp and argon2 install the native builds
# that will run there.
FROM node:22-bookworm AS build
WORKDIR /src
COPY . .
RUN scripts/build-release.sh /release

# Run: Node 22 LTS, which engines in package.json asks for too.
FROM node:22-bookworm-slim
# tini runs as PID 1: it forwards SIGTERM to node and reaps zombies. Without it,
# `docker run --init` does the same.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
# The working directory is the release's root, so the defaults of WEB_DIST_DIR
# (apps/web/dist) and MIGRATIONS_DIR (packages/db/drizzle) resolve inside it.
WORKDIR /app
# Owned by root and read-only to the server, which writes only to DATA_DIR.
COPY --from=build /release /app
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
# Uploads (avatars), and the embedded database and generated secrets when
# DATABASE_URL, JWT_SECRET and ENCRYPTION_KEY are unset (the demo).
VOLUME ["/data"]
# The `node` user (uid 1000) of the Node.js images.
USER node
EXPOSE 3000
# Ready: database reachable, migrations applied, job queue reachable. The worker
# serves no HTTP: run it with the health check off (compose.yaml does).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
# node itself, not npm or a shell, so SIGTERM reaches the server and its exit
# code is the container's.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
