/**
 * The library's metrics, as Effect `Metric`s: they land in whatever metrics layer the application installs (e.g. an
 * OpenTelemetry exporter) and can be read with `Metric.value`. Names follow the Prometheus style.
 *
 * | metric | kind | labels | recorded by |
 * |---|---|---|---|
 * | `bybit_request_duration_ms` | histogram (ms) | `endpoint` (REST path) | every REST call, retries included |
 * | `bybit_budget_wait_ms` | histogram (ms) | `endpoint` | every REST call that drew on the client-side rate budget |
 * | `bybit_ws_reconnects_total` | counter | — | the WebSocket connection, once per reconnect |
 * | `bybit_book_resets_total` | counter | — | the order-book stream, once per reset (gap, crossed book, reconnect) |
 *
 * @since 0.1.0
 */
import * as Metric from "effect/Metric"
import * as MetricBoundaries from "effect/MetricBoundaries"

/** 0.25 ms … ~4 s, doubling: loopback answers land in the first buckets, exchange round trips in the middle. */
const latencyBoundaries = MetricBoundaries.exponential({ start: 0.25, factor: 2, count: 15 })

/**
 * REST request latency in milliseconds, from the call to its result or error (retries and budget waits included),
 * labelled by `endpoint` (the REST path).
 *
 * @since 0.1.0
 * @category metrics
 */
export const requestLatency: Metric.Metric.Histogram<number> = Metric.histogram(
  "bybit_request_duration_ms",
  latencyBoundaries,
  "REST request latency in milliseconds, retries and budget waits included"
)

/**
 * Time spent waiting for the client-side rate budget before a REST request was sent, in milliseconds, labelled by
 * `endpoint`. Recorded only when a budget is installed.
 *
 * @since 0.1.0
 * @category metrics
 */
export const budgetWait: Metric.Metric.Histogram<number> = Metric.histogram(
  "bybit_budget_wait_ms",
  latencyBoundaries,
  "Time a REST request waited for the client-side rate budget, in milliseconds"
)

/**
 * WebSocket reconnects (a dropped connection opened again).
 *
 * @since 0.1.0
 * @category metrics
 */
export const reconnects: Metric.Metric.Counter<number> = Metric.counter("bybit_ws_reconnects_total", {
  description: "WebSocket reconnects",
  incremental: true
})

/**
 * Local order-book resets (a sequence gap, a crossed book or a reconnect forced a new snapshot).
 *
 * @since 0.1.0
 * @category metrics
 */
export const bookResets: Metric.Metric.Counter<number> = Metric.counter("bybit_book_resets_total", {
  description: "Local order-book resets",
  incremental: true
})
