/**
 * The paper-trading report (`Emulator/Report`) as a table for a person: one row per symbol traded, the totals of
 * each coin, the equity's start and end, the maximum drawdown and the exposure at the end. The emulator command
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
      `${last?.exposure ?? "0"} (net ${last?.net ?? "0"})`
  ].join("\n")
}
