/**
 * The drift between the docs' rate-limit page and the emulator's own limit table (src/Emulator/RateLimitTable.ts):
 * a documented group the table lacks is new, a different limit is changed.
 *
 * @since 1.0.0
 */
import * as RateLimitTable from "../../src/Emulator/RateLimitTable.js"
import type * as Drift from "./Drift.js"
import * as RateLimitPage from "./RateLimitPage.js"

const show = (limit: RateLimitPage.Limit | null): string =>
  limit === null ? "-" : `${limit.limit}/${limit.windowMs === 60_000 ? "min" : "s"}`

const perSecond = (value: number | null): RateLimitPage.Limit | null =>
  value === null ? null : { limit: value, windowMs: 1_000 }

// The table's reading of a group, in the page's terms.
const ours = (group: string): RateLimitPage.Row["limit"] | undefined => {
  const row = RateLimitTable.byCategory[group]
  if (row !== undefined) {
    const [inverse, linear, option, spot] = row
    return {
      inverse: perSecond(inverse),
      linear: perSecond(linear),
      option: perSecond(option),
      spot: perSecond(spot)
    }
  }
  const one = RateLimitTable.single[group]
  if (one !== undefined) return { limit: one[0], windowMs: one[1] }
  return RateLimitTable.unstated.includes(group) ? null : undefined
}

const text = (limit: RateLimitPage.Row["limit"]): string =>
  limit === null
    ? "-"
    : "inverse" in limit
      ? RateLimitPage.categories.map((category) => `${category} ${show(limit[category])}`).join(", ")
      : show(limit)

/**
 * The rate-limit changes of the page's rows against the emulator's table.
 *
 * @since 1.0.0
 * @category comparing
 */
export const changes = (rows: ReadonlyArray<RateLimitPage.Row>): Array<Drift.Change> =>
  rows.flatMap((row): Array<Drift.Change> => {
    const group = row.path.replace(/^\/v5\//, "")
    const subject = `${row.method} ${row.path}`
    const documented = text(row.limit)
    const mine = ours(group)
    if (mine === undefined) return [{ kind: "rate limit", change: "new", subject, detail: documented }]
    const written = text(mine)
    if (written !== documented)
      return [{ kind: "rate limit", change: "changed", subject, detail: `docs ${documented}; ours ${written}` }]
    if (row.upgradable !== RateLimitTable.upgradable.includes(group))
      return [{ kind: "rate limit", change: "changed", subject, detail: `upgradable: docs ${row.upgradable}` }]
    return []
  })
