/**
 * The charts (a lazy module, with lightweight-charts; in the production build part of the entry file, see
 * scripts/PaintChunk.ts): the price chart, drawn for the first useful paint, and the depth chart, a chunk of its own
 * loaded once the first paint is on the screen (requested from here, so it takes lightweight-charts from this one).
 */
import { whenDrawn } from "../lib/FirstPaint.js"

export { PriceChart } from "./PriceChart.js"

/** The depth chart's module, requested once the ticker, the book and the chart are drawn. */
export const loadDepthChart = () => whenDrawn().then(() => import("./DepthChart.js"))
