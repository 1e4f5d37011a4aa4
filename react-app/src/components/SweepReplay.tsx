/**
 * One run's fills replayed at the run's own pace: a cursor moves through the recording's time (at 1×, 10× or 60× its
 * speed) and the equity and the fills are drawn as it reaches them; stopped or finished, the whole run is shown.
 * `data-replay` on the control says `off`, `playing` or `done`.
 *
 * @since 1.3.0
 */
import { useEffect, useState } from "react"
import type * as SweepResults from "../lib/SweepResults.js"
import { FillsChart } from "./SweepCharts.js"

const speeds = [1, 10, 60] as const

interface Playing {
  readonly run: number
  readonly from: number
  readonly to: number
  readonly speed: number
}

const spanOf = (run: SweepResults.SweepRun): { readonly from: number; readonly to: number } => {
  const times = [...run.report.curve.map((p) => p.t), ...run.report.fills.map((f) => f.time)]
  return times.length === 0 ? { from: 0, to: 0 } : { from: Math.min(...times), to: Math.max(...times) }
}

/**
 * A run's fills chart with its replay.
 *
 * @since 1.3.0
 * @category components
 */
export function FillsReplay(props: { readonly run: SweepResults.SweepRun }) {
  const { run } = props
  const [speed, setSpeed] = useState<number>(10)
  const [playing, setPlaying] = useState<Playing | undefined>(undefined)
  const [at, setAt] = useState<number | undefined>(undefined)
  const [done, setDone] = useState(false)
  // another run, or the same one chosen again, starts from the whole picture
  const current = playing !== undefined && playing.run === run.run ? playing : undefined
  useEffect(() => {
    if (current === undefined) return
    let frame = 0
    let started: number | undefined
    const tick = (now: number) => {
      started ??= now
      const time = current.from + (now - started) * current.speed
      if (time >= current.to) {
        setAt(undefined)
        setPlaying(undefined)
        setDone(true)
        return
      }
      setAt(time)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [current])
  const start = () => {
    const span = spanOf(run)
    setDone(false)
    setAt(span.from)
    setPlaying({ run: run.run, ...span, speed })
  }
  const stop = () => {
    setPlaying(undefined)
    setAt(undefined)
  }
  const state = current !== undefined ? "playing" : done ? "done" : "off"
  return (
    <>
      <div className="sweep-replay" data-testid="sweep-replay" data-replay={state}>
        {current === undefined ? (
          <button type="button" data-testid="sweep-replay-start" onClick={start}>
            Replay the fills
          </button>
        ) : (
          <button type="button" data-testid="sweep-replay-stop" onClick={stop}>
            Stop
          </button>
        )}
        <label>
          Speed{" "}
          <select
            data-testid="sweep-replay-speed"
            value={speed}
            onChange={(event) => {
              const chosen = Number(event.currentTarget.value)
              setSpeed(chosen)
              // a change under way goes on from where the cursor is
              if (current !== undefined && at !== undefined) setPlaying({ ...current, from: at, speed: chosen })
            }}
          >
            {speeds.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>
      <FillsChart run={run} until={current === undefined ? undefined : at} />
    </>
  )
}
