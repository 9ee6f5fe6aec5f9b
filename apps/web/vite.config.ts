/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build-plugins/precompress';

/** The short commit id baked into the build (shown in the About dialog, sent with error reports). */
function shortCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return process.env.GIT_COMMIT?.slice(0, 12) || 'dev';
  }
}

/**
 * The kiosk's service worker (issue 24): it keeps the built app so /kiosk/ opens with the
 * network down. Only the kiosk screen registers it (features/kiosk/offline), with the scope
 * /kiosk/, so no other page is ever served by it; nothing is injected into index.html and
 * there is no web manifest. It never caches an API answer: the kiosk keeps its data and its
 * waiting sign-ins in IndexedDB itself.
 */
function kioskServiceWorker() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: false,
    filename: 'kiosk-sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      globIgnores: ['**/*.map', 'kiosk-sw.js'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/kiosk(\/|$)/],
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      inlineWorkboxRuntime: true,
      // Source maps are not served (see build.sourcemap): none for the worker either.
      sourcemap: false,
    },
  });
}

export default defineConfig({
  // precompress: brotli and gzip files beside each asset, sent as they are by the API.
  plugins: [react(), precompress(), kioskServiceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_COMMIT__: JSON.stringify(shortCommit()),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Maps for an error service, but not referenced from the scripts (browsers do not ask
    // for them) and not served in production (apps/api/src/plugins/web-app.ts).
    sourcemap: 'hidden',
    target: 'es2022',
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Vitest's default (one worker per core less one) leaves a 2-core CI machine one worker
    // and an idle core; test files share nothing, so they use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
