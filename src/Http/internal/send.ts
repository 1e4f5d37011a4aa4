/**
 * The send step of a call through the platform's `HttpClient`: the request, its timeout, and the platform's client
 * span with the auth headers redacted; a failure is a `TransportError` whose text never carries a signed query.
 *
 * @since 0.2.0
 */
import * as Headers from "@effect/platform/Headers"
import * as HttpBody from "@effect/platform/HttpBody"
import * as HttpClient from "@effect/platform/HttpClient"
import type * as HttpClientError from "@effect/platform/HttpClientError"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Tracer from "effect/Tracer"
import { redactQuery, TransportError } from "../../Errors/TransportError.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type * as Transport from "../Transport.js"

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
      Effect.locallyWith(Effect.withParentSpan(exchange, span), Headers.currentRedactedNames, redactedNames)
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
    let headers = Headers.fromInput(request.headers)
    if (request.body !== undefined) {
      headers = Headers.set(headers, "content-type", request.contentType ?? "text/plain")
      const length = typeof request.body === "string" ? Buffer.byteLength(request.body) : request.body.byteLength
      headers = Headers.set(headers, "content-length", String(length))
    }
    // the platform's request, only for the span name and its tracer switch (which the caller may have set)
    const platformRequest = HttpClientRequest.make(request.method)(request.url, { headers })
    if (fiber.getFiberRef(HttpClient.currentTracerDisabledWhen)(platformRequest)) return transport.send(request)
    let url: URL
    try {
      url = new URL(request.url)
    } catch {
      return transport.send(request)
    }
    const names = redactedNames(fiber.getFiberRef(Headers.currentRedactedNames))
    const name = Context.get(fiber.currentContext, HttpClient.SpanNameGenerator)(platformRequest)
    // biome-ignore lint/correctness/useHookAtTopLevel: Effect.useSpan, not a React hook
    return Effect.useSpan(name, { kind: "client", captureStackTrace: false }, (httpSpan) => {
      httpSpan.attribute("http.request.method", request.method)
      httpSpan.attribute("server.address", url.origin)
      if (url.port !== "") httpSpan.attribute("server.port", +url.port)
      httpSpan.attribute("url.full", url.toString())
      httpSpan.attribute("url.path", url.pathname)
      httpSpan.attribute("url.scheme", url.protocol.slice(0, -1))
      const query = url.search.slice(1)
      if (query !== "") httpSpan.attribute("url.query", query)
      const requestHeaders = Headers.redact(headers, names)
      for (const header in requestHeaders) {
        httpSpan.attribute(`http.request.header.${header}`, String(requestHeaders[header]))
      }
      return Effect.tap(transport.send(request), (reply) => {
        httpSpan.attribute("http.response.status_code", reply.status)
        const responseHeaders = Headers.redact(Headers.fromInput(reply.headers), names)
        for (const header in responseHeaders) {
          httpSpan.attribute(`http.response.header.${header}`, String(responseHeaders[header]))
        }
      })
    }).pipe(Effect.withParentSpan(span))
  })

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
  const request: Transport.Request = {
    endpoint: endpoint.path,
    method: endpoint.method,
    url,
    headers,
    body,
    contentType,
    timeoutMs
  }
  return span === undefined ? transport.send(request) : tracedTransportSend(transport, request, span)
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

const redactedNames = (names: ReadonlyArray<string | RegExp>): ReadonlyArray<string | RegExp> => [
  ...names,
  ...SignV5.sensitiveHeaders
]
