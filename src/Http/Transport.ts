/**
 * The wire under the REST executor: one request out, one status, header set and body text back.
 *
 * `BybitHttp` sends through a `Transport` when the context holds one (under a client span named and described as the
 * platform client's when a tracer is installed), and through the platform's `HttpClient` otherwise. The
 * platform client pays for URL parsing, an `AbortController`, a finalization registry entry and, around it, a
 * forked timeout fiber on every request; a transport does one native request with a timer of its own, which is what
 * keeps the per-request CPU near a bare `node:http` loop (docs/BENCHMARKS.md). `effect-bybit/node` provides one.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { TransportError } from "../Errors/TransportError.js"

/**
 * One request as the executor built it: its URL is complete (query included) and its headers final.
 *
 * @since 0.1.0
 * @category models
 */
export interface Request {
  /** The endpoint's path, named by the error of a failed request. */
  readonly endpoint: string
  readonly method: "GET" | "POST" | "PUT" | "DELETE"
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  /** The body: text (sent as UTF-8) or bytes (sent as they are, e.g. a multipart upload); `contentType` names it. */
  readonly body: string | Uint8Array | undefined
  readonly contentType: string | undefined
  /** No response within this many ms fails the request with `Timeout`. */
  readonly timeoutMs: number
}

/**
 * What came back: the status, the response headers (lower-case names) and the body text.
 *
 * @since 0.1.0
 * @category models
 */
export interface Reply {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly text: string
}

/**
 * The transport service.
 *
 * @since 0.1.0
 * @category models
 */
export interface TransportService {
  /**
   * Sends one request; interrupting the effect aborts it. A failed connection is `TransportError` with reason
   * `Transport`, no response in time one with reason `Timeout`.
   */
  readonly send: (request: Request) => Effect.Effect<Reply, TransportError>
}

/**
 * The transport under the REST executor.
 *
 * @since 0.1.0
 * @category tags
 */
export class Transport extends Context.Service<Transport, TransportService>()("effect-bybit/Transport") {}
