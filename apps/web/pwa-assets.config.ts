import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/** The icon's own background (public/favicon.svg): a maskable or Apple icon is filled with it. */
const iconBackground = '#1f3a5f';

// The app's icons, made at build time (vite.config.ts, VitePWA's pwaAssets) from one drawing:
// 64, 192 and 512 px, a maskable 512 px, the Apple touch icon and favicon.ico.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: iconBackground } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: iconBackground } },
  },
  images: ['public/favicon.svg'],
});
