import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

// The app imports the library as `effect-bybit`: the browser entry in src/ (never the Node or emulator entries).
// JSX through Vite's esbuild (no React plugin needed).
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: { "effect-bybit": fileURLToPath(new URL("../src/index.ts", import.meta.url)) }
  },
  esbuild: { jsx: "automatic" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // atom-react marks its modules "use client" for server components; a client-only bundle drops the directive
      onwarn: (warning, warn) => {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning)
      }
    }
  }
})
