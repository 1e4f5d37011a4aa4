/**
 * The send step of a call through the platform's `HttpClient`: the request, its timeout, and the platform's client
 * span with the auth headers redacted; a failure is a `TransportError` whose text never carries a signed query.
 *
 * @since 0.2.0
 */
import * as Headers from "effect/http/Headers"
import * as HttpBody from "effect/http/HttpBody"
import * as HttpClient from "effect/http/HttpClient"
import type * as HttpClientError from "effect/http/HttpClientError"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { constFalse } from "effect/Function"
import type * as Tracer from "effect/Tracer"
import { redactQuery, TransportError } from "../../Errors/TransportError.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type * as Transport from "../Transport.js"
import { contextFree } from "./contextFree.js"
import * as Span from "./span.js"

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
  timeout: Duration.DurationInput,
  span: Tracer.Span | undefined
): Effect.Effect<Transport.Reply, TransportError> => {
  const request =
    body === undefined
      ? HttpClientRequest.make(endpoint.method)(url, { headers })
      : HttpClientRequest.make(endpoint.method)(url, {
          headers,
          body: typeof body === "string" ? HttpBody.text(body, contentType) : HttpBody.uint8Array(body, contentType)
        })
  const exchange = client.execute(request).pipe(
    Effect.flatMap((res) =>
      Effect.map(res.text, (text): Transport.Reply => ({ status: res.status, headers: { ...res.headers }, text }))
    ),
    Effect.mapError(
      (error: HttpClientError.HttpClientError) =>
        new TransportError({
          endpoint: endpoint.path,
          reason: error._tag === "RequestError" ? error.reason : "Transport",
          // the platform's error quotes the URL: a legacy signed query would carry api_key and sign into it
          cause: url === redactQuery(url) ? error : flattened(error)
        })
    ),
    Effect.timeoutFail({
      duration: timeout,
      onTimeout: () =>
        new TransportError({
          endpoint: endpoint.path,
          reason: "Timeout",
          cause: `no response within ${Duration.format(Duration.decode(timeout))}`
        })
    })
  )
  return span === undefined
    ? exchange
    : // the platform's client span lists request headers: keep the key and signature out of it
      Effect.locallyWith(
        Effect.withParentSpan(exchange, span),
        Headers.currentRedactedNames,
        (names) => redactionOf(names).names
      )
}

/**
 * One request through a native transport under a client span with the platform client's name and attributes
 * (method, URL parts, headers with the auth ones redacted, status, response headers): the span a traced call keeps,
 * without the platform client's URL parsing, abort controller and forked timeout on the request itself.
 *
 * @since 0.2.0
 */
export const tracedTransportSend = (
  transport: Transport.TransportService,
  request: Transport.Request,
  span: Tracer.Span
): Effect.Effect<Transport.Reply, TransportError> =>
  Effect.withFiberRuntime<Transport.Reply, TransportError>((fiber) => {
    const disabledWhen = fiber.getFiberRef(HttpClient.currentTracerDisabledWhen)
    const nameOf = Context.get(fiber.currentContext, HttpClient.SpanNameGenerator)
    // the platform's request only when a caller changed the switch or the span name (both read it); by default the
    // switch is off and the name is the method's
    let name = `http.client ${request.method}`
    if (disabledWhen !== defaultDisabledWhen || nameOf !== defaultSpanName) {
      const platformRequest = HttpClientRequest.make(request.method)(request.url, { headers: requestHeaders(request) })
      if (disabledWhen(platformRequest)) return transport.send(request)
      name = nameOf(platformRequest)
    }
    const target = urlAttributes(request.url)
    if (target === undefined) return transport.send(request)
    const redaction = redactionOf(fiber.getFiberRef(Headers.currentRedactedNames))
    // the parent given as an option rather than by withParentSpan: the same span tree without a context copy and
    // two fiber-ref writes per call (a transport that may read the context still gets the call's span as parent)
    return Span.underSpan(fiber, name, { kind: "client", captureStackTrace: false, parent: span }, (httpSpan) => {
      httpSpan.attribute("http.request.method", request.method)
      httpSpan.attribute("server.address", target.origin)
      if (target.port !== undefined) httpSpan.attribute("server.port", target.port)
      httpSpan.attribute("url.full", target.full)
      httpSpan.attribute("url.path", target.path)
      httpSpan.attribute("url.scheme", target.scheme)
      if (target.query !== "") httpSpan.attribute("url.query", target.query)
      if (redaction.patterns) {
        headerAttributes(httpSpan, requestHeaderKey, Headers.redact(requestHeaders(request), redaction.names))
      } else {
        // the platform's request headers (names in lower case, then the body's two), redacted as Headers.redact does
        for (const header in request.headers) {
          const lower = header.toLowerCase()
          headerAttribute(httpSpan, requestHeaderKey(lower), redaction, lower, request.headers[header] as string)
        }
        if (request.body !== undefined) {
          headerAttribute(
            httpSpan,
            requestHeaderKey("content-type"),
            redaction,
            "content-type",
            request.contentType ?? "text/plain"
          )
          headerAttribute(httpSpan, requestHeaderKey("content-length"), redaction, "content-length", lengthOf(request))
        }
      }
      const sent = transport.send(request)
      return Effect.tap(contextFree.has(transport) ? sent : Effect.withParentSpan(sent, span), (reply) => {
        httpSpan.attribute("http.response.status_code", reply.status)
        if (redaction.patterns) {
          headerAttributes(
            httpSpan,
            responseHeaderKey,
            Headers.redact(lowerCased(reply.headers) as Headers.Headers, redaction.names)
          )
        } else {
          for (const header in reply.headers) {
            const lower = header.toLowerCase()
            headerAttribute(httpSpan, responseHeaderKey(lower), redaction, lower, reply.headers[header] as string)
          }
        }
      })
    })
  })

/** The body's length as the platform's request states it. */
const lengthOf = (request: Transport.Request): string =>
  String(typeof request.body === "string" ? Buffer.byteLength(request.body) : (request.body?.byteLength ?? 0))

/** The headers as the platform's request holds them: names in lower case, then the body's two. */
const requestHeaders = (request: Transport.Request): Headers.Headers => {
  const headers = lowerCased(request.headers)
  if (request.body !== undefined) {
    headers["content-type"] = request.contentType ?? "text/plain"
    headers["content-length"] = lengthOf(request)
  }
  return headers as Headers.Headers
}

/** A copy of the headers with their names in lower case, as the platform's `Headers` hold them. */
const lowerCased = (source: Readonly<Record<string, unknown>>): Record<string, string> => {
  const headers: Record<string, string> = {}
  for (const name in source) headers[name.toLowerCase()] = source[name] as string
  return headers
}

/** Header attributes of headers `Headers.redact` has redacted (a redacted value reads `<redacted>`). */
const headerAttributes = (
  span: Tracer.Span,
  keyOf: (name: string) => string,
  headers: Readonly<Record<string, unknown>>
): void => {
  for (const header in headers) span.attribute(keyOf(header), String(headers[header]))
}

/** One header's attribute; a name in the redacted list reads `<redacted>`, as a redacted value prints. */
const headerAttribute = (span: Tracer.Span, key: string, redaction: Redaction, lower: string, value: string): void => {
  span.attribute(key, redaction.exact.has(lower) ? "<redacted>" : value)
}

/** The URL's parts a client span records, as the platform's client reads them off `new URL`. */
interface UrlAttributes {
  readonly origin: string
  readonly port: number | undefined
  readonly full: string
  readonly path: string
  readonly scheme: string
  readonly query: string
}

// A call's URL is most often one seen before (the same endpoint and parameters): parsed once, its parts kept (a
// bounded cache, cleared when full). Kept strings are also what a tracer retains, rather than a fresh copy per span.
const urls = /*#__PURE__*/ new Map<string, UrlAttributes | undefined>()
const urlAttributes = (text: string): UrlAttributes | undefined => {
  if (urls.has(text)) return urls.get(text)
  let parts: UrlAttributes | undefined
  try {
    const url = new URL(text)
    parts = {
      origin: url.origin,
      port: url.port === "" ? undefined : +url.port,
      full: url.toString(),
      path: url.pathname,
      scheme: url.protocol.slice(0, -1),
      query: url.search.slice(1)
    }
  } catch {
    parts = undefined
  }
  if (urls.size >= 256) urls.clear()
  urls.set(text, parts)
  return parts
}

/** Attribute keys of header names, built once per name (a handful of names recur on every call). */
const headerKeys = (prefix: string) => {
  const keys = new Map<string, string>()
  return (name: string): string => {
    let key = keys.get(name)
    if (key === undefined) {
      key = `${prefix}${name}`
      if (keys.size < 256) keys.set(name, key)
    }
    return key
  }
}
const requestHeaderKey = /*#__PURE__*/ headerKeys("http.request.header.")
const responseHeaderKey = /*#__PURE__*/ headerKeys("http.response.header.")

// The platform's defaults: the tracer switch that never turns the span off (its initial value is `constFalse`), and
// the span name of the method. A switch or name other than these takes the platform request's path.
const defaultDisabledWhen: unknown = constFalse
const defaultSpanName = /*#__PURE__*/ Context.get(/*#__PURE__*/ Context.empty(), HttpClient.SpanNameGenerator)

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

/**
 * The redacted names in force with ours added: the list, the lower-cased names its strings match, and whether it
 * holds patterns (a list with a RegExp leaves the redaction to `Headers.redact`, which tests every pattern against
 * every name in its own order).
 */
interface Redaction {
  readonly names: ReadonlyArray<string | RegExp>
  readonly exact: ReadonlySet<string>
  readonly patterns: boolean
}

// kept for the last list seen (the fiber ref rarely changes)
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
