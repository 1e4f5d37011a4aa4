/**
 * A call's request: the prepare stage (the caller's parameters checked and encoded into the wire parameters: undefined
 * values dropped or refused in strict mode, the checks `Validate` re-exports, then the request schema; nothing is
 * sent when a step refuses) and the send stage (the request through the platform's native transport or its
 * `HttpClient`, its timeout, and the client span with the auth headers redacted; a failure is a `TransportError`
 * whose text never carries a signed query).
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
import * as Result from "effect/Result"
import type * as Tracer from "effect/Tracer"
import { InvalidParameters, type UndefinedParameter } from "../../Errors/config/Request.js"
import { redactQuery, TransportError } from "../../Errors/TransportError.js"
import * as Decoding from "../../Schema/Decoding.js"
import * as FilePart from "../../Schema/FilePart.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type * as Pipeline from "../Pipeline.js"
import type * as Transport from "../Transport.js"
import type { Redaction } from "./clientSpanAttributes.js"
import { contextFree } from "./contextFree.js"
import * as ParseErrors from "./parseErrors.js"
import * as Span from "./span.js"
import type * as TracedTransport from "./tracedTransport.js"

/** The parameters without their binary values (file bytes are no parameters to check, and walking them is slow). */
const withoutBytes = (params: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key in params) {
    const value = params[key]
    if (!ArrayBuffer.isView(value) && !FilePart.isFilePart(value)) out[key] = value
  }
  return out
}

/** A check of a call's parameters: `params`, or the public executor's `genericParams`. */
type CheckParams = typeof params

/**
 * The encoded parameters without `undefined` values (encoding may produce some); copied only when there are any.
 *
 * @since 0.2.0
 */
export const withoutUndefined = (encoded: Record<string, unknown>): Record<string, unknown> => {
  for (const key in encoded) {
    if (encoded[key] === undefined) {
      return (SignV5.prepare(encoded, false) as Result.Success<Record<string, unknown>, never>).success
    }
  }
  return encoded
}

/**
 * The wire parameters of a call, or why it is refused before anything is sent; `check` is the executor's check of
 * parameters (`params`, or the public executor's `genericParams`), `decoding` the executor's.
 *
 * @since 0.2.0
 */
export const prepare = (
  endpoint: Endpoint.Any,
  params: unknown,
  strict: boolean,
  check: CheckParams,
  decoding: Decoding.Decoding = Decoding.schema
): Result.Result<Record<string, unknown>, InvalidParameters | UndefinedParameter> => {
  // what plain JavaScript may pass: no parameters are none; anything but an object is refused, never thrown on
  if (params === undefined) params = {}
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    return Result.fail(
      new InvalidParameters({
        endpoint: endpoint.path,
        path: "params",
        detail: `expected an object of parameters, got ${params === null ? "null" : Array.isArray(params) ? "an array" : typeof params}`
      })
    )
  }
  const prepared = SignV5.prepare(params as Readonly<Record<string, unknown>>, strict)
  if (Result.isFailure(prepared)) return Result.fail(prepared.failure)
  const problem = check(
    endpoint,
    endpoint.bodyEncoding === "multipart" ? withoutBytes(prepared.success) : prepared.success
  )
  if (Option.isSome(problem)) return Result.fail(new InvalidParameters({ endpoint: endpoint.path, ...problem.value }))
  // with the fast path installed, requests that only need checking (most of them) skip the schema's parser unless
  // they are refused (memoised)
  const encoded = decoding.encoder(endpoint.request)(prepared.success)
  if (Result.isFailure(encoded)) {
    return Result.fail(
      new InvalidParameters({
        endpoint: endpoint.path,
        ...ParseErrors.info(encoded.failure, "params", prepared.success)
      })
    )
  }
  return Result.succeed(withoutUndefined(encoded.success as Record<string, unknown>))
}

/**
 * The prepare stage (`Pipeline.Prepare`): `prepare` with the executor's strictness, check and decoding.
 *
 * @since 1.2.0
 */
export const prepareStage =
  (strict: boolean, check: CheckParams, decoding: Decoding.Decoding): Pipeline.Prepare =>
  (call, params) =>
    prepare(call.endpoint, params, strict, check, decoding)

// The send stage

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
const loadTraced = Effect.tryPromise({ try: () => import("./tracedTransport.js"), catch: (error) => error })
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
 * The send stage (`Pipeline.Send`): the request through the platform's native transport when it has one, through
 * its `HttpClient` otherwise; under the call's client span when a tracer watches (a legacy signed query, which
 * carries the key and signature in its URL, never is).
 *
 * @since 1.2.0
 */
export const sendStage = (
  client: HttpClient.HttpClient,
  transport: Transport.TransportService | undefined,
  restUrl: string,
  timeout: Duration.Input
): Pipeline.Send => {
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
  return (call, request, signed) => {
    const { endpoint, span, options } = call
    const { query, body, contentType, headers } = request
    const url = `${restUrl}${endpoint.path}${query === "" ? "" : `?${query}`}`
    const unwatched = span === undefined || (endpoint.signing === "legacy" && signed && query !== "")
    return transport !== undefined
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
  }
}

// ---- from src/Http/ts
/**
 * What is wrong, and where: `path` into the parameters (`params.qty`, `params.request[2].price`) and a plain detail.
 *
 * @since 0.1.0
 * @category models
 */
export interface Problem {
  readonly path: string
  readonly detail: string
}

/** Whether the check has anything to look at in a value: a number that is not finite, or an array or object. */
const worthVisiting = (value: unknown): boolean =>
  typeof value === "object" ? value !== null : typeof value === "number" && !Number.isFinite(value)

// Bybit's deepest parameters (a batch's list of orders) are three levels down: a deeper value is refused by name
// rather than walked, so untyped input nested thousands deep cannot overflow the stack.
const maxDepth = 16

// Every call's parameters pass here: a nested path is built only for a value worth visiting (most are strings).
const genericProblem = (value: unknown, path: string, depth = 0): Option.Option<Problem> => {
  if (depth > maxDepth) return Option.some({ path, detail: `nested more than ${maxDepth} levels deep` })
  if (typeof value === "number") {
    return Number.isFinite(value) ? Option.none() : Option.some({ path, detail: `expected a number, got ${value}` })
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i]
      if (!worthVisiting(item)) continue
      const problem = genericProblem(item, `${path}[${i}]`, depth + 1)
      if (Option.isSome(problem)) return problem
    }
    return Option.none()
  }
  if (typeof value === "object" && value !== null) {
    const record = value as Readonly<Record<string, unknown>>
    for (const key of Object.keys(record)) {
      const inner = record[key]
      if (key === "symbol" && typeof inner === "string" && inner.trim() === "") {
        return Option.some({ path: `${path}.symbol`, detail: "symbol must not be empty" })
      }
      if (!worthVisiting(inner)) continue
      const problem = genericProblem(inner, `${path}.${key}`, depth + 1)
      if (Option.isSome(problem)) return problem
    }
  }
  return Option.none()
}

/**
 * Whether an endpoint places or changes orders (its quantities and prices are then checked): what its definition
 * says (`orderEntry`), never its path.
 *
 * @since 0.1.0
 * @category predicates
 */
export const isOrderEntry = (endpoint: Pick<Endpoint.Any, "orderEntry">): boolean => endpoint.orderEntry !== undefined

/**
 * The first problem of a call's parameters that every endpoint checks, if any: an empty symbol, a number that is
 * not finite. What {@link params} finds for an endpoint that enters no orders (all public ones): the executor of
 * `Bybit.layerPublic` checks this alone, and carries no order checks.
 *
 * @since 1.0.0
 * @category checks
 */
export const genericParams = (
  _endpoint: Pick<Endpoint.Any, "orderEntry">,
  input: Readonly<Record<string, unknown>>
): Option.Option<Problem> => genericProblem(input, "params")

const loopbackHosts: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "::1", "[::1]"])

/**
 * Whether a host name is this machine (`localhost`, `127.0.0.0/8`, `::1`).
 *
 * @since 0.1.0
 * @category predicates
 */
export const isLoopback = (host: string): boolean => loopbackHosts.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host)

/**
 * Why a URL is refused, if it is: plain `http`/`ws` is only allowed to a loopback host (the emulator); every other
 * host must be `https`/`wss`, or the signed requests and the key would travel in clear text.
 *
 * @since 0.1.0
 * @category checks
 */
export const insecureUrl = (url: string): Option.Option<string> => {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return Option.some(`${url} is not a URL`)
  }
  const plain = parsed.protocol === "http:" || parsed.protocol === "ws:"
  if (!plain) return Option.none()
  if (isLoopback(parsed.hostname)) return Option.none()
  const secure = parsed.protocol === "http:" ? "https" : "wss"
  return Option.some(
    `refused to use ${parsed.protocol}//${parsed.host}: a remote host must be reached over ${secure} (plain ${parsed.protocol.slice(0, -1)} is only allowed to a loopback host)`
  )
}

// The checks of order entry: the quantities and prices of an order, or of each order of a batch (only an executor
// that takes credentials installs them)
const decimal = /^-?\d+(\.\d+)?$/

/** Prices that must be above zero (a market order may send "0"); the others may be "0" (clears a TP/SL). */
const nonNegativeFields = ["triggerPrice", "takeProfit", "stopLoss", "tpLimitPrice", "slLimitPrice"] as const

const describe = (value: unknown): string => (typeof value === "string" ? JSON.stringify(value) : String(value))

// `prefix` and `name` are joined into the problem's path only when there is a problem (this runs on every order)
const numberProblem = (prefix: string, name: string, value: unknown, positive: boolean): Option.Option<Problem> => {
  if (value === undefined) return Option.none()
  if (typeof value === "number") {
    if (!Number.isFinite(value))
      return Option.some({ path: `${prefix}.${name}`, detail: `expected a number, got ${value}` })
    return (positive ? value > 0 : value >= 0)
      ? Option.none()
      : Option.some({
          path: `${prefix}.${name}`,
          detail: `must be ${positive ? "above zero" : "zero or more"}, got ${value}`
        })
  }
  if (typeof value !== "string" || !decimal.test(value)) {
    return Option.some({
      path: `${prefix}.${name}`,
      detail: `expected a decimal string such as "0.01", got ${describe(value)}`
    })
  }
  const n = Number(value)
  return (positive ? n > 0 : n >= 0)
    ? Option.none()
    : Option.some({
        path: `${prefix}.${name}`,
        detail: `must be ${positive ? "above zero" : "zero or more"}, got ${describe(value)}`
      })
}

/** Order fields of one order (a single order, or one item of a batch). */
const orderProblem = (order: Readonly<Record<string, unknown>>, prefix: string): Option.Option<Problem> => {
  // qty "0" with reduceOnly + closeOnTrigger closes the whole position
  const closeAll = order.qty === "0" && order.reduceOnly === true && order.closeOnTrigger === true
  const qty = closeAll ? Option.none() : numberProblem(prefix, "qty", order.qty, true)
  if (Option.isSome(qty)) return qty
  const price = numberProblem(prefix, "price", order.price, order.orderType !== "Market")
  if (Option.isSome(price)) return price
  for (const name of nonNegativeFields) {
    const problem = numberProblem(prefix, name, order[name], false)
    if (Option.isSome(problem)) return problem
  }
  return Option.none()
}

/**
 * The first problem of a call's parameters (before encoding), if any: for every endpoint, an empty symbol and a
 * number that is not finite; for order entry (by its definition's `orderEntry`), the quantities and prices of its
 * order, or of each order of a batch's `request`.
 *
 * @since 0.1.0
 * @category checks
 */
export const params = (
  endpoint: Pick<Endpoint.Any, "orderEntry">,
  input: Readonly<Record<string, unknown>>
): Option.Option<Problem> => {
  const generic = genericParams(endpoint, input)
  const entry = endpoint.orderEntry
  if (Option.isSome(generic) || entry === undefined) return generic
  if (entry === "create" || entry === "amend") return orderProblem(input, "params")
  const items = input.request
  if (Array.isArray(items)) {
    for (let i = 0; i < items.length; i++) {
      const item: unknown = items[i]
      if (typeof item === "object" && item !== null) {
        const problem = orderProblem(item as Readonly<Record<string, unknown>>, `params.request[${i}]`)
        if (Option.isSome(problem)) return problem
      }
    }
  }
  return Option.none()
}
