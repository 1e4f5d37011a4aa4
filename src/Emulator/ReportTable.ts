/**
 * The paper-trading report (`Emulator/Report`) as a table for a person: one row per symbol traded, the totals of
 * each coin, the equity's start and end, the maximum drawdown and the exposure at the end, then the statistics
 * (Sharpe and Sortino, the longest drawdown, turnover), the counts, and the PnL of each UTC day. The emulator command
 * prints it on stderr when a replayed recording ends and when it stops; `--report FILE` writes the JSON.
 *
 * @since 1.1.0
 */
import type * as Report from "./Report.js"

const iso = (t: number | null): string => (t === null ? "-" : new Date(t).toISOString())

/** Columns padded to their widest cell. */
const columns = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = rows[0]?.map((_, k) => Math.max(...rows.map((r) => (r[k] ?? "").length))) ?? []
  return rows
    .map((r) =>
      r
        .map((cell, k) => cell.padEnd(widths[k] ?? 0))
        .join("  ")
        .trimEnd()
    )
    .join("\n")
}

/** A duration in recording time: `1d 2h 3m 4.5s`, the zero units left out. */
const duration = (ms: number): string => {
  const parts: Array<string> = []
  const d = Math.floor(ms / 86_400_000)
  const h = Math.floor((ms % 86_400_000) / 3_600_000)
  const m = Math.floor((ms % 3_600_000) / 60_000)
  const sec = (ms % 60_000) / 1000
  if (d > 0) parts.push(`${d}d`)
  if (h > 0) parts.push(`${h}h`)
  if (m > 0) parts.push(`${m}m`)
  if (sec > 0 || parts.length === 0) parts.push(`${sec}s`)
  return parts.join(" ")
}

/** The statistics' lines: ratios, longest drawdown, turnover, counts, per-day PnL. */
const statistics = (r: Report.Report): ReadonlyArray<string> => {
  const period = r.ratios.periodMs === 86_400_000 ? "daily" : `per ${duration(r.ratios.periodMs)}`
  const dd = r.longestDrawdown
  return [
    `Sharpe ${r.ratios.sharpe ?? "-"}, Sortino ${r.ratios.sortino ?? "-"} (${r.ratios.returns} ${period} ` +
      `return${r.ratios.returns === 1 ? "" : "s"}, ` +
      `annualised, risk-free 0); longest drawdown ` +
      (dd === null
        ? "none"
        : `${duration(dd.ms)} from ${iso(dd.from)} to ${iso(dd.to)}${dd.recovered ? "" : " (not recovered)"}`),
    `turnover ${r.turnover.ratio ?? "-"} (traded ${r.turnover.traded} USD over mean equity ${r.turnover.meanEquity}); ` +
      `${r.counts.lines} recorded lines, ${r.counts.messages} REST requests, ${r.counts.decisions} decisions`,
    `PnL by UTC day (USD): ${r.days.map((d) => `${d.day} ${d.pnl}`).join(", ") || "-"}`
  ]
}

const fees = (byCoin: Readonly<Record<string, string>>): string =>
  Object.entries(byCoin)
    .map(([coin, fee]) => `${fee} ${coin}`)
    .join(" + ") || "0"

/**
 * The table of one account's report.
 *
 * @since 1.1.0
 * @category rendering
 */
export const table = (r: Report.Report): string => {
  const head = ["symbol", "fills", "maker", "bought", "sold", "fees", "realised", "unrealised", "position", "slippage"]
  const rows = r.symbols.map((s) => [
    `${s.category} ${s.symbol}`,
    String(s.fills),
    String(s.makerFills),
    s.bought,
    s.sold,
    fees(s.fees),
    s.realised ?? "-",
    s.unrealised ?? "-",
    s.position === null ? "flat" : `${s.position.side} ${s.position.size} @ ${s.position.entryPrice}`,
    `${s.slippage.amount} ${s.coin}${s.slippage.bps === null ? "" : ` (${s.slippage.bps} bps)`}`
  ])
  const last = r.curve[r.curve.length - 1]
  const percent = (Number(r.drawdown.fraction) * 100).toFixed(4)
  return [
    `Paper-trading report of uid ${r.uid}, ${iso(r.from)} to ${iso(r.to)}`,
    rows.length === 0 ? "no fills" : columns([head, ...rows]),
    ...r.totals.map(
      (t) =>
        `${t.coin}: fees ${t.fees}, funding ${t.funding}, realised ${t.realised}, unrealised ${t.unrealised}, ` +
        `net ${t.net}, slippage ${t.slippage}`
    ),
    `equity (USD): ${r.equity.start} -> ${r.equity.end} (${r.equity.change}); max drawdown ${r.drawdown.amount} ` +
      `(${percent}%) from ${iso(r.drawdown.peakAt)} to ${iso(r.drawdown.troughAt)}; exposure at the end ` +
      `${last?.exposure ?? "0"} (net ${last?.net ?? "0"})`,
    ...statistics(r)
  ].join("\n")
}
