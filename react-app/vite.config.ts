import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

// The app imports the library as `effect-bybit`: the browser entry in src/ (never the Node or emulator entries).
// JSX through Vite's own transform (Oxc; no React plugin needed).
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: { "effect-bybit": fileURLToPath(new URL("../src/index.ts", import.meta.url)) }
  },
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000
  }
})
