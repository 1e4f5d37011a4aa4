/**
 * The charts, loaded after the first paint (their own chunk, with lightweight-charts).
 */
export { DepthChart } from "./DepthChart.js"
export { PriceChart } from "./PriceChart.js"
