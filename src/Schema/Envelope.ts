/**
 * The response envelopes: V5 (`retCode`/`retMsg`/`result`/`retExtInfo`/`time`) and legacy (`ret_code`/`ret_msg`/...).
 * `result` stays `unknown` here: the endpoint's own schema decodes it once the code says success.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Predicate from "effect/Predicate"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import * as Decoding from "./Decoding.js"
import { NumberFromString } from "./internal/numberFromString.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A server time in milliseconds, sent as a number (V5) and tolerated as a numeric string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Millis: Schema.Codec<number, number | string> = LazySchema.make(() =>
  Schema.Union([Schema.Number, NumberFromString])
)

/**
 * The V5 envelope. Success is `retCode === 0`, whatever `retMsg` says (`"OK"`, `"success"`, `"SUCCESS"` or `""`);
 * business errors come with HTTP 200 and a non-zero code. `result`, `retExtInfo` and `time` may be absent.
 *
 * @since 0.1.0
 * @category schemas
 */
export const V5Envelope = LazySchema.struct("V5Envelope", () => ({
  retCode: Schema.Number,
  retMsg: Schema.String,
  result: Schema.optional(Schema.Unknown),
  // Kept raw: a 110007 pre-check puts its extras here, batch endpoints a per-item status list (see BatchExtInfo).
  retExtInfo: Schema.optional(Schema.Unknown),
  time: Schema.optional(Millis)
}))

/**
 * A decoded V5 envelope.
 *
 * @since 0.1.0
 * @category models
 */
export interface V5Envelope extends Schema.Schema.Type<typeof V5Envelope> {}

/**
 * The status of one item of a batch request (`retExtInfo.list[i]`): code `0` is success.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchItemStatus = LazySchema.struct("BatchItemStatus", () => ({
  code: Schema.Number,
  msg: Schema.String
}))

/**
 * A decoded batch item status.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchItemStatus extends Schema.Schema.Type<typeof BatchItemStatus> {}

/**
 * `retExtInfo` of a batch endpoint: one status per request item, in request order.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchExtInfo = LazySchema.struct("BatchExtInfo", () => ({
  list: Schema.Array(BatchItemStatus)
}))

/**
 * A decoded batch `retExtInfo`.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchExtInfo extends Schema.Schema.Type<typeof BatchExtInfo> {}

/**
 * The V5 envelope of batch endpoints (`/v5/order/create-batch`, `amend-batch`, `cancel-batch`): `retExtInfo` is
 * decoded. An error envelope may carry no list, so it is optional there too.
 *
 * @since 0.1.0
 * @category schemas
 */
export const V5BatchEnvelope = LazySchema.struct("V5BatchEnvelope", () => ({
  ...V5Envelope.fields,
  retExtInfo: Schema.optional(Schema.Struct({ list: Schema.optional(Schema.Array(BatchItemStatus)) }))
}))

/**
 * A decoded V5 batch envelope.
 *
 * @since 0.1.0
 * @category models
 */
export interface V5BatchEnvelope extends Schema.Schema.Type<typeof V5BatchEnvelope> {}

/** A rate-limit count of the older envelope: a number, or its decimal string in some older examples. */
const LegacyCount = LazySchema.make(() => Schema.Union([Schema.Number, NumberFromString]))

// The legacy envelope around its `ret_msg`: the schema's own (decoded to a string) or the wire's (what `decode` reads).
const legacyStruct = <Message extends Schema.Top>(retMsg: Message) =>
  Schema.Struct({
    ret_code: Schema.Number,
    ret_msg: retMsg,
    result: Schema.optional(Schema.Unknown),
    ext_code: Schema.optional(Schema.NullOr(Schema.String)),
    ext_info: Schema.optional(Schema.Unknown),
    time_now: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
    // some older examples send these as decimal strings ("100")
    rate_limit_status: Schema.optional(LegacyCount),
    rate_limit_reset_ms: Schema.optional(LegacyCount),
    rate_limit: Schema.optional(LegacyCount)
  }).annotate({ identifier: "LegacyEnvelope" })

/**
 * The legacy (v1/v2 inverse, linear, futures, spot v1) envelope. Only `ret_code` is always there; `ext_code` and
 * `ext_info` are often `""` or `null`; `time_now` is seconds with a fraction as a string (`"1577444332.192859"`);
 * private calls add the rate-limit trio.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LegacyEnvelope = LazySchema.make(() =>
  legacyStruct(
    // spot v1 market data answers `"ret_msg": null`
    // (absent, `undefined` or `null` decode as `""`; encoded as the string)
    Schema.optional(Schema.NullOr(Schema.String)).pipe(
      Schema.decodeTo(Schema.String, {
        decode: SchemaGetter.transformOptional((o) =>
          o.pipe(
            Option.filter(Predicate.isNotNullish),
            Option.orElseSome(() => "")
          )
        ),
        encode: SchemaGetter.required()
      })
    )
  )
)

// What `decode` reads a legacy body with: the same checks, `ret_msg` left as sent and made `""` by `decode` itself,
// so that the transformation's getters stay out of a program that only calls V5 endpoints.
const LegacyWire = LazySchema.make(() => legacyStruct(Schema.optional(Schema.NullOr(Schema.String))))

/**
 * A decoded legacy envelope.
 *
 * @since 0.1.0
 * @category models
 */
export interface LegacyEnvelope extends Schema.Schema.Type<typeof LegacyEnvelope> {}

/**
 * Whether an envelope reports success. The code decides; `retMsg` spellings vary and are not checked.
 *
 * @since 0.1.0
 * @category predicates
 */
export const isSuccess = (envelope: { readonly retCode: number } | { readonly ret_code: number }): boolean =>
  ("retCode" in envelope ? envelope.retCode : envelope.ret_code) === 0

/**
 * Which envelope an endpoint answers with.
 *
 * @since 0.1.0
 * @category models
 */
export type Kind = "v5" | "legacy"

/**
 * Either envelope reduced to what the caller acts on: the code, the message, the raw result, the extra info (V5
 * `retExtInfo`, legacy `ext_info`) and the server time in ms when it was sent.
 *
 * @since 0.1.0
 * @category models
 */
export interface Normalized {
  readonly code: number
  readonly message: string
  readonly result: unknown
  readonly extInfo?: unknown
  readonly time?: number
}

const legacyMillis = (timeNow: string | number | undefined): number | undefined => {
  if (timeNow === undefined) return undefined
  // `time_now` is seconds with a fraction ("1577444332.192859").
  const seconds = typeof timeNow === "number" ? timeNow : Number(timeNow)
  return Number.isFinite(seconds) ? Math.round(seconds * 1000) : undefined
}

/**
 * Decodes a parsed JSON body with the envelope of `kind` and normalizes it. A body in V5's envelope (`retCode`, no
 * `ret_code`) is read as V5 whatever the kind. Every response passes through it, by the client's `decoding` (the
 * envelope's decoder is made by the first response: importing builds neither envelope).
 *
 * @since 0.1.0
 * @category decoding
 */
export const decode = (
  kind: Kind,
  json: unknown,
  decoding: Decoding.Decoding = Decoding.schema
): Result.Result<Normalized, Schema.SchemaError> => {
  if (kind === "v5" || answersV5(json)) {
    return Result.map(decoding.decoder(V5Envelope)(json), (env) =>
      normalized(env.retCode, env.retMsg, env.result, env.retExtInfo, env.time)
    )
  }
  return Result.map(decoding.decoder(LegacyWire)(json), (env) =>
    normalized(env.ret_code, env.ret_msg ?? "", env.result, env.ext_info, legacyMillis(env.time_now))
  )
}

// A legacy-envelope family can answer one path in V5's envelope (the P2P seller-cancel review's page shows
// `retCode`/`retMsg`/`retExtInfo`): the body's own code key decides.
const answersV5 = (json: unknown): boolean =>
  typeof json === "object" && json !== null && "retCode" in json && !("ret_code" in json)

/** The normalized envelope, its optional keys present only when defined (no spread of a literal per answer). */
const normalized = (
  code: number,
  message: string,
  result: unknown,
  extInfo: unknown,
  time: number | undefined
): Normalized => {
  const out: { code: number; message: string; result: unknown; extInfo?: unknown; time?: number } = {
    code,
    message,
    result
  }
  if (extInfo !== undefined) out.extInfo = extInfo
  if (time !== undefined) out.time = time
  return out
}
