import pino from "pino";

// One structured logger. Secrets never reach it: authorization headers, secrets and tokens are redacted.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  redact: {
    paths: [
      "*.authorization",
      "secret",
      "*.secret",
      // A subscription's signing secret sits one level down in an API envelope ({ data: { secret } }).
      "*.*.secret",
      "*.clientSecret",
      "*.client_secret",
      "*.access_token",
      "*.password",
      "headers.authorization",
    ],
    censor: "[redacted]",
  },
});
