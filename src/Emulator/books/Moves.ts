/**
 * Position moves between a master account and its sub accounts (`/v5/position/move-positions`): the records of
 * every moved leg, one per party, and the `/v5/position/move-history` query over them (newest first, windows of
 * at most 7 days, `limit` 1-200, default 20). A move settles at once, so an accepted one is `Filled` in the history
 * while the move call itself answers `Processing`, as the exchange does.
 *
 * @since 0.1.0
 */
import type { Params, Result } from "../base/Handler.js"
import { fail, nonEmpty } from "../base/Handler.js"
import type { Category } from "../market/Instruments.js"

/**
 * One moved leg as one party saw it.
 *
 * @since 0.1.0
 * @category models
 */
export interface MoveRecord {
  /** The master account that asked for the move (whose history lists it). */
  readonly master: string
  readonly blockTradeId: string
  readonly category: Category
  readonly orderId: string
  readonly userId: string
  readonly symbol: string
  readonly side: "Buy" | "Sell"
  readonly price: string
  readonly qty: string
  readonly status: "Filled" | "Rejected"
  readonly execId: string
  readonly resultCode: number
  readonly resultMessage: string
  readonly createdAt: number
  readonly updatedAt: number
  readonly rejectParty: string
}

const WEEK = 7 * 86_400_000

/** A non-negative integer parameter: `undefined` when absent, `NaN` when not one. */
const int = (p: Params, k: string): number | undefined => {
  const v = nonEmpty(p, k)
  if (v === undefined) return undefined
  return /^\d+$/.test(v) ? Number(v) : Number.NaN
}

/**
 * The move records of every master account.
 *
 * @since 0.1.0
 * @category models
 */
export class Moves {
  private readonly records: Array<MoveRecord> = []

  /** Appends the records of one move. */
  record(records: ReadonlyArray<MoveRecord>): void {
    this.records.push(...records)
  }

  /** `/v5/position/move-history` for a master account. */
  history(master: string, p: Params): Result<object> {
    const limit = int(p, "limit") ?? 20
    if (Number.isNaN(limit) || limit < 1 || limit > 200) return fail(10001, "params error: limit invalid")
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return fail(10001, "params error: startTime or endTime invalid")
    if (start !== undefined && end !== undefined && (end < start || end - start > WEEK)) {
      return fail(10001, "params error: the time range must be within 7 days")
    }
    const category = nonEmpty(p, "category")
    const symbol = nonEmpty(p, "symbol")
    const status = nonEmpty(p, "status")
    const blockTradeId = nonEmpty(p, "blockTradeId")
    const items: Array<{ readonly key: string; readonly r: MoveRecord }> = []
    for (let k = this.records.length - 1; k >= 0; k--) {
      const r = this.records[k]
      if (r === undefined || r.master !== master) continue
      if (category !== undefined && r.category !== category) continue
      if (symbol !== undefined && r.symbol !== symbol) continue
      if (status !== undefined && r.status !== status) continue
      if (blockTradeId !== undefined && r.blockTradeId !== blockTradeId) continue
      if (start !== undefined && r.createdAt < start) continue
      if (end !== undefined && r.createdAt > end) continue
      items.push({ key: String(k), r })
    }
    let at = 0
    const cursor = nonEmpty(p, "cursor")
    if (cursor !== undefined) {
      const decoded = Buffer.from(cursor, "base64url").toString("utf8")
      const key = decoded.startsWith("m=") ? decoded.slice(2) : undefined
      const found = key === undefined ? -1 : items.findIndex((x) => x.key === key)
      if (found < 0) return fail(10001, "params error: cursor invalid")
      at = found + 1
    }
    const list = items.slice(at, at + limit)
    const last = list[list.length - 1]
    const next = at + limit < items.length && last !== undefined ? `m=${last.key}` : ""
    return {
      ok: true,
      value: {
        list: list.map(({ r }) => {
          const { master: _m, ...item } = r
          return { ...item, userId: Number(r.userId), execFee: "0" }
        }),
        nextPageCursor: next === "" ? "" : Buffer.from(next, "utf8").toString("base64url")
      }
    }
  }
}
