/**
 * Per-message observability that the frame handler can afford: a plain counter per topic family incremented per
 * frame, and one frame in 64 timed with `performance.now()`; both are handed to Effect metrics (`Metrics.wsMessagesOf`,
 * `Metrics.wsMessageDecodeOf`) by `flush`, which the session runs at every heartbeat and when the socket ends —
 * never per frame — through the connection's recorder (`Metrics.recorder`); without one the counts are let go. The
 * sockets' table reads it; Observability's own module, so the recorder makes it without importing the sockets.
 *
 * @since 0.1.0
 */
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Recorder from "./Recorder.js"

/**
 * The running count of one topic family (`Recorder.MessageCounter`).
 *
 * @since 0.1.0
 * @category models
 */
export type Counter = Recorder.MessageCounter

/**
 * The counters of one session (`Recorder.MessageMetrics`).
 *
 * @since 0.1.0
 * @category models
 */
export type MessageMetrics = Recorder.MessageMetrics

const sampleEvery = 64
// keeps an unflushed family's samples bounded if no heartbeat comes for a long time
const maxSamples = 1024

const familyOf = (topic: string): string => {
  const dot = topic.indexOf(".")
  return dot < 0 ? topic : topic.slice(0, dot)
}

const now: () => number =
  typeof performance === "object" && typeof performance.now === "function" ? () => performance.now() : () => Date.now()

/**
 * Counters for one session, labelled with its market, flushed to `recorder` (when there is one).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (market: string, recorder: Recorder.Recorder | undefined): MessageMetrics => {
  const families = new Map<string, Counter>()
  const other: Counter = { family: "untopical", count: 0, flushed: 0, samples: [] }
  let frames = 0

  const counter = (topic: string): Counter => {
    const family = familyOf(topic)
    let found = families.get(family)
    if (found === undefined) {
      found = { family, count: 0, flushed: 0, samples: [] }
      families.set(family, found)
    }
    return found
  }

  // what Metric.update does, with the flushing fiber's context (its metric attributes)
  const flushOne = (c: Counter, context: Context.Context<never>): void => {
    const delta = c.count - c.flushed
    const samples = c.samples.splice(0, c.samples.length)
    c.flushed = c.count
    if (recorder === undefined || (delta === 0 && samples.length === 0)) return
    if (delta !== 0) recorder.wsMessagesOf(market, c.family).updateUnsafe(delta, context)
    if (samples.length === 0) return
    const histogram = recorder.wsMessageDecodeOf(market, c.family)
    for (const us of samples) histogram.updateUnsafe(us, context)
  }

  return {
    counter,
    sampleStart: () => (++frames % sampleEvery === 0 ? now() : 0),
    sampleEnd: (c, started) => {
      const target = c ?? other
      if (target.samples.length < maxSamples) target.samples.push((now() - started) * 1000)
    },
    flush: Effect.withFiber((fiber) => {
      for (const c of families.values()) flushOne(c, fiber.context)
      flushOne(other, fiber.context)
      return Effect.void
    })
  }
}
