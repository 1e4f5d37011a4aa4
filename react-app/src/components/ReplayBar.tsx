/**
 * The replay bar, shown only while the connected emulator replays a recording: play or pause, the speed, the
 * recording's time and how far through it, and the account's equity over the replay as a curve (sampled at the
 * recording's time of every status read; a paused replay adds no point).
 */
import * as Option from "effect/Option"
import { useContext, useEffect, useRef } from "react"
import { RegistryContext, useAtomSet, useAtomValue } from "../atom-react/index.js"
import {
  addPoint,
  type EquityPoint,
  equityCurveAtom,
  equityNowAtom,
  replayCommandAtom,
  replayingAtom,
  type Speed,
  speeds
} from "../atoms/Replay.js"
import * as Format from "../lib/Format.js"
import "./ReplayBar.css"

const speedLabel = (speed: Speed): string => (speed === "max" ? "Max" : `${speed}×`)

/** The recording's time, in the browser's zone with its label. */
const recordedAt = (ms: number): string => `${Format.dateTime(ms)} ${Format.timeZoneLabel(ms)}`

/** The curve as an SVG polyline in a 200×40 box (time across, equity up). */
function EquityCurve(props: { readonly curve: ReadonlyArray<EquityPoint> }) {
  const { curve } = props
  const first = curve[0]
  const last = curve[curve.length - 1]
  const low = Math.min(...curve.map((p) => p.equity))
  const high = Math.max(...curve.map((p) => p.equity))
  const span = high - low
  const points =
    first === undefined || last === undefined
      ? ""
      : curve
          .map((p) => {
            const x = last.t === first.t ? 200 : ((p.t - first.t) / (last.t - first.t)) * 200
            const y = span === 0 ? 20 : 38 - ((p.equity - low) / span) * 36
            return `${x.toFixed(1)},${y.toFixed(1)}`
          })
          .join(" ")
  const rising = first !== undefined && last !== undefined && last.equity >= first.equity
  return (
    <svg
      className="equity-curve"
      data-testid="equity-curve"
      data-points={curve.length}
      data-last={last === undefined ? "" : String(last.equity)}
      viewBox="0 0 200 40"
      preserveAspectRatio="none"
      role="img"
      aria-label="Equity over the replay"
    >
      <polyline points={points} fill="none" stroke={rising ? "var(--up)" : "var(--down)"} strokeWidth="1.5" />
    </svg>
  )
}

/** The bar itself; nothing unless the emulator replays. */
export function ReplayBar() {
  const status = useAtomValue(replayingAtom)
  const equity = useAtomValue(equityNowAtom)
  const curve = useAtomValue(equityCurveAtom)
  const command = useAtomSet(replayCommandAtom)
  const registry = useContext(RegistryContext)
  const time = Option.isSome(status) ? status.value.time : undefined
  // every status read is a new object: counted on the bar (`data-reads`), so a test compares reads, not waits
  const reads = useRef({ last: undefined as unknown, count: 0 })
  const read = Option.getOrUndefined(status)
  if (read !== reads.current.last) reads.current = { last: read, count: reads.current.count + 1 }

  // a point at every status read whose time moved on
  useEffect(() => {
    if (time === undefined || equity === undefined) return
    const kept = registry.get(equityCurveAtom)
    const next = addPoint(kept, { t: time, equity })
    if (next !== kept) registry.set(equityCurveAtom, next)
  }, [time, equity, registry])

  if (Option.isNone(status)) return null
  const { state, speed, progress } = status.value
  const playing = state === "playing"
  const offered = speeds.includes(speed) ? speeds : [...speeds, speed]
  const percent = progress === undefined ? undefined : Math.round(progress * 1000) / 10
  return (
    <section
      className="replay-bar"
      data-testid="replay-bar"
      data-state={state}
      data-reads={reads.current.count}
      aria-label="Replay"
    >
      <button
        type="button"
        className="replay-toggle"
        data-testid="replay-toggle"
        disabled={state === "ended"}
        aria-label={playing ? "Pause the replay" : "Play the replay"}
        onClick={() => command({ action: playing ? "pause" : "play" })}
      >
        {playing ? "❚❚ Pause" : "▶ Play"}
      </button>
      <label className="replay-speed">
        <span className="muted">Speed</span>
        <select
          data-testid="replay-speed"
          value={String(speed)}
          disabled={state === "ended"}
          onChange={(event) => {
            const value = event.target.value
            command({ speed: value === "max" ? "max" : Number(value) })
          }}
        >
          {offered.map((s) => (
            <option key={String(s)} value={String(s)}>
              {speedLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <span className="replay-state" data-testid="replay-state">
        {state}
      </span>
      <span className="replay-time" data-testid="replay-time" data-time={status.value.time}>
        {recordedAt(status.value.time)}
      </span>
      <span className="replay-progress" data-testid="replay-progress" data-progress={progress ?? ""}>
        <span className="replay-progress-track">
          <span className="replay-progress-fill" style={{ width: `${percent ?? 0}%` }} />
        </span>
        <span className="muted">{percent === undefined ? "—" : `${percent}%`}</span>
      </span>
      <span className="replay-equity">
        <span className="muted">Equity</span>
        <span data-testid="replay-equity">{equity === undefined ? "connect keys" : Format.money(equity)}</span>
        <EquityCurve curve={curve} />
      </span>
    </section>
  )
}
