/**
 * The series kinds the indicators' lines are drawn as, loaded with the indicators' code once one is turned on: the
 * line series from the later views' lightweight-charts (`lightweight-charts/later`, see vite.config.ts), so it is not
 * part of the first paint's copy; the price chart takes it through its public `addSeries`.
 *
 * @since 0.1.0
 */
export { LineSeries } from "lightweight-charts/later"
