import { withPayload } from '@payloadcms/next/withPayload';

/**
 * The CMS admin (Payload) served by Next on an internal port behind the api's proxy on :3000,
 * which forwards /cms, /cms/*, /cms-api/* and /_next/* unchanged: no basePath/assetPrefix.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  // The api owns the X-Powered-By decision for the public origin.
  poweredByHeader: false,
  images: { unoptimized: true },
  // Types are checked once for the whole workspace (`pnpm typecheck`, tsconfig.check.json,
  // run by `pnpm check` and CI before any build); `next build` does not check them again.
  typescript: { ignoreBuildErrors: true },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
