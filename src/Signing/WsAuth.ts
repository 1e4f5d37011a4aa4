/**
 * WebSocket authentication (private streams, `/v5/trade`, legacy realtime): sign `"GET/realtime" + expires` and send
 * `{"req_id":…,"op":"auth","args":[apiKey, expires, signature]}`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import type { InvalidPrivateKey } from "../Errors/config/Keys.js"
import * as Signer from "./Signer.js"

/**
 * How far in the future `expires` lies by default, in ms (bybit-api's choice: its receive window).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultAuthWindow = 5000

/**
 * The `args` of an auth frame: API key, `expires` (ms) and the signature.
 *
 * @since 0.1.0
 * @category models
 */
export type AuthArgs = readonly [apiKey: string, expires: number, signature: string]

/**
 * The string that is signed: `"GET/realtime" + expires`.
 *
 * @since 0.1.0
 * @category signing
 */
export const payload = (expires: number): string => `GET/realtime${expires}`

/**
 * `expires` for an auth sent at `now` (the local clock plus the server offset, in ms): `now + authWindow`.
 *
 * @since 0.1.0
 * @category signing
 */
export const expiresAt = (now: number, authWindow: number = defaultAuthWindow): number => now + authWindow

/**
 * Signs the auth arguments: hex HMAC-SHA256 of {@link payload}, or base64 SHA256withRSA when the secret is a PEM key.
 *
 * @since 0.1.0
 * @category signing
 */
export const authArgs = (input: {
  readonly apiKey: Redacted.Redacted<string>
  readonly secret: Redacted.Redacted<string>
  readonly expires: number
}): Effect.Effect<AuthArgs, InvalidPrivateKey, Signer.Signer> =>
  Effect.map(
    Signer.sign(input.secret, payload(input.expires)),
    (signature): AuthArgs => [Redacted.value(input.apiKey), input.expires, signature]
  )

/**
 * The auth frame as JSON text: `{"req_id":…,"op":"auth","args":[…]}`, `req_id` only when given. The trade channel
 * names the request id `reqId`: pass it as `reqIdField`.
 *
 * @since 0.1.0
 * @category frames
 */
export const authFrame = (
  args: AuthArgs,
  reqId?: string | undefined,
  reqIdField: "req_id" | "reqId" = "req_id"
): string =>
  reqId === undefined ? JSON.stringify({ op: "auth", args }) : JSON.stringify({ [reqIdField]: reqId, op: "auth", args })

/**
 * The whole auth step for a connection: `expires = now + authWindow`, signed, as an auth frame.
 *
 * @since 0.1.0
 * @category frames
 */
export const signedFrame = (input: {
  readonly apiKey: Redacted.Redacted<string>
  readonly secret: Redacted.Redacted<string>
  /** The local clock plus the server offset, in ms. */
  readonly now: number
  readonly authWindow?: number | undefined
  readonly reqId?: string | undefined
  readonly reqIdField?: "req_id" | "reqId" | undefined
}): Effect.Effect<string, InvalidPrivateKey, Signer.Signer> =>
  Effect.map(
    authArgs({ apiKey: input.apiKey, secret: input.secret, expires: expiresAt(input.now, input.authWindow) }),
    (args) => authFrame(args, input.reqId, input.reqIdField)
  )
