# One image for both processes: the app (the default command) and the LiveKit
# agent worker (`npm run agent`). docker-compose.yml runs one of each.

FROM node:22-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock file comes from an x64 machine and npm leaves
# other platforms' optional native packages (LiveKit's WebRTC, Silero) out of it.
RUN npm install --no-audit --no-fund
COPY . .
# The web app is built once here; the app then starts without rebuilding it.
RUN npx vite build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
# The local speech engines: pocketsphinx listens, ffmpeg decodes the browsers' mp4 audio.
RUN apt-get update \
  && apt-get install -y --no-install-recommends pocketsphinx pocketsphinx-en-us ffmpeg ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  PORT=3000 \
  SQLITE_PATH=/app/data/app.db
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Not `npm start`: its prestart would build the web app again at every start.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
