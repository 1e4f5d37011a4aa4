/**
 * The send stage: the call's request through the platform's native transport when it has one, through its
 * `HttpClient` otherwise, with its timeout; under a client span when a tracer watches, the auth headers redacted; a
 * failure is a `TransportError` whose text never carries a signed query. A call without credentials gets its request
 * built here (a signed one comes from the sign stage).
 *
 * @since 1.2.0
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { constTrue } from "effect/Function"
import * as Headers from "effect/http/Headers"
import * as HttpBody from "effect/http/HttpBody"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientError from "effect/http/HttpClientError"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import * as HttpClientResponse from "effect/http/HttpClientResponse"
import * as UrlParams from "effect/http/UrlParams"
import * as Option from "effect/Option"
import * as References from "effect/References"
import type * as Tracer from "effect/Tracer"
import { redactQuery, TransportError } from "../../Errors/TransportError.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type { Redaction } from "../internal/clientSpanAttributes.js"
import { contextFree } from "../internal/contextFree.js"
import * as Encoding from "../internal/outgoing.js"
import * as Span from "../internal/span.js"
import type * as TracedTransport from "../internal/tracedTransport.js"
import type * as Pipeline from "../Pipeline.js"
import type * as Transport from "../Transport.js"

const encoder = new TextEncoder()

// The body as HttpBody.text / HttpBody.uint8Array make it (the bytes, their length, the same default types) but as a
// Raw body, which every client sends as it sends those: a browser program then carries none of their module's
// body classes.
const bodyOf = (body: string | Uint8Array, contentType: string | undefined): HttpBody.HttpBody => {
  const text = typeof body === "string"
  const bytes = text ? encoder.encode(body) : body
  return HttpBody.raw(bytes, {
    contentType: contentType ?? (text ? "text/plain" : "application/octet-stream"),
    contentLength: bytes.length
  })
}

/**
 * One request through the platform's `HttpClient` (its client span redacts the auth headers), as a transport reply.
 *
 * @since 0.2.0
 */
export const platformSend = (
  client: HttpClient.HttpClient,
  endpoint: Endpoint.Any,
  url: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  contentType: string | undefined,
  timeout: Duration.Input,
  span: Tracer.Span | undefined
): Effect.Effect<Transport.Reply, TransportError> => {
  const request =
    body === undefined
      ? HttpClientRequest.make(endpoint.method)(url, { headers })
      : HttpClientRequest.make(endpoint.method)(url, {
          headers,
          body: bodyOf(body, contentType)
        })
  const exchange = client.execute(request).pipe(
    Effect.flatMap((res) =>
      Effect.map(res.text, (text): Transport.Reply => ({ status: res.status, headers: { ...res.headers }, text }))
    ),
    Effect.mapError(
      (error: HttpClientError.HttpClientError) =>
        new TransportError({
          endpoint: endpoint.path,
          reason: reasonOf(error),
          // the platform's error quotes the URL: a legacy signed query would carry api_key and sign into it
          cause: url === redactQuery(url) ? error : flattened(error)
        })
    ),
    Effect.timeoutOrElse({
      duration: timeout,
      orElse: () =>
        Effect.fail(
          new TransportError({
            endpoint: endpoint.path,
            reason: "Timeout",
            cause: `no response within ${Duration.format(Duration.fromInputUnsafe(timeout))}`
          })
        )
    })
  )
  return span === undefined
    ? exchange
    : // the platform's client span lists request headers: keep the key and signature out of it; and it is named and
      // filled as this library's client spans are unless the caller chose otherwise
      Effect.withFiber((fiber) => {
        const traced = Effect.updateService(
          Effect.withParentSpan(exchange, span, { captureStackTrace: false }),
          Headers.CurrentRedactedNames,
          (names) => redactionOf(names).names
        )
        const named =
          fiber.getRef(HttpClient.SpanNameGenerator) === defaultSpanName
            ? Effect.provideService(traced, HttpClient.SpanNameGenerator, clientSpanName)
            : traced
        return fiber.getRef(HttpClient.TracerHeaderFilter) === defaultHeaderFilter
          ? Effect.provideService(named, HttpClient.TracerHeaderFilter, constTrue)
          : named
      })
}

/** The reason a `TransportError` gives for a platform client's failure. */
const reasonOf = (error: HttpClientError.HttpClientError): TransportError["reason"] => {
  switch (error.reason._tag) {
    case "EncodeError":
      return "Encode"
    case "InvalidUrlError":
      return "InvalidUrl"
    default:
      return "Transport"
  }
}

/** The client span's name when the caller set no `HttpClient.SpanNameGenerator`: `http.client <METHOD>`. */
const clientSpanName = (request: { readonly method: string }): string =>
  clientSpanNames.get(request.method) ?? `http.client ${request.method}`
// the names of the methods a call sends, made once
const clientSpanNames: ReadonlyMap<string, string> = new Map(
  ["GET", "POST", "PUT", "DELETE"].map((method) => [method, `http.client ${method}`])
)

// The traced send (and the span's attributes) load with the first traced call through a native transport (a browser
// program's calls never take one); what it uses of Effect and of this step is handed in, so its module imports nothing
let traced: typeof TracedTransport | undefined
const loadTraced = Effect.tryPromise({ try: () => import("../internal/tracedTransport.js"), catch: (error) => error })
let platform: TracedTransport.Platform | undefined
const platformOf = (): TracedTransport.Platform =>
  (platform ??= [
    Effect.withFiber,
    Effect.map,
    Effect.withParentSpan,
    Span.underSpan,
    HttpClientRequest.make,
    HttpClientResponse.fromWeb,
    HttpClientError.HttpClientError,
    HttpClientError.StatusCodeError,
    Exit.fail,
    HttpClient.TracerDisabledWhen,
    HttpClient.SpanNameGenerator,
    HttpClient.TracerHeaderFilter,
    Headers.CurrentRedactedNames,
    UrlParams.CurrentRedactedNames,
    References.TracerTimingEnabled,
    Clock.Clock,
    defaultDisabledWhen,
    defaultSpanName,
    defaultHeaderFilter,
    clientSpanName,
    redactionOf,
    contextFree,
    UrlParams.redactUrl,
    Headers.isRedactedName
  ])

/**
 * One request through a native transport under a client span with the platform client's name and attributes
 * (method, URL parts, headers with the auth ones redacted, status, response headers): the span a traced call keeps,
 * without the platform client's URL parsing and abort controller on the request itself.
 *
 * @since 0.2.0
 */
export const tracedTransportSend = (
  transport: Transport.TransportService,
  request: Transport.Request,
  span: Tracer.Span
): Effect.Effect<Transport.Reply, TransportError> =>
  traced !== undefined
    ? traced.send(platformOf(), transport, request, span)
    : // should the module fail to load (a chunk a browser could not fetch), the request goes out without its span
      Effect.flatMap(
        Effect.catch(loadTraced, () => Effect.succeed(undefined)),
        (loaded): Effect.Effect<Transport.Reply, TransportError> => {
          if (loaded === undefined) return transport.send(request)
          traced = loaded
          return loaded.send(platformOf(), transport, request, span)
        }
      )

// The platform's defaults: the tracer switch that never turns the span off, the span name of the method, and the
// header filter that records no header. A switch or name other than these takes the platform request's path; in
// place of the default name and filter, this library's client spans are named `http.client <METHOD>` and record
// every header (the auth ones redacted).
const defaultDisabledWhen: unknown = Context.get(Context.empty(), HttpClient.TracerDisabledWhen)
const defaultSpanName: unknown = Context.get(Context.empty(), HttpClient.SpanNameGenerator)
const defaultHeaderFilter: unknown = Context.get(Context.empty(), HttpClient.TracerHeaderFilter)

/**
 * One request through the native transport; under a client span of its own when the call is traced.
 *
 * @since 0.2.0
 */
export const nativeSend = (
  transport: Transport.TransportService,
  endpoint: Endpoint.Any,
  url: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  contentType: string | undefined,
  timeoutMs: number,
  span: Tracer.Span | undefined
): Effect.Effect<Transport.Reply, TransportError> => {
  const request = new Outgoing(endpoint.path, endpoint.method, url, headers, body, contentType, timeoutMs)
  return span === undefined ? transport.send(request) : tracedTransportSend(transport, request, span)
}

/**
 * A transport request. A class rather than an object literal: V8 allocates an often-run literal's objects straight
 * into the old generation once it has seen them survive young collections, and one there, dead once its call has
 * ended, keeps its young URL and body strings alive until the next full collection.
 */
class Outgoing implements Transport.Request {
  readonly endpoint: string
  readonly method: Transport.Request["method"]
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array | undefined
  readonly contentType: string | undefined
  readonly timeoutMs: number
  constructor(
    endpoint: string,
    method: Transport.Request["method"],
    url: string,
    headers: Readonly<Record<string, string>>,
    body: string | Uint8Array | undefined,
    contentType: string | undefined,
    timeoutMs: number
  ) {
    this.endpoint = endpoint
    this.method = method
    this.url = url
    this.headers = headers
    this.body = body
    this.contentType = contentType
    this.timeoutMs = timeoutMs
  }
}

/** The error's message chain, redacted, as a plain Error that holds no request. */
const flattened = (error: Error): Error => {
  const messages: Array<string> = []
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    messages.push(current.message)
    current = current.cause
  }
  const plain = new Error(redactQuery(messages.join(": ")))
  plain.name = error.name
  return plain
}

// kept for the last list seen (the reference rarely changes)
let lastNames: ReadonlyArray<string | RegExp> | undefined
let lastRedaction: Redaction = { names: [], exact: new Set(), patterns: false }
const redactionOf = (names: ReadonlyArray<string | RegExp>): Redaction => {
  if (names !== lastNames) {
    const all = [...names, ...SignV5.sensitiveHeaders]
    lastRedaction = {
      names: all,
      exact: new Set(all.flatMap((name) => (typeof name === "string" ? [name.toLowerCase()] : []))),
      patterns: all.some((name) => typeof name !== "string")
    }
    lastNames = names
  }
  return lastRedaction
}

/**
 * The send stage over the platform's client, its native transport (when it has one), the REST URL, the executor's
 * timeout and referer: the call's request (the sign stage's, or built here for a call without credentials) sent,
 * its reply kept on the call for the stages below (decode) and above (budget).
 *
 * @since 1.2.0
 */
export const make = (options: {
  readonly client: HttpClient.HttpClient
  readonly transport: Transport.TransportService | undefined
  readonly restUrl: string
  readonly timeout: Duration.Input
  readonly referer: string
}): Pipeline.Stage => {
  const { client, transport, restUrl, timeout, referer } = options
  const tracedClient = HttpClient.transformResponse(
    client,
    Effect.provideService(HttpClient.TracerPropagationEnabled, false)
  )
  // with the default tracer nobody reads the platform's client span: skip its URL parsing and header redaction
  const plainClient = HttpClient.transformResponse(
    client,
    Effect.provideService(HttpClient.TracerDisabledWhen, constTrue)
  )
  const timeoutMs = Duration.toMillis(Duration.fromInputUnsafe(timeout))
  return (next) => (call) => {
    const { endpoint, span, options } = call
    const signed = Option.isSome(call.credentials)
    // a call with credentials is sent as the sign stage signed it; a list without that stage cannot sign
    const request = signed ? call.request : Encoding.unsigned(endpoint, call.wire, referer)
    if (request === undefined) return cannotSign
    const { query, body, contentType, headers } = request
    const url = `${restUrl}${endpoint.path}${query === "" ? "" : `?${query}`}`
    const unwatched = span === undefined || (endpoint.signing === "legacy" && signed && query !== "")
    const sent =
      transport !== undefined
        ? nativeSend(
            transport,
            endpoint,
            url,
            headers,
            body,
            contentType,
            // decoded once for the configured timeout, per call only for an override
            options.timeout === undefined ? timeoutMs : Duration.toMillis(Duration.fromInputUnsafe(options.timeout)),
            unwatched ? undefined : span
          )
        : platformSend(
            unwatched ? plainClient : tracedClient,
            endpoint,
            url,
            headers,
            body,
            contentType,
            options.timeout ?? timeout,
            span
          )
    return Effect.flatMap(sent, (reply) => {
      call.reply = reply
      return next(call)
    })
  }
}

// the public-only list's answer to a call that brings its own credentials (`Credentials.withCredentials`)
const cannotSign = Effect.die("Bybit.layerPublic cannot sign: use Bybit.layer for private calls")
