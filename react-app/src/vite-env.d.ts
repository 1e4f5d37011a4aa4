/// <reference types="vite/client" />

// lightweight-charts as a module of its own for the views drawn after the first paint (see vite.config.ts)
declare module "lightweight-charts/later" {
  export * from "lightweight-charts"
}
