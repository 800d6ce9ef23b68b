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
}

export default nextConfig
