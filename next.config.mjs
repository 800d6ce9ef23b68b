import { securityHeaders } from './lib/security-headers.mjs'

const isProduction = process.env.NODE_ENV === 'production'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The header names the framework to every scanner; nothing we serve needs it.
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Unknown paths render app/global-not-found.tsx on the server, with the site around it.
    globalNotFound: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [
      { protocol: 'https', hostname: 'images.ctfassets.net' },
      { protocol: 'https', hostname: 'assets.ctfassets.net' },
    ],
  },
  async headers() {
    // Every route: pages, 404s, route handlers, metadata files and the build's static assets.
    return [{ source: '/:path*', headers: securityHeaders({ isProduction }) }]
  },
}

export default nextConfig
