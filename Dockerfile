# Defterimiz as a container image: Debian trixie and Debian's Node.js (20.19), nothing from any
# other registry. `docker build -t defterimiz .` or `podman build --format docker -t defterimiz .`
# (the docker format keeps the HEALTHCHECK). README "Docker / Podman" says how to run it.

# --- build: install everything, build the front end and the server bundle --------------------
FROM debian:trixie-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm ca-certificates \
 && rm -rf /var/lib/apt/lists/*
# Debian's npm (9.2) cannot read this lockfile (an override of a dependency given as "latest"),
# so it only installs the npm this project is tested with.
RUN npm install -g --no-audit --no-fund npm@11.19.1
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The runtime stage gets only the packages the built server loads (not the whole node_modules).
RUN npm run build \
 && node scripts/container/runtime-modules.mjs /runtime

# --- runtime: Node.js, the built app, its migrations and data files -------------------------
FROM debian:trixie-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs ca-certificates tzdata \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 1000 defterimiz \
 && useradd --uid 1000 --gid 1000 --no-create-home --home-dir /data --shell /usr/sbin/nologin defterimiz \
 && mkdir -p /data && chown 1000:1000 /data
WORKDIR /app
COPY --from=build /runtime/node_modules ./node_modules
COPY --from=build /src/dist ./dist
COPY --from=build /src/package.json ./
# Read beside their source at run time (scripts/build-server.mjs keeps those paths).
COPY --from=build /src/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /src/src/server/catalog/offline/catalogue.json /src/src/server/catalog/offline/game-pool.json ./src/server/catalog/offline/
COPY scripts/container/entrypoint.sh /usr/local/bin/defterimiz-entrypoint

# glibc's allocator returns large blocks to the system and keeps two arenas instead of one per
# thread: photos (libvips) and compressed answers otherwise leave freed memory resident (decision 029).
ENV PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops on SIGTERM within seconds (requests finish, live streams end, database closed).
STOPSIGNAL SIGTERM
ENTRYPOINT ["defterimiz-entrypoint"]
# The same node flags as `npm start` (package.json; decision 029: a young generation of 8 MB).
CMD ["node", "--max-semi-space-size=4", "dist/server/main.js"]
