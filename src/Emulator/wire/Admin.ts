/**
 * The admin API over HTTP (`/__admin/<op>`): the door first (`AdminGate`: loopback peer, token, JSON), then the
 * route, then the body decoded by its Schema (`AdminBodies`; `accounts` by `AccountsDescription`) and checked against
 * the exchange (UIDs that exist, listed instruments, a clock within bounds). A refused body is answered 400 with
 * `{ ok: false, error, path }` naming the field, and nothing has changed. The ops: the fault commands (`Faults`),
 * `state`, `balance` (set one coin balance), `balances`, `book` (an order book), `api-key` (register a key with chosen
 * permissions, IPs, read-only flag or sub-account status), `accounts` (open the accounts of an `AccountsDescription`),
 * `violations`, `save` (the state written to the state file now, atomically: the file and its size; 400 without a
 * state file or when the write fails), `sockets` (every open WebSocket; also `GET`), `report` (an account's paper-trading report, the demo
 * master's by default; also `GET ?uid=`) and `replay` (`ReplayAdmin`; `GET` and `POST`).
 *
 * @since 1.2.0
 */
import * as Result from "effect/Result"
import * as AccountsDescription from "../AccountsDescription.js"
import type { Exchange } from "../Exchange.js"
import * as Faults from "../Faults.js"
import type * as ReplayStatus from "../market/ReplayStatus.js"
import * as AdminBodies from "./AdminBodies.js"
import * as AdminGate from "./AdminGate.js"
import * as Guards from "./Guards.js"
import * as ReplayAdmin from "./ReplayAdmin.js"
import type { Violation } from "./RestContract.js"

/**
 * What the admin routes read and change.
 *
 * @since 1.2.0
 * @category models
 */
export interface Deps {
  readonly exchange: Exchange
  readonly faults: Faults.Faults
  /** The server clock, ms. */
  readonly now: () => number
  readonly violations: ReadonlyArray<Violation>
  /** The open WebSockets, for `sockets` (none when absent). */
  readonly openSockets?: (() => ReadonlyArray<unknown>) | undefined
  /**
   * Saves the state to the state file, for `save`: the file and its size, or why it was not written (none, or a
   * failed write).
   */
  readonly save?:
    | (() => Promise<
        | { readonly ok: true; readonly file: string; readonly bytes: number }
        | { readonly ok: false; readonly error: string }
      >)
    | undefined
  /** A replay's controls, for `replay` (not replaying when absent). */
  readonly replay?: ReplayStatus.Control | undefined
  /** The door every admin request passes. */
  readonly adminGate: AdminGate.Gate
}

/**
 * An admin request: its method, headers, body (`unreadable` when it is not UTF-8) and the peer's address.
 *
 * @since 1.2.0
 * @category models
 */
export interface Request extends AdminGate.Knock {
  readonly body: string
  readonly unreadable?: string | undefined
}

/**
 * An admin answer: an HTTP status and its JSON body.
 *
 * @since 1.2.0
 * @category models
 */
export interface Answer {
  readonly status: number
  readonly body: string
  /**
   * The answer that is written instead, once it settles (a save written off the request path): the server answers
   * other requests meanwhile.
   */
  readonly later?: Promise<Answer> | undefined
}

const answer = (status: number, value: object): Answer => ({ status, body: JSON.stringify(value) })
const ok = (result: unknown): Answer => answer(200, { ok: true, result })
const refused = (e: AdminBodyErrorLike): Answer => answer(400, { ok: false, error: e.message, path: e.path })

interface AdminBodyErrorLike {
  readonly message: string
  readonly path: string
}

/** Ops read with `GET` too (their query is the body of `report`); every change is a `POST`. */
const reads: ReadonlySet<string> = new Set(["sockets", "replay", "report"])

const parseBody = (req: Request): unknown => {
  if (req.unreadable !== undefined) return undefined
  if (req.body.trim() === "") return {}
  // depth first: a deeply nested body is refused before JSON.parse builds it
  if (Guards.depthOf(req.body) > Guards.maxDepth) return undefined
  try {
    return JSON.parse(req.body) as unknown
  } catch {
    return undefined
  }
}

/**
 * Answers one request on an admin path: the door, then the route. Every admin path comes here, so a route added
 * later is behind the same door.
 *
 * @since 1.2.0
 * @category server
 */
export const respond = (deps: Deps, req: Request, path: string, rawQuery: string): Answer => {
  const door = AdminGate.check(deps.adminGate, req)
  if (door !== undefined) return answer(door.status, { ok: false, error: door.error })
  const op = path.slice(AdminGate.prefix.length + 1)
  const known = op === "accounts" || AdminBodies.schemaOf(op) !== undefined
  if (!known || (req.method !== "POST" && !(req.method === "GET" && reads.has(op))))
    return answer(404, { ok: false, error: `no admin route ${req.method} ${path}` })
  const body = req.method === "GET" ? Object.fromEntries(new URLSearchParams(rawQuery)) : parseBody(req)
  if (body === undefined) return answer(400, { ok: false, error: "(body): not JSON", path: "(body)" })
  if (op === "replay") {
    const decoded = AdminBodies.decode("replay", req.method === "GET" ? {} : body)
    // a GET reads the status whatever its query
    if (req.method === "GET") return ReplayAdmin.respond(deps.replay, "GET", {})
    return Result.isFailure(decoded)
      ? refused(decoded.failure)
      : ReplayAdmin.respond(deps.replay, "POST", decoded.success)
  }
  return run(deps, op, body)
}

const memberIssue = (deps: Deps, uid: string | undefined): AdminBodies.AdminBodyError | undefined =>
  uid === undefined || deps.exchange.member(uid) !== undefined
    ? undefined
    : AdminBodies.invalid("uid", `unknown uid ${uid}`)

/**
 * Runs one admin op on a body not yet decoded (the in-process form of `POST /__admin/<op>`, behind no door): decodes
 * it, checks it against the exchange, then acts; 400 naming the field when it is refused, 404 for an unknown op.
 *
 * @since 1.2.0
 * @category admin
 */
export const run = (deps: Deps, op: string, body: unknown): Answer => {
  if (op === "accounts") {
    const decoded = AccountsDescription.decode(body)
    const opened = Result.isFailure(decoded)
      ? decoded.failure
      : deps.exchange.openings.open(decoded.success, deps.now())
    return opened instanceof AccountsDescription.AccountsDescriptionError ? refused(opened) : ok(opened)
  }
  if ((Faults.ops as ReadonlyArray<string>).includes(op)) return runFault(deps, op as Faults.Command["op"], body)
  if (AdminBodies.schemaOf(op) === undefined) return answer(404, { ok: false, error: `unknown admin op ${op}` })
  const outcome = runOther(deps, op as Exclude<AdminBodies.Op, Faults.Command["op"]>, body)
  return outcome instanceof AdminBodies.AdminBodyError ? refused(outcome) : outcome
}

const runFault = (deps: Deps, op: Faults.Command["op"], body: unknown): Answer => {
  const decoded = AdminBodies.decode(op, body)
  if (Result.isFailure(decoded)) return refused(decoded.failure)
  const command = { ...decoded.success, op } as Faults.Command
  if (command.op === "clock") {
    // the offset after the command, within the same bounds as each value
    const base = command.offsetMs ?? deps.faults.clockOffset
    const after = base + (command.byMs ?? 0)
    if (Math.abs(after) > AdminBodies.maxClockOffsetMs)
      return refused(
        AdminBodies.invalid(
          command.byMs === undefined ? "offsetMs" : "byMs",
          `the clock's offset would be ${after} ms, beyond ±${AdminBodies.maxClockOffsetMs} ms (ten years)`
        )
      )
  }
  deps.faults.apply(command)
  return ok(deps.faults.state())
}

const runOther = (
  deps: Deps,
  op: Exclude<AdminBodies.Op, Faults.Command["op"]>,
  input: unknown
): Answer | AdminBodies.AdminBodyError => {
  const now = deps.now()
  const demo = deps.exchange.demo.uid
  switch (op) {
    case "state":
      return Result.match(AdminBodies.decode(op, input), {
        onFailure: (e) => e,
        onSuccess: () => ok(deps.faults.state())
      })
    case "violations":
      return Result.match(AdminBodies.decode(op, input), { onFailure: (e) => e, onSuccess: () => ok(deps.violations) })
    case "save":
      return Result.match(AdminBodies.decode(op, input), {
        onFailure: (e) => e,
        onSuccess: (): Answer => {
          if (deps.save === undefined)
            return answer(400, { ok: false, error: "no state file (start the emulator with --state FILE)" })
          // written off the request path: the answer comes once the file is written, the others go on meanwhile
          const later = deps.save().then(
            (saved) =>
              saved.ok ? ok({ file: saved.file, bytes: saved.bytes }) : answer(400, { ok: false, error: saved.error }),
            () => answer(503, { ok: false, error: "the emulator stopped before the save was written" })
          )
          return { ...answer(202, { ok: true }), later }
        }
      })
    case "sockets":
      return Result.match(AdminBodies.decode(op, input), {
        onFailure: (e) => e,
        onSuccess: () => answer(200, { ok: true, sockets: deps.openSockets?.() ?? [] })
      })
    case "report": {
      const decoded = AdminBodies.decode(op, input)
      if (Result.isFailure(decoded)) return decoded.failure
      const uid = decoded.success.uid ?? demo
      return memberIssue(deps, uid) ?? ok(deps.exchange.report(uid, now))
    }
    case "balance": {
      const decoded = AdminBodies.decode(op, input)
      if (Result.isFailure(decoded)) return decoded.failure
      const { coin, amount, accountType = "UNIFIED" } = decoded.success
      const uid = decoded.success.uid ?? demo
      const unknown = memberIssue(deps, uid)
      if (unknown !== undefined) return unknown
      deps.exchange.setBalance(uid, accountType, coin, String(amount), now)
      return ok(deps.exchange.balances(uid, accountType))
    }
    case "balances": {
      const decoded = AdminBodies.decode(op, input)
      if (Result.isFailure(decoded)) return decoded.failure
      const uid = decoded.success.uid ?? demo
      return memberIssue(deps, uid) ?? ok(deps.exchange.balances(uid, decoded.success.accountType ?? "UNIFIED"))
    }
    case "book": {
      const decoded = AdminBodies.decode(op, input)
      if (Result.isFailure(decoded)) return decoded.failure
      const { category, symbol, limit = 50 } = decoded.success
      const book = deps.exchange.orderbook(category, symbol, limit, now)
      return book === undefined ? AdminBodies.invalid("symbol", `unknown instrument ${category} ${symbol}`) : ok(book)
    }
    case "api-key": {
      const decoded = AdminBodies.decode(op, input)
      if (Result.isFailure(decoded)) return decoded.failure
      const key = decoded.success
      const unknown = memberIssue(deps, key.uid)
      if (unknown !== undefined) return unknown
      deps.exchange.registerApiKey(
        {
          apiKey: key.apiKey,
          secret: key.secret,
          rsaPublicKeyPem: key.rsaPublicKeyPem,
          uid: key.uid,
          // absent: the owner's own status (a sub-member's key is a sub key)
          isMaster: key.isMaster ?? deps.exchange.isMaster(key.uid),
          readOnly: key.readOnly === true,
          permissions: key.permissions ?? {},
          ips: key.ips ?? []
        },
        now
      )
      return ok({ apiKey: key.apiKey })
    }
    case "replay": {
      const decoded = AdminBodies.decode(op, input)
      return Result.isFailure(decoded) ? decoded.failure : ReplayAdmin.respond(deps.replay, "POST", decoded.success)
    }
  }
}
