/**
 * A traced call through a native transport (`send.tracedTransportSend`): the request under a client span named and
 * described as the platform client describes its own (`clientSpanAttributes`), marked failed on a 4xx or 5xx
 * answer as the platform's is. Loaded with the first such call, so a program whose calls never go through a native
 * transport (a browser page's: only Node's platform layer has one) carries none of it. What it takes from Effect
 * and from the send step comes in `Platform`, handed in by the send step: this module and the attributes' import
 * nothing at run time, so a bundler splits no shared chunk off the program for them.
 *
 * @since 1.1.0
 * @internal
 */
import type * as Clock from "effect/Clock"
import type * as Effect from "effect/Effect"
import type * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import type * as Headers from "effect/http/Headers"
import type * as HttpClient from "effect/http/HttpClient"
import type * as HttpClientError from "effect/http/HttpClientError"
import type * as HttpClientRequest from "effect/http/HttpClientRequest"
import type * as HttpClientResponse from "effect/http/HttpClientResponse"
import type * as UrlParams from "effect/http/UrlParams"
import type * as References from "effect/References"
import type * as Tracer from "effect/Tracer"
import type { TransportError } from "../../Errors/TransportError.js"
import type * as Transport from "../Transport.js"
import type { Redaction } from "./clientSpanAttributes.js"
import * as Attributes from "./clientSpanAttributes.js"
import type * as Span from "./span.js"

/**
 * What the traced send uses of Effect, of the platform client and of the send step, handed in by the send step. A
 * list rather than an object: its entries then cost the program no property names.
 *
 * @since 1.1.0
 * @internal
 */
export type Platform = readonly [
  withFiber: typeof Effect.withFiber,
  map: typeof Effect.map,
  withParentSpan: typeof Effect.withParentSpan,
  underSpan: typeof Span.underSpan,
  makeRequest: typeof HttpClientRequest.make,
  fromWeb: typeof HttpClientResponse.fromWeb,
  HttpClientError: typeof HttpClientError.HttpClientError,
  StatusCodeError: typeof HttpClientError.StatusCodeError,
  fail: typeof Exit.fail,
  TracerDisabledWhen: typeof HttpClient.TracerDisabledWhen,
  SpanNameGenerator: typeof HttpClient.SpanNameGenerator,
  TracerHeaderFilter: typeof HttpClient.TracerHeaderFilter,
  redactedHeaders: typeof Headers.CurrentRedactedNames,
  redactedParams: typeof UrlParams.CurrentRedactedNames,
  TracerTimingEnabled: typeof References.TracerTimingEnabled,
  Clock: typeof Clock.Clock,
  /** The platform's defaults of the tracer switch, the span name and the header filter (`Context.empty`'s). */
  defaultDisabledWhen: unknown,
  defaultSpanName: unknown,
  defaultHeaderFilter: unknown,
  /** This library's client span name when the caller set none: `http.client <METHOD>`. */
  clientSpanName: (request: { readonly method: string }) => string,
  /** The redacted header names, the auth ones added. */
  redactionOf: (names: ReadonlyArray<string | RegExp>) => Redaction,
  /** Transports that read nothing of the caller's context (the call's span is then given as the parent only). */
  contextFree: WeakSet<object>,
  redactUrl: Attributes.Redactors["redactUrl"],
  isRedactedName: Attributes.Redactors["isRedactedName"]
]

/**
 * The request through the transport under a client span with the platform client's name and attributes (method,
 * URL parts, headers with the auth ones redacted, status, response headers), a child of the call's `span`.
 *
 * @since 1.1.0
 * @internal
 */
export const send = (
  p: Platform,
  transport: Transport.TransportService,
  request: Transport.Request,
  span: Tracer.Span
): Effect.Effect<Transport.Reply, TransportError> =>
  p[0]<Transport.Reply, TransportError>((fiber) => {
    const [
      ,
      map,
      withParentSpan,
      underSpan,
      makeRequest,
      ,
      ,
      ,
      ,
      TracerDisabledWhen,
      SpanNameGenerator,
      TracerHeaderFilter,
      redactedHeaders,
      redactedParams,
      ,
      ,
      defaultDisabledWhen,
      defaultSpanName,
      defaultHeaderFilter,
      clientSpanName,
      redactionOf,
      contextFree,
      redactUrl,
      isRedactedName
    ] = p
    const redactors = { redactUrl, isRedactedName }
    const disabledWhen = fiber.getRef(TracerDisabledWhen)
    const nameOf = fiber.getRef(SpanNameGenerator)
    // the platform's request only when a caller changed the switch or the span name (both read it); by default the
    // switch is off and the name is the method's
    let name = clientSpanName(request)
    if (disabledWhen !== defaultDisabledWhen || nameOf !== defaultSpanName) {
      const platformRequest = makeRequest(request.method)(request.url, {
        headers: Attributes.requestHeaders(request)
      })
      if (disabledWhen(platformRequest)) return transport.send(request)
      if (nameOf !== defaultSpanName) name = nameOf(platformRequest)
    }
    const target = Attributes.urlAttributes(request.url)
    if (target === undefined) return transport.send(request)
    const chosenFilter = fiber.getRef(TracerHeaderFilter)
    const filter = chosenFilter === defaultHeaderFilter ? undefined : chosenFilter
    const redaction = redactionOf(fiber.getRef(redactedHeaders))
    const urlRedacted = fiber.getRef(redactedParams)
    // the parent given as an option rather than by withParentSpan: the same span tree without a context copy (a
    // transport that may read the context still gets the call's span as parent)
    return underSpan(name, { kind: "client", parent: span }, (httpSpan) => {
      Attributes.requestAttributes(httpSpan, request, target, urlRedacted, filter, redaction, redactors)
      const sent = transport.send(request)
      return map(
        contextFree.has(transport) ? sent : withParentSpan(sent, span, { captureStackTrace: false }),
        (reply) => {
          Attributes.responseAttributes(httpSpan, reply, filter, redaction, redactors)
          // as the platform's: a 4xx or 5xx answer marks the client span as failed, though the request succeeded
          if (reply.status >= 400 && reply.status < 600) {
            httpSpan.attribute("error.type", String(reply.status))
            endWithStatusError(p, fiber, httpSpan, Attributes.requestHeaders(request), request, reply)
          }
          return reply
        }
      )
    })
  })

/** Ends a client span as the platform's ends one on a 4xx or 5xx answer: with a failure naming the status. */
const endWithStatusError = (
  p: Platform,
  fiber: Fiber.Fiber<unknown, unknown>,
  span: Tracer.Span,
  headers: Record<string, string>,
  request: Transport.Request,
  reply: Transport.Reply
): void => {
  const [, , , , makeRequest, fromWeb, HttpClientError, StatusCodeError, fail, , , , , , TracerTimingEnabled, Clock] = p
  const platformRequest = makeRequest(request.method)(request.url, { headers })
  const response = fromWeb(platformRequest, new Response(null, { status: reply.status, headers: reply.headers }))
  const error = new HttpClientError({ reason: new StatusCodeError({ request: platformRequest, response }) })
  span.end(fiber.getRef(TracerTimingEnabled) ? fiber.getRef(Clock).currentTimeNanosUnsafe() : noTime, fail(error))
}

const noTime = BigInt(0)
