import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useEffect, useState } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { type Fill, fillsAtom } from "../atoms/Account.js"
import * as Format from "../lib/Format.js"

/** How long a fill notice stays, ms. */
const shownFor = 10_000

/** A notice per fill as it happens (the execution stream), dismissed by a click or after a few seconds. */
export function FillNotices() {
  const fills = useAtomValue(fillsAtom)
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const [now, setNow] = useState(() => Date.now())
  const list: ReadonlyArray<Fill> = AsyncResult.isSuccess(fills) ? fills.value : []
  const seen = useSeen(list)
  const visible = list.filter((fill) => !dismissed.has(fill.execId) && now - (seen.get(fill.execId) ?? now) < shownFor)
  useEffect(() => {
    if (visible.length === 0) return
    const timer = setTimeout(() => setNow(Date.now()), 1000)
    return () => clearTimeout(timer)
  })
  if (visible.length === 0) return null
  return (
    <div className="notices" aria-live="polite">
      {visible.map((fill) => (
        <div key={fill.execId} className={`notice ${fill.side === "Buy" ? "buy" : "sell"}`} data-testid="fill-notice">
          <span>
            <b>{fill.done ? "Filled" : "Partly filled"}</b> {fill.side} {Format.amount(fill.qty, 8)} {fill.symbol} at{" "}
            {Format.amount(fill.price, 8)}
          </span>
          <button
            type="button"
            aria-label="Dismiss"
            data-testid="fill-notice-dismiss"
            onClick={() => setDismissed(new Set([...dismissed, fill.execId]))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}

// when each fill was first seen here (the notice's clock starts then, not at the exchange's time)
function useSeen(list: ReadonlyArray<Fill>): ReadonlyMap<string, number> {
  const [seen] = useState(() => new Map<string, number>())
  for (const fill of list) if (!seen.has(fill.execId)) seen.set(fill.execId, Date.now())
  return seen
}
