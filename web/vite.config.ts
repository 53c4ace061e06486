import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configuredBasemaps, originOf } from './src/components/map/basemap-sources';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Writes content-sources.json beside index.html: the origins this build fetches from (basemaps,
 * analytics), which the server's content security policy allows — so that the policy follows the
 * build variables wherever they were set (web/.env or the environment).
 */
function contentSources(env: Record<string, string>): Plugin {
  const basemaps = configuredBasemaps(env);
  const urls = [basemaps.street, basemaps.satellite, env.VITE_ANALYTICS_URL];
  const origins = [...new Set(urls.map(originOf).filter((origin) => origin !== undefined))];
  return {
    name: 'tropero-content-sources',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'content-sources.json', source: JSON.stringify({ origins }) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    contentSources(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')),
    VitePWA({
      // The app shows its own reload prompt (app/pwa-reload-prompt.tsx) instead of updating silently.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Tropero',
        short_name: 'Tropero',
        description: 'Tropero: establecimientos, potreros, rodeos y collares en un solo mapa.',
        lang: 'es-AR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f8f9fa',
        theme_color: '#12304f',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The service worker is ours (src/sw.ts): the app's files offline, and Web Push.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // .mjs: MapLibre's worker, without which the map does not draw offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // MapLibre alone is about 1.1 MB minified; it loads only with a map (see scripts/report-login-size.mjs).
  build: {
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // Shared chunks are named by their hash alone: every import of one, and the preload list of every lazy
    // page in the first chunk, spells its file name (the manifest still maps each source to its file).
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/data-api': 'http://localhost:3000' } },
}));
