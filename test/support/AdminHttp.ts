/**
 * The emulator's HTTP admin API (`/__admin/<op>`) as tests call it: the token and the JSON content type added, the
 * body sent as JSON. `target` is a running emulator's handle (its `adminToken`) or a CLI emulator's ready line (its
 * `rest` and printed `adminToken`).
 */
import * as Redacted from "effect/Redacted"

/** Where the admin API is and its token. */
export interface Target {
  readonly rest: string
  readonly adminToken?: string | Redacted.Redacted<string> | undefined
}

/** A request: `POST` with `body` as JSON (`{}` when absent), or `GET` with `query`. */
export interface Call {
  readonly method?: "GET" | "POST" | undefined
  readonly body?: unknown
  readonly query?: string | undefined
}

/** The headers that open the admin door. */
export const headers = (target: Target): Record<string, string> => {
  const token = target.adminToken
  if (token === undefined) throw new Error("no admin token: the emulator did not print one")
  return {
    authorization: `Bearer ${Redacted.isRedacted(token) ? Redacted.value(token) : token}`,
    "content-type": "application/json"
  }
}

/** Calls an admin op with the token (a POST of `{}` by default). */
export const fetchAdmin = (target: Target, op: string, call: Call = {}): Promise<Response> => {
  const method = call.method ?? "POST"
  const url = `${target.rest}/__admin/${op}${call.query === undefined ? "" : `?${call.query}`}`
  return fetch(
    url,
    method === "GET"
      ? { headers: headers(target) }
      : { method, headers: headers(target), body: JSON.stringify(call.body ?? {}) }
  )
}

/** Calls an admin op and reads its status and JSON answer. */
export const admin = async (
  target: Target,
  op: string,
  call: Call = {}
): Promise<{ readonly status: number; readonly body: unknown }> => {
  const answer = await fetchAdmin(target, op, call)
  return { status: answer.status, body: (await answer.json()) as unknown }
}
