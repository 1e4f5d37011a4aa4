/**
 * The model test's wire: requests signed by hand as the docs describe (HMAC-SHA256 over timestamp, key, recv
 * window and payload), sent to the emulator with `fetch`, each answer checked to be HTTP 200 with a V5 envelope —
 * the emulator never answers 500, whatever the body.
 */
import * as crypto from "node:crypto"
import { expect } from "@effect/vitest"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import type * as Emulator from "../../../src/Emulator/Emulator.js"

/** A credential set and the account it belongs to. */
export interface Key {
  readonly apiKey: string
  readonly secret: string
  readonly uid: string
}

/** A V5 envelope. */
export interface Envelope {
  readonly retCode: number
  readonly retMsg: string
  readonly result: Record<string, unknown>
}

/** A list item of an answer, fields as text. */
export type Row = Record<string, unknown>

const headers = (h: Emulator.EmulatorHandle, key: Key, payload: string): Record<string, string> => {
  const ts = String(h.admin.now())
  return {
    "X-BAPI-API-KEY": key.apiKey,
    "X-BAPI-TIMESTAMP": ts,
    "X-BAPI-RECV-WINDOW": "5000",
    "X-BAPI-SIGN": crypto.createHmac("sha256", key.secret).update(`${ts}${key.apiKey}5000${payload}`).digest("hex"),
    "Content-Type": "application/json"
  }
}

const envelope = async (r: Response, path: string): Promise<Envelope> => {
  const text = await r.text()
  expect(r.status, `${path}: ${text.slice(0, 200)}`).toBe(200)
  const env = JSON.parse(text) as Envelope
  expect(typeof env.retCode, path).toBe("number")
  return env
}

/** A signed POST with a raw body (garbage included). */
export const post = async (h: Emulator.EmulatorHandle, key: Key, path: string, body: string): Promise<Envelope> =>
  envelope(await fetch(`${h.rest}${path}`, { method: "POST", headers: headers(h, key, body), body }), path)

/** A signed POST of a JSON object. */
export const postJson = (h: Emulator.EmulatorHandle, key: Key, path: string, body: object): Promise<Envelope> =>
  post(h, key, path, JSON.stringify(body))

/** A signed GET; `query` as `a=1&b=2`. */
export const get = async (h: Emulator.EmulatorHandle, key: Key, path: string, query: string): Promise<Envelope> =>
  envelope(await fetch(`${h.rest}${path}?${query}`, { headers: headers(h, key, query) }), path)

/** A signed GET that must succeed; answers its `list` (or `rows`). */
export const list = async (
  h: Emulator.EmulatorHandle,
  key: Key,
  path: string,
  query: string
): Promise<ReadonlyArray<Row>> => {
  const env = await get(h, key, path, query)
  expect(env.retCode, `${path}?${query}: ${env.retMsg}`).toBe(0)
  const rows = env.result.list ?? env.result.rows
  expect(Array.isArray(rows), path).toBe(true)
  return rows as ReadonlyArray<Row>
}

/** Decimal text as units of 10^-18 (the emulator's own scale); empty or missing text is zero. */
export const units = (text: unknown): bigint => {
  if (text === undefined || text === "" || text === null) return 0n
  const n = Fixed.parseRounded(String(text), 18, "halfUp")
  expect(n, `not a decimal: ${String(text)}`).not.toBeUndefined()
  return n ?? 0n
}

/** Units of 10^-18 as decimal text (for failure messages). */
export const show = (n: bigint): string => Fixed.formatTrimmed(n, 18)
