# The Partner Console as one image: `npm run build` in a build stage, `npm run serve` (the standalone server, no
# embedded database, no build tools) in a slim runtime as a non-root user. Needs DATABASE_URL and NEXTAUTH_SECRET
# at run time (README, Operating it); migrations run at start under an advisory lock, so replicas may start together.
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:20-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/.next/standalone ./.next/standalone
USER node
EXPOSE 3000
# Liveness only; a load balancer should route by /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# npm forwards SIGTERM to the server (the script execs node, so the server is npm's own child), which drains
# within SHUTDOWN_GRACE_S (default 25; give `docker stop` more: `docker stop -t 30`) and exits 0.
CMD ["npm", "run", "serve"]
