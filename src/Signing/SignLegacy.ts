/**
 * Legacy (pre-V5 v1/v2, spot v1) signed parameters: `api_key`, `timestamp` and optionally the receive window are
 * added to the parameters, keys are sorted ascending and joined `k=v&…` without URL-encoding, and
 * `sign = hex(HMAC_SHA256(secret, that string))` travels as one more parameter.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import type { InvalidPrivateKey } from "../Errors/ConfigError.js"
import { Signer, signWith } from "./Signer.js"
import * as SignV5 from "./SignV5.js"

/**
 * The name of the receive-window parameter: `recv_window`, or `recvWindow` on spot v1.
 *
 * @since 0.1.0
 * @category models
 */
export type RecvWindowName = "recv_window" | "recvWindow"

/**
 * What {@link sign} signs. `params` should already be prepared (`SignV5.prepare`); undefined values are skipped.
 * Without `recvWindow` no receive-window parameter is added.
 *
 * @since 0.1.0
 * @category models
 */
export interface SignInput {
  readonly apiKey: Redacted.Redacted<string>
  readonly secret: Redacted.Redacted<string>
  readonly timestamp: number
  readonly recvWindow?: number | undefined
  readonly recvWindowName?: RecvWindowName | undefined
  readonly params: Readonly<Record<string, unknown>>
}

/**
 * The signed request: `params` in sorted order with `sign` last (for a JSON body), `payload` the exact string that
 * was signed, and `query` = `payload&sign=…` (for a query string or a form body).
 *
 * @since 0.1.0
 * @category models
 */
export interface Signed {
  readonly params: Readonly<Record<string, unknown>>
  readonly payload: string
  readonly sign: string
  readonly query: string
}

/**
 * The keys of `params` in ascending order (UTF-16 code unit order, as the legacy APIs sort), undefined values
 * skipped.
 *
 * @since 1.2.0
 * @category serialisation
 */
export const sortedKeys = (params: Readonly<Record<string, unknown>>): Array<string> =>
  Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()

/**
 * Legacy serialisation: `k=v&…` with keys ascending and nothing URL-encoded.
 *
 * @since 1.2.0
 * @category serialisation
 */
export const sortedQueryString = (params: Readonly<Record<string, unknown>>): string =>
  sortedKeys(params)
    .map((key) => `${key}=${SignV5.stringify(params[key])}`)
    .join("&")

/**
 * The parameters with `api_key`, `timestamp` and the receive window added (these replace any caller values of the
 * same names, and a caller's `sign` is dropped), in ascending key order, undefined values dropped.
 *
 * @since 0.1.0
 * @category signing
 */
export const withAuthParams = (input: Omit<SignInput, "secret">): Record<string, unknown> => {
  const all: Record<string, unknown> = {
    ...input.params,
    api_key: Redacted.value(input.apiKey),
    timestamp: input.timestamp
  }
  if (input.recvWindow !== undefined) all[input.recvWindowName ?? "recv_window"] = input.recvWindow
  const sorted: Record<string, unknown> = {}
  // a caller's own `sign` would be signed and then shadowed by ours
  for (const key of sortedKeys(all)) if (key !== "sign") sorted[key] = all[key]
  return sorted
}

/**
 * Signs legacy parameters with HMAC-SHA256 (hex) through the one signing function; the legacy APIs know no RSA
 * (a PEM key would be signed with RSA and refused by the exchange, an unreadable one is `InvalidPrivateKey`).
 *
 * @since 0.1.0
 * @category signing
 */
export const sign = (input: SignInput): Effect.Effect<Signed, InvalidPrivateKey, Signer> => {
  const params = withAuthParams(input)
  const payload = sortedQueryString(params)
  // the one signing function: an HMAC secret (the only kind these APIs know) signs as hex HMAC-SHA256
  return Effect.flatMap(Signer, (signer) =>
    Effect.map(signWith(signer, input.secret, payload), (sign) => ({
      params: { ...params, sign },
      payload,
      sign,
      query: `${payload}&sign=${sign}`
    }))
  )
}
