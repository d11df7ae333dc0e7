import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/newchat': 'http://127.0.0.1:8080',
      '/tgb': 'http://127.0.0.1:8080',
    },
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      // @ionic/react's entry imports every component module; they have no side effects but are
      // not marked so. Measured lever (architecture.md §5): first-screen JS 534 KB → 188 KB gzip.
      treeshake: {
        moduleSideEffects: (id: string) => !/@ionic[\\/]core[\\/]components[\\/]ion-/.test(id),
      },
    },
  },
});
