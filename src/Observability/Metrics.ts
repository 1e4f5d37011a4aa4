/**
 * The library's metrics, as Effect `Metric`s: they land in whatever metrics layer the application installs (e.g. an
 * OpenTelemetry exporter) and can be read with `Metric.value`. Names follow the Prometheus style.
 *
 * | metric | kind | labels | recorded by |
 * |---|---|---|---|
 * | `bybit_request_duration_ms` | histogram (ms) | `endpoint` (REST path) | every REST call, retries included |
 * | `bybit_budget_wait_ms` | histogram (ms) | `endpoint` | every REST call that drew on the client-side rate budget |
 * | `bybit_ws_reconnects_total` | counter | `market` | the WebSocket connection, once per reconnect attempt |
 * | `bybit_book_resets_total` | counter | `category`, `reason` | the order-book stream, once per `BookReset` |
 *
 * `reconnectsOf` and `bookResetsOf` give the labelled counters (to read one with `Metric.value`).
 *
 * The request latency, the reconnects and the WebSocket message metrics are recorded where `layer` is installed (the
 * recorder, `Recording`): `NodePlatform.layer` and `WebPlatform.layer` include it; a page on
 * `WebPlatform.layerPublic` that reads them adds it (`Layer.provide(Metrics.layer)` beside the platform layer).
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import * as Metric from "effect/Metric"
import * as MessageMetrics from "./MessageMetrics.js"
import * as Recorder from "./Recorder.js"

/** 0.25 ms … ~4 s, doubling: loopback answers land in the first buckets, exchange round trips in the middle. */
const latencyBoundaries = Metric.exponentialBoundaries({ start: 0.25, factor: 2, count: 15 })

// makes the metric (again for each label, see `labelled`)
const requestLatencyAlike = (): Metric.Histogram<number> =>
  Metric.histogram("bybit_request_duration_ms", {
    description: "REST request latency in milliseconds, retries and budget waits included",
    boundaries: latencyBoundaries
  })

/**
 * REST request latency in milliseconds, from the call to its result or error (retries and budget waits included),
 * labelled by `endpoint` (the REST path).
 *
 * @since 0.1.0
 * @category metrics
 */
export const requestLatency: Metric.Histogram<number> = requestLatencyAlike()

// makes the metric (again for each label, see `labelled`)
const budgetWaitAlike = (): Metric.Histogram<number> =>
  Metric.histogram("bybit_budget_wait_ms", {
    description: "Time a REST request waited for the client-side rate budget, in milliseconds",
    boundaries: latencyBoundaries
  })

/**
 * Time spent waiting for the client-side rate budget before a REST request was sent, in milliseconds, labelled by
 * `endpoint`. Recorded only when a budget is installed.
 *
 * @since 0.1.0
 * @category metrics
 */
export const budgetWait: Metric.Histogram<number> = budgetWaitAlike()

/**
 * WebSocket reconnects: incremented each time a connection, its socket lost, starts opening a new one (after the
 * reconnect delay), labelled by `market` (`linear`, `private`, `trade`, ...). A reconnect that fails and is tried
 * again counts again; a 401 or a failed authentication ends the connection and is not counted.
 *
 * @since 0.1.0
 * @category metrics
 */
export const reconnects: Metric.Counter<number> = Metric.counter("bybit_ws_reconnects_total", {
  description: "WebSocket reconnects",
  incremental: true
})

/**
 * Local order-book resets: incremented once per `BookReset` an order-book stream emits, labelled by `category` and
 * `reason` (`gap`, `crossed`, `invalid`, `stale`, `disconnected`).
 *
 * @since 0.1.0
 * @category metrics
 */
export const bookResets: Metric.Counter<number> = Metric.counter("bybit_book_resets_total", {
  description: "Local order-book resets",
  incremental: true
})

/**
 * Incoming WebSocket messages, per market and topic family (`orderbook`, `tickers`, `order`…): counted in the frame
 * handler and handed to the metric at every heartbeat and when the socket ends.
 *
 * @since 0.1.0
 * @category metrics
 */
export const wsMessages: Metric.Counter<number> = Metric.counter("bybit_ws_messages_total", {
  description: "WebSocket messages received, per market and topic family",
  incremental: true
})

/**
 * Time spent on one incoming WebSocket message (parse, route, validate and apply by its listeners), in
 * microseconds; one message in 64 is timed.
 *
 * @since 0.1.0
 * @category metrics
 */
export const wsMessageDecode: Metric.Histogram<number> = Metric.histogram("bybit_ws_message_decode_us", {
  description: "Time to parse, route and apply one WebSocket message, in microseconds (one message in 64 is timed)",
  boundaries: Metric.exponentialBoundaries({ start: 0.5, factor: 2, count: 16 })
})

// Labelled once and kept: `Metric.withAttributes` builds a new metric on each call. A metric keeps the series key of
// the last attributes it was updated with, so labels sharing one metric make the key again (a JSON text) on each
// update: a REST call's labels (updated per call) wrap a metric of their own, alike (the same series key).
const labelled = <I, S>(
  kept: Map<string, Metric.Metric<I, S>>,
  key: string,
  metric: () => Metric.Metric<I, S>,
  attributes: Metric.Metric.Attributes
): Metric.Metric<I, S> => {
  let found = kept.get(key)
  if (found === undefined) {
    found = Metric.withAttributes(metric(), attributes)
    kept.set(key, found)
  }
  return found
}

const reconnectsByMarket = new Map<string, Metric.Counter<number>>()
const resetsByLabels = new Map<string, Metric.Counter<number>>()

/**
 * `reconnects` labelled with one market: the counter `Connection` increments, and the one to read.
 *
 * @since 0.1.0
 * @category metrics
 */
export const reconnectsOf = (market: string): Metric.Counter<number> =>
  labelled(reconnectsByMarket, market, () => reconnects, { market })

/**
 * `bookResets` labelled with one category and reason: the counter `OrderBook` increments, and the one to read.
 *
 * @since 0.1.0
 * @category metrics
 */
export const bookResetsOf = (category: string, reason: string): Metric.Counter<number> =>
  labelled(resetsByLabels, `${category}/${reason}`, () => bookResets, { category, reason })

const messagesByLabels = new Map<string, Metric.Counter<number>>()
const decodeByLabels = new Map<string, Metric.Histogram<number>>()

/**
 * The message counter of one market and topic family.
 *
 * @since 0.1.0
 * @category metrics
 */
export const wsMessagesOf = (market: string, family: string): Metric.Counter<number> =>
  labelled(messagesByLabels, `${market}/${family}`, () => wsMessages, { market, topic: family })

/**
 * The decode-time histogram of one market and topic family.
 *
 * @since 0.1.0
 * @category metrics
 */
export const wsMessageDecodeOf = (market: string, family: string): Metric.Histogram<number> =>
  labelled(decodeByLabels, `${market}/${family}`, () => wsMessageDecode, { market, topic: family })

const latencyByEndpoint = new Map<string, Metric.Histogram<number>>()
const waitByEndpoint = new Map<string, Metric.Histogram<number>>()

/**
 * `requestLatency` labelled with one REST path: the histogram each call records.
 *
 * @since 1.0.0
 * @category metrics
 */
export const requestLatencyOf = (endpoint: string): Metric.Histogram<number> =>
  labelled(latencyByEndpoint, endpoint, requestLatencyAlike, { endpoint })

/**
 * `budgetWait` labelled with one REST path: the histogram each call under a rate budget records.
 *
 * @since 1.0.0
 * @category metrics
 */
export const budgetWaitOf = (endpoint: string): Metric.Histogram<number> =>
  labelled(waitByEndpoint, endpoint, budgetWaitAlike, { endpoint })

/**
 * The library's recorder: the labelled metrics above.
 *
 * @since 1.0.0
 * @category recording
 */
export const recorder: Recorder.Recorder = {
  requestLatencyOf,
  reconnectsOf,
  wsMessagesOf,
  wsMessageDecodeOf,
  messageMetrics: (market) => MessageMetrics.make(market, recorder)
}

/**
 * What `layer` installs, named in its type: the recorder the library records its metrics with (`Recorder.Recording`,
 * which the library reads where it is built).
 *
 * @since 1.2.0
 * @category recording
 */
export const Recording: typeof Recorder.Recording = Recorder.Recording

/**
 * The tag's type (see `Recording`).
 *
 * @since 1.2.0
 * @category recording
 */
export type Recording = Recorder.Recording

/**
 * Records the library's metrics (`recorder`) in the programs built under it, as its `Recording`; the platform layers
 * of Node and of a full browser client include it.
 *
 * @since 1.0.0
 * @category recording
 */
export const layer: Layer.Layer<Recording> = Layer.succeed(Recording, recorder)
