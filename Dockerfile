# syntax=docker/dockerfile:1
# TeachBay: one binary with the web app embedded, in a small non-root image.

FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

FROM golang:1.26-bookworm AS server
WORKDIR /src
COPY go.mod go.sum ./
COPY web/go.mod web/embed.go ./web/
RUN go mod download
COPY cmd ./cmd
COPY internal ./internal
COPY migrations ./migrations
# The web module's Go package with the descriptions that the server and the web app both read.
COPY web/shared ./web/shared
COPY --from=web /src/web/dist ./web/dist
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/teachbay ./cmd/teachbay

# The optional front (docker compose --profile front; docs/operations.md "Scaling out"): nginx run
# from deploy/nginx.conf, serving this build's hashed assets and passing the rest to the teachbay
# service, every replica of it, as Docker's DNS names them when nginx starts.
FROM debian:bookworm-slim AS front
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY --from=web /src/web/dist /srv/teachbay/web/dist
RUN sed -i 's/^\( *server \)127\.0\.0\.1:8081\( max_fails.*\)$/\1teachbay:8080\2/; /^ *server 127\.0\.0\.1:8082 /d' /etc/nginx/nginx.conf \
 && ln -sf /dev/stdout /var/log/nginx/teachbay-access.log
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]

FROM alpine:3.22
RUN apk add --no-cache ca-certificates tzdata \
 && adduser -D -H -u 10001 teachbay \
 && mkdir -p /data/uploads && chown teachbay /data/uploads && chmod 700 /data/uploads
COPY --from=server /out/teachbay /usr/local/bin/teachbay
USER teachbay
# Uploaded files, unless S3_BUCKET sends them to S3: UPLOADS_DIR defaults to this directory in
# production, so they outlive the container.
VOLUME /data/uploads
ENV APP_ENV=production HTTP_ADDR=:8080
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/usr/local/bin/teachbay"]
CMD ["serve"]
