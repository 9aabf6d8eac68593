import { defineConfig } from 'vite';
import { CLIENT_APP_HTML } from '../contracts/src/web-apps';
import { clientManifest, sharedConfig } from './vite.config';

/**
 * The client's and supporter's app (`client.html`, see vite.config.ts): one script and one style sheet, built
 * first into an emptied dist/; the other app's build then adds itself and the build id.
 */
export default defineConfig({
  ...sharedConfig,
  build: {
    ...sharedConfig.build,
    emptyOutDir: true,
    manifest: clientManifest,
    rolldownOptions: {
      input: { client: CLIENT_APP_HTML },
      output: { codeSplitting: false },
    },
  },
});
