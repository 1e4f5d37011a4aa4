/**
 * A sweep's results ranked by a figure of their reports, and shown as one table. A figure is a dotted path into the
 * report (`equity.change`, `drawdown.fraction`, `totals.USDT.net`, `symbols.BTCUSDT.fills`): an array's element is
 * named by its `coin` or `symbol` (or its index), and a path that ends at an array counts it (`fills`).
 *
 * @since 1.2.0
 */
import * as Result from "effect/Result"
import { SweepError } from "./SweepError.js"
import type { Settings } from "./SweepGrid.js"

/**
 * One finished run: its place in the sweep, its settings and recording, the report's JSON text (byte-identical to the
 * same run made alone) and the report it decodes to.
 *
 * @since 1.2.0
 * @category models
 */
export interface RunResult {
  readonly index: number
  readonly recording: string
  readonly settings: Settings
  readonly report: string
}

/**
 * A run with the figure it is ranked by, and its rank (1 is best).
 *
 * @since 1.2.0
 * @category models
 */
export interface Ranked extends RunResult {
  readonly rank: number
  readonly figure: number
}

/**
 * Which figure ranks the runs and which way: `desc` (default) puts the largest first.
 *
 * @since 1.2.0
 * @category models
 */
export interface Ranking {
  readonly by: string
  readonly order?: "desc" | "asc" | undefined
}

/**
 * The figure the default ranking uses: the account's change of equity (USD).
 *
 * @since 1.2.0
 * @category constants
 */
export const defaultFigure = "equity.change"

const step = (value: unknown, key: string): unknown => {
  if (Array.isArray(value)) {
    const named = value.find(
      (e: unknown) =>
        typeof e === "object" && e !== null && ((e as Settings).coin === key || (e as Settings).symbol === key)
    )
    if (named !== undefined) return named
    return /^\d+$/.test(key) ? value[Number(key)] : undefined
  }
  return typeof value === "object" && value !== null ? (value as Settings)[key] : undefined
}

/**
 * A report's figure at `path` as a number, or `undefined` when the report holds none there.
 *
 * @since 1.2.0
 * @category getters
 */
export const figure = (report: unknown, path: string): number | undefined => {
  let value: unknown = report
  for (const key of path.split(".")) value = step(value, key)
  if (Array.isArray(value)) return value.length
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN
  return Number.isFinite(n) ? n : undefined
}

/**
 * The runs ranked by the figure, best first (equal figures keep the sweep's order); a `SweepError` with reason
 * `figure` when a report does not hold it.
 *
 * @since 1.2.0
 * @category combinators
 */
export const rank = (
  results: ReadonlyArray<RunResult>,
  ranking: Ranking = { by: defaultFigure }
): Result.Result<ReadonlyArray<Ranked>, SweepError> => {
  const withFigures: Array<RunResult & { readonly figure: number }> = []
  for (const result of results) {
    const value = figure(JSON.parse(result.report), ranking.by)
    if (value === undefined) {
      return Result.fail(
        new SweepError({ reason: "figure", message: `the report of run ${result.index} has no figure "${ranking.by}"` })
      )
    }
    withFigures.push({ ...result, figure: value })
  }
  const sign = ranking.order === "asc" ? 1 : -1
  const sorted = [...withFigures].sort((a, b) => sign * (a.figure - b.figure) || a.index - b.index)
  return Result.succeed(sorted.map((r, i) => ({ ...r, rank: i + 1 })))
}

const baseName = (file: string): string => file.split(/[\\/]/).pop() ?? file

/**
 * The ranked runs as a text table: rank, run, recording, the figure, equity change, fills, drawdown, Sharpe (empty
 * with fewer than two periods' returns), turnover, settings.
 *
 * @since 1.2.0
 * @category rendering
 */
export const table = (ranked: ReadonlyArray<Ranked>, by: string = defaultFigure): string => {
  const rows = ranked.map((r) => {
    const report: unknown = JSON.parse(r.report)
    return [
      String(r.rank),
      String(r.index),
      baseName(r.recording),
      String(r.figure),
      String(figure(report, "equity.change") ?? ""),
      String(figure(report, "fills") ?? ""),
      String(figure(report, "drawdown.fraction") ?? ""),
      String(figure(report, "ratios.sharpe") ?? ""),
      String(figure(report, "turnover.ratio") ?? ""),
      JSON.stringify(r.settings)
    ]
  })
  const header = [
    "rank",
    "run",
    "recording",
    by,
    "equity.change",
    "fills",
    "drawdown",
    "sharpe",
    "turnover",
    "settings"
  ]
  // the figure ranked by is shown once
  const shown = header.map((_, i) => i !== 4 || by !== "equity.change")
  const keep = <T>(cells: ReadonlyArray<T>) => cells.filter((_, i) => shown[i])
  const widths = keep(header).map((h, i) => Math.max(h.length, ...rows.map((row) => (keep(row)[i] ?? "").length)))
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd()
  return [line(keep(header)), ...rows.map((row) => line(keep(row)))].join("\n")
}
