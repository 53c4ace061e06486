/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_ANALYTICS_URL?: string;
  readonly VITE_ANALYTICS_HOSTS?: string;
}

declare const __APP_VERSION__: string;
