/**
 * The send step of a call through the platform's `HttpClient`: the request, its timeout, and the platform's client
 * span with the auth headers redacted; a failure is a `TransportError` whose text never carries a signed query.
 *
 * @since 0.2.0
 */

import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import { constTrue } from "effect/Function"
import * as Headers from "effect/http/Headers"
import * as HttpBody from "effect/http/HttpBody"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientError from "effect/http/HttpClientError"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import * as HttpClientResponse from "effect/http/HttpClientResponse"
import * as UrlParams from "effect/http/UrlParams"
import * as References from "effect/References"
import type * as Tracer from "effect/Tracer"
import { redactQuery, TransportError } from "../../Errors/TransportError.js"
import * as SensitiveHeaders from "../../Signing/internal/sensitiveHeaders.js"
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
  timeout: Duration.Input,
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
  Effect.withFiber<Transport.Reply, TransportError>((fiber) => {
    const disabledWhen = fiber.getRef(HttpClient.TracerDisabledWhen)
    const nameOf = fiber.getRef(HttpClient.SpanNameGenerator)
    // the platform's request only when a caller changed the switch or the span name (both read it); by default the
    // switch is off and the name is the method's
    let name = clientSpanName(request)
    if (disabledWhen !== defaultDisabledWhen || nameOf !== defaultSpanName) {
      const platformRequest = HttpClientRequest.make(request.method)(request.url, { headers: requestHeaders(request) })
      if (disabledWhen(platformRequest)) return transport.send(request)
      if (nameOf !== defaultSpanName) name = nameOf(platformRequest)
    }
    const target = urlAttributes(request.url)
    if (target === undefined) return transport.send(request)
    const chosenFilter = fiber.getRef(HttpClient.TracerHeaderFilter)
    const filter = chosenFilter === defaultHeaderFilter ? undefined : chosenFilter
    const redaction = redactionOf(fiber.getRef(Headers.CurrentRedactedNames))
    const urlRedacted = fiber.getRef(UrlParams.CurrentRedactedNames)
    // the parent given as an option rather than by withParentSpan: the same span tree without a context copy (a
    // transport that may read the context still gets the call's span as parent)
    return Span.underSpan(name, { kind: "client", parent: span }, (httpSpan) => {
      httpSpan.attribute("http.request.method", request.method)
      const redacted = redactedUrlOf(target, urlRedacted)
      httpSpan.attribute("url.full", redacted.full)
      httpSpan.attribute("url.path", target.path)
      if (target.query !== "") httpSpan.attribute("url.query", redacted.query)
      httpSpan.attribute("url.scheme", target.scheme)
      if (target.address !== "") {
        httpSpan.attribute("server.address", target.address)
        if (target.port !== undefined) httpSpan.attribute("server.port", target.port)
      }
      if (filter === undefined && !redaction.patterns) {
        // the platform's request headers (names in lower case, then the body's two), redacted as it redacts them
        for (const header in request.headers) {
          const lower = header.toLowerCase()
          headerAttribute(httpSpan, requestHeaderKey(lower), redaction, lower, request.headers[header] as string)
        }
        if (request.body !== undefined) {
          headerAttribute(httpSpan, requestHeaderKey("content-type"), redaction, "content-type", contentTypeOf(request))
          headerAttribute(httpSpan, requestHeaderKey("content-length"), redaction, "content-length", lengthOf(request))
        }
      } else {
        headerAttributes(httpSpan, "request", requestHeaderKey, requestHeaders(request), filter, redaction)
      }
      const sent = transport.send(request)
      return Effect.map(
        contextFree.has(transport) ? sent : Effect.withParentSpan(sent, span, { captureStackTrace: false }),
        (reply) => {
          httpSpan.attribute("http.response.status_code", reply.status)
          if (filter === undefined && !redaction.patterns) {
            for (const header in reply.headers) {
              const lower = header.toLowerCase()
              headerAttribute(httpSpan, responseHeaderKey(lower), redaction, lower, reply.headers[header] as string)
            }
          } else {
            headerAttributes(httpSpan, "response", responseHeaderKey, lowerCased(reply.headers), filter, redaction)
          }
          // as the platform's: a 4xx or 5xx answer marks the client span as failed, though the request succeeded
          if (reply.status >= 400 && reply.status < 600) {
            httpSpan.attribute("error.type", String(reply.status))
            endWithStatusError(fiber, httpSpan, request, reply)
          }
          return reply
        }
      )
    })
  })

/** Ends a client span as the platform's ends one on a 4xx or 5xx answer: with a failure naming the status. */
const endWithStatusError = (
  fiber: Fiber.Fiber<unknown, unknown>,
  span: Tracer.Span,
  request: Transport.Request,
  reply: Transport.Reply
): void => {
  const platformRequest = HttpClientRequest.make(request.method)(request.url, { headers: requestHeaders(request) })
  const response = HttpClientResponse.fromWeb(
    platformRequest,
    new Response(null, { status: reply.status, headers: reply.headers })
  )
  const error = new HttpClientError.HttpClientError({
    reason: new HttpClientError.StatusCodeError({ request: platformRequest, response })
  })
  span.end(
    fiber.getRef(References.TracerTimingEnabled) ? fiber.getRef(Clock.Clock).currentTimeNanosUnsafe() : noTime,
    Exit.fail(error)
  )
}

const noTime = BigInt(0)

/** The body's content type as the platform's request states it. */
const contentTypeOf = (request: Transport.Request): string =>
  request.contentType ?? (typeof request.body === "string" ? "text/plain" : "application/octet-stream")

/** The body's length as the platform's request states it. */
const lengthOf = (request: Transport.Request): string =>
  String(typeof request.body === "string" ? Buffer.byteLength(request.body) : (request.body?.byteLength ?? 0))

/** The headers as the platform's request holds them: names in lower case, then the body's two. */
const requestHeaders = (request: Transport.Request): Record<string, string> => {
  const headers = lowerCased(request.headers)
  if (request.body !== undefined) {
    headers["content-type"] = contentTypeOf(request)
    headers["content-length"] = lengthOf(request)
  }
  return headers
}

/** A copy of the headers with their names in lower case, as the platform's `Headers` hold them. */
const lowerCased = (source: Readonly<Record<string, unknown>>): Record<string, string> => {
  const headers: Record<string, string> = {}
  for (const name in source) headers[name.toLowerCase()] = source[name] as string
  return headers
}

/**
 * Header attributes of lower-cased headers as the platform records them: those the filter (when the caller set one)
 * lets through, a redacted name's value read `<redacted>`.
 */
const headerAttributes = (
  span: Tracer.Span,
  phase: "request" | "response",
  keyOf: (name: string) => string,
  headers: Readonly<Record<string, string>>,
  filter: ((name: string, phase: "request" | "response") => boolean) | undefined,
  redaction: Redaction
): void => {
  for (const header in headers) {
    if (filter !== undefined && !filter(header, phase)) continue
    span.attribute(
      keyOf(header),
      Headers.isRedactedName(header, redaction.names) ? "<redacted>" : (headers[header] as string)
    )
  }
}

/** One header's attribute; a name in the redacted list reads `<redacted>`, as a redacted value prints. */
const headerAttribute = (span: Tracer.Span, key: string, redaction: Redaction, lower: string, value: string): void => {
  span.attribute(key, redaction.exact.has(lower) ? "<redacted>" : value)
}

/** The URL's parts a client span records, as the platform's client reads them off `new URL`. */
interface UrlAttributes {
  readonly address: string
  readonly port: number | undefined
  readonly full: string
  readonly path: string
  readonly scheme: string
  readonly query: string
  /** The full URL and query as the span records them, for the last list of redacted names seen with this URL. */
  redacted?: RedactedUrl
}

interface RedactedUrl {
  readonly names: ReadonlyArray<string | RegExp>
  readonly full: string
  readonly query: string
}

// The full URL and query with the redacted names' values hidden (`UrlParams.redactUrl`), made once per URL and list
// of names (a call's URL recurs, and so does the list: the same reference until a caller provides another).
const redactedUrlOf = (target: UrlAttributes, names: ReadonlyArray<string | RegExp>): RedactedUrl => {
  const known = target.redacted
  if (known !== undefined && known.names === names) return known
  const redacted: RedactedUrl = {
    names,
    full: UrlParams.redactUrl(target.full, names),
    query: target.query === "" ? "" : UrlParams.redactUrl(`?${target.query}`, names).slice(1)
  }
  target.redacted = redacted
  return redacted
}

// A call's URL is most often one seen before (the same endpoint and parameters): parsed once, its parts kept (a
// bounded cache, cleared when full). Kept strings are also what a tracer retains, rather than a fresh copy per span.
const urls = new Map<string, UrlAttributes | undefined>()
const urlAttributes = (text: string): UrlAttributes | undefined => {
  if (urls.has(text)) return urls.get(text)
  let parts: UrlAttributes | undefined
  try {
    const url = new URL(text)
    parts = {
      // the host name without an IPv6 address's brackets, and the port, given or the scheme's
      address: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port === "" ? defaultPorts[url.protocol] : +url.port,
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
const requestHeaderKey = headerKeys("http.request.header.")
const responseHeaderKey = headerKeys("http.response.header.")

const defaultPorts: Readonly<Record<string, number>> = { "http:": 80, "https:": 443, "ws:": 80, "wss:": 443 }

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

/**
 * The redacted names in force with ours added: the list, the lower-cased names its strings match, and whether it
 * holds patterns (a list with a RegExp leaves the redaction to `Headers.isRedactedName`, which tests every pattern
 * against every name in its own order).
 */
interface Redaction {
  readonly names: ReadonlyArray<string | RegExp>
  readonly exact: ReadonlySet<string>
  readonly patterns: boolean
}

// kept for the last list seen (the reference rarely changes)
let lastNames: ReadonlyArray<string | RegExp> | undefined
let lastRedaction: Redaction = { names: [], exact: new Set(), patterns: false }
const redactionOf = (names: ReadonlyArray<string | RegExp>): Redaction => {
  if (names !== lastNames) {
    const all = [...names, ...SensitiveHeaders.sensitiveHeaders]
    lastRedaction = {
      names: all,
      exact: new Set(all.flatMap((name) => (typeof name === "string" ? [name.toLowerCase()] : []))),
      patterns: all.some((name) => typeof name !== "string")
    }
    lastNames = names
  }
  return lastRedaction
}
