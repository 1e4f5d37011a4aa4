/**
 * The emulator's state as a file, to stop it and go on later as if it had not stopped (`admin.save()`,
 * `Emulator.make({ state })`, `effect-bybit emulator --state FILE`).
 *
 * A state is a snapshot of the exchange (`Snapshot`): every book and desk as it stands — accounts, keys, orders,
 * positions, ledgers, ids, the seeded generators and the market's walk — written once, so the file and the time to
 * load it grow with the state, never with how long the emulator ran. Wallet balances are written apart, as decimals
 * a person can read, and are checked as the accounts description checks them. Beside them: the seed, the RSA key
 * pair of the seeded RSA API key (made at random at the first start; the private key is a fixture of the emulator,
 * like the seeded HMAC secret, and a restarted emulator hands it out again), the accounts description it started
 * from, and the server clock.
 *
 * A file is valid for the code that wrote it: `version` names the format, and restoring a snapshot of other code is
 * refused by the place it does not fit. Faults, rate-limit counters and open sockets are not state: they belong to
 * the connections of the run that stopped. Files are written atomically with mode 0600 (`write`).
 *
 * @since 1.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import * as Snapshot from "./base/Snapshot.js"
import * as SavedChecks from "./SavedChecks.js"
import * as StateFile from "./StateFile.js"

/**
 * The snapshot of the exchange a state holds (`Snapshot`): its nodes, their values, and a place a snapshot could not
 * be restored at.
 *
 * @since 1.2.0
 */
export type { Graph, Node, Refusal, TypedName, Value } from "./base/Snapshot.js"

/**
 * The format's name, the first field of a state file.
 *
 * @since 1.1.0
 * @category format
 */
export const formatName = "effect-bybit/emulator-state"

/**
 * The version of the format: 1 was a journal of every input since the first start, 2 a snapshot.
 *
 * @since 1.1.0
 * @category format
 */
export const version = 2

/**
 * The oldest server time a state may have been saved at.
 *
 * @since 1.2.0
 * @category format
 */
export const earliest = Date.UTC(2020, 0, 1)

/**
 * How far the saved server time (and the clock offset) may be from the loading machine's clock: a state saved more
 * than a day ahead of now is refused, as is a clock offset of more than a day either way.
 *
 * @since 1.2.0
 * @category format
 */
export const clockBoundMs = 24 * 60 * 60 * 1000

/**
 * One wallet balance: an account's coin in one account type, as a decimal.
 *
 * @since 1.2.0
 * @category models
 */
export interface Wallet {
  readonly uid: string
  readonly accountType: "UNIFIED" | "FUND"
  readonly coin: string
  readonly balance: string
}

/**
 * A saved state.
 *
 * @since 1.1.0
 * @category models
 */
export interface SavedState {
  readonly format: typeof formatName
  readonly version: number
  /** The seed the exchange was built from. */
  readonly seed: number
  /** The seeded RSA API key's pair (a fixture of the emulator, like the seeded HMAC secret). */
  readonly rsa: { readonly publicKeyPem: string; readonly privateKeyPem: string }
  /** The server clock's offset from the injected clock when saved. */
  readonly clockOffsetMs: number
  /** The server time when saved: a restored clock never starts before it. */
  readonly savedAt: number
  /** The accounts description it started from (plain JSON), when it was given one. */
  readonly accounts?: unknown
  /** Every wallet balance, in the order the exchange holds them. */
  readonly wallets: ReadonlyArray<Wallet>
  /** The exchange's objects, the exchange first (`Snapshot`). */
  readonly exchange: Snapshot.Graph
}

/**
 * A state that cannot be read, loaded or written: not a state file, another version, a corrupt or hand-edited entry
 * (`entry` names it), a clock far from now, or a file that cannot be read or written. `file` names it (`""` for a
 * state given as a value).
 *
 * @since 1.1.0
 * @category errors
 */
export class SavedStateError extends Schema.TaggedError<SavedStateError>()("SavedStateError", {
  file: Schema.String,
  reason: Schema.String,
  entry: Schema.optional(Schema.String)
}) {
  override get message(): string {
    const at = this.entry === undefined ? "" : `${this.entry}: `
    return this.file === "" ? `emulator state: ${at}${this.reason}` : `emulator state ${this.file}: ${at}${this.reason}`
  }
}

// ------------------------------------------------------------------------------------------ schema

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

/** A decimal as the accounts description writes one, signed (a wallet may owe), to the wallet's 18 places. */
const Balance = Schema.String.check(
  Schema.isPattern(/^-?\d+(\.\d{1,18})?$/, {
    message: 'a decimal string of at most 18 places, e.g. "1000" or "-0.5"'
  })
)
const WalletSchema = Schema.Struct({
  uid: Schema.String.check(Schema.isPattern(/^\d+$/, { message: "a UID" })),
  accountType: Schema.Literals(["UNIFIED", "FUND"]),
  coin: Schema.String.check(Schema.isPattern(/^[A-Z0-9]{1,20}$/, { message: "a coin" })),
  balance: Balance
})

// The snapshot's nodes are checked by hand, not by a Schema: a trading hour's state holds a hundred thousand of them,
// and decoding each through a union of structs took most of a restart (issue 69). Answers the issue and its place in
// the node ([kind, field]) or `undefined`.
const INTEGER = /^-?\d+$/
const valueIssue = (v: unknown): string | undefined => {
  if (v === null || typeof v === "boolean" || typeof v === "string") return undefined
  if (typeof v === "number") return Number.isFinite(v) ? undefined : "a finite number"
  if (!isRecord(v)) return "a value of a snapshot"
  const keys = Object.keys(v)
  if (keys.length !== 1) return "a value of a snapshot (one marker)"
  const x = v[keys[0] as string]
  switch (keys[0]) {
    case "r":
      return typeof x === "number" && Number.isInteger(x) && x >= 0 ? undefined : "a reference (an integer >= 0)"
    case "n":
      return typeof x === "string" && INTEGER.test(x) ? undefined : "an integer"
    case "u":
    case "k":
      return x === 1 ? undefined : "the marker 1"
    case "f":
      return x === "NaN" || x === "Infinity" || x === "-Infinity" ? undefined : "NaN, Infinity or -Infinity"
    case "w":
      return x === "WeakMap" || x === "WeakSet" ? undefined : "WeakMap or WeakSet"
    case "x":
      return typeof x === "string" ? undefined : "a constant's name"
    default:
      return "a value of a snapshot (an unknown marker)"
  }
}
const typedNames: ReadonlyArray<unknown> = ["Uint8Array", "Int16Array", "Int32Array", "Float64Array"]
const listIssue = (kind: string, list: unknown): { path: Array<PropertyKey>; message: string } | undefined => {
  if (!Array.isArray(list)) return { path: [kind], message: "a list" }
  for (let i = 0; i < list.length; i++) {
    if (kind === "m") {
      const entry = list[i] as unknown
      if (!Array.isArray(entry) || entry.length !== 2) return { path: [kind, i], message: "a [key, value] pair" }
      const bad = valueIssue(entry[0]) ?? valueIssue(entry[1])
      if (bad !== undefined) return { path: [kind, i], message: bad }
    } else {
      const bad = valueIssue(list[i])
      if (bad !== undefined) return { path: [kind, i], message: bad }
    }
  }
  return undefined
}
const nodeIssue = (node: unknown): { path: Array<PropertyKey>; message: string } | undefined => {
  if (!isRecord(node)) return { path: [], message: "a node of a snapshot" }
  const keys = Object.keys(node)
  if ("o" in node) {
    if (keys.some((k) => k !== "o" && k !== "c")) return { path: [], message: "a record node (o, c)" }
    if (node.c !== undefined && typeof node.c !== "string") return { path: ["c"], message: "a class name" }
    if (!isRecord(node.o)) return { path: ["o"], message: "a record" }
    for (const field of Object.keys(node.o)) {
      const bad = valueIssue(node.o[field])
      if (bad !== undefined) return { path: ["o", field], message: bad }
    }
    return undefined
  }
  if (keys.length === 1 && (keys[0] === "a" || keys[0] === "m" || keys[0] === "s"))
    return listIssue(keys[0], node[keys[0]])
  if (keys.length === 2 && "b" in node && "t" in node)
    return typeof node.b === "string" && typedNames.includes(node.t)
      ? undefined
      : { path: ["t"], message: "bytes in base64 of a typed array" }
  return { path: [], message: "a node of a snapshot (o, a, m, s or b)" }
}

/**
 * What a state file holds past its format and version: each field's rules (balances as decimals, every snapshot
 * value of a known kind).
 *
 * @since 1.2.0
 * @category format
 */
export const StateSchema = Schema.Struct({
  format: Schema.Literal(formatName),
  version: Schema.Literal(version),
  seed: Schema.Int,
  rsa: Schema.Struct({ publicKeyPem: Schema.String, privateKeyPem: Schema.String }),
  clockOffsetMs: Schema.Finite,
  savedAt: Schema.Finite,
  accounts: Schema.optional(Schema.Unknown),
  wallets: Schema.Array(WalletSchema),
  // each node checked by `nodeIssue`
  exchange: Schema.NonEmptyArray(Schema.Unknown)
})

const decodeState = Schema.decodeUnknownResult(StateSchema)
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const keyOf = (p: PropertyKey | { readonly key: PropertyKey }): PropertyKey => (typeof p === "object" ? p.key : p)

// The entry an issue is at, as a person finds it: a wallet by its account and coin, a snapshot value by the path
// from the exchange to it (`exchange.engine.s.byId[<orderId>].qty`).
const entryOf = (value: Record<string, unknown>, path: ReadonlyArray<PropertyKey>): string => {
  const [top, index, ...rest] = path
  if (top === "wallets" && typeof index === "number") {
    const row = Array.isArray(value.wallets) ? (value.wallets[index] as unknown) : undefined
    const what = isRecord(row) ? ` (${String(row.uid)} ${String(row.accountType)} ${String(row.coin)})` : ""
    return `wallets[${index}]${rest.length === 0 ? "" : `.${rest.map(String).join(".")}`}${what}`
  }
  if (top === "exchange" && typeof index === "number" && Array.isArray(value.exchange)) {
    const where = Snapshot.paths(value.exchange as Snapshot.Graph)(index)
    // [node kind, field, marker]: the field names the place
    const field = rest[1] === undefined ? "" : typeof rest[1] === "number" ? `[${rest[1]}]` : `.${String(rest[1])}`
    return `exchange${where === "" ? "" : `.${where}`}${field}`.replace(/\.\[/g, "[")
  }
  return path.map(String).join(".")
}

/**
 * Checks a value read from a file (or given to `Emulator.make`) as a state of this version, its clock against
 * `now` (the loading machine's, ms); `file` names it in the error.
 *
 * @since 1.1.0
 * @category decoding
 */
export const check = (value: unknown, file: string, now: number): SavedState | SavedStateError => {
  const refuse = (reason: string, entry?: string) =>
    new SavedStateError({ file, reason, ...(entry === undefined ? {} : { entry }) })
  if (!isRecord(value) || value.format !== formatName)
    return refuse(`not an emulator state (no "format":"${formatName}")`)
  if (value.version !== version)
    return refuse(
      `saved by another version of the emulator (state version ${String(value.version)}; this one reads version ${version})`
    )
  const decoded = decodeState(value, { onExcessProperty: "error" })
  if (decoded._tag === "Failure") {
    const first = formatIssues(decoded.failure.issue).issues[0]
    return refuse(`corrupt: ${first?.message ?? "not a state"}`, entryOf(value, (first?.path ?? []).map(keyOf)))
  }
  const state = decoded.success as unknown as SavedState
  for (let index = 0; index < state.exchange.length; index++) {
    const issue = nodeIssue(state.exchange[index])
    if (issue !== undefined)
      return refuse(`corrupt: ${issue.message}`, entryOf(value, ["exchange", index, ...issue.path]))
  }
  for (const [index, wallet] of state.wallets.entries()) {
    const problem = SavedChecks.walletProblem(wallet, index)
    if (problem !== undefined) return refuse(`corrupt: ${problem.reason}`, problem.entry)
  }
  if (state.savedAt < earliest) return refuse("corrupt: saved before 2020", "savedAt")
  if (state.savedAt > now + clockBoundMs)
    return refuse(
      `saved at ${new Date(state.savedAt).toISOString()}, more than a day ahead of this machine's clock`,
      "savedAt"
    )
  if (Math.abs(state.clockOffsetMs) > clockBoundMs)
    return refuse("a clock offset of more than a day (refused as a clock far from now)", "clockOffsetMs")
  return state
}

/**
 * A state as file text: JSON.
 *
 * @since 1.1.0
 * @category encoding
 */
export const encode = (state: SavedState): string => JSON.stringify(state)

/**
 * A state without its snapshot: what a save writes before the nodes (`opening`).
 *
 * @since 1.3.0
 * @category models
 */
export type Head = Omit<SavedState, "exchange">

/**
 * The text a state file starts with, up to its snapshot's first node: `encode` of the state is this, the nodes
 * joined by commas, and `closing` (the snapshot is the state's last field).
 *
 * @since 1.3.0
 * @category encoding
 */
export const opening = (head: Head): string => `${JSON.stringify(head).slice(0, -1)},"exchange":[`

/**
 * The text a state file ends with, after its last node.
 *
 * @since 1.3.0
 * @category encoding
 */
export const closing = "]}"

/**
 * A state from file text (as `encode` wrote it), its clock checked against `now`; `file` names it in the error.
 *
 * @since 1.1.0
 * @category decoding
 */
export const decode = (text: string, file: string, now: number): SavedState | SavedStateError => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return new SavedStateError({ file, reason: "corrupt: not JSON (a file cut short?)" })
  }
  return check(json, file, now)
}

/**
 * Reads a state file, its clock checked against the `Clock`'s.
 *
 * @since 1.1.0
 * @category files
 */
export const read = (file: string): Effect.Effect<SavedState, SavedStateError> =>
  Effect.gen(function* () {
    const text = yield* Effect.try({
      try: () => StateFile.readText(file),
      catch: (cause) => new SavedStateError({ file, reason: `cannot read: ${String(cause)}` })
    })
    const now = yield* Effect.clockWith((clock) => Effect.succeed(clock.currentTimeMillisUnsafe()))
    const state = decode(text, file, now)
    return state instanceof SavedStateError ? yield* Effect.fail(state) : state
  })

/**
 * Writes a state file atomically with mode 0600 (`StateFile.writeAtomic`): a crash while writing leaves the old one.
 *
 * @since 1.1.0
 * @category files
 */
export const write = (file: string, state: SavedState): Effect.Effect<void, SavedStateError> =>
  Effect.try({
    try: () => StateFile.writeAtomic(file, encode(state)),
    catch: (cause) => new SavedStateError({ file, reason: `cannot write: ${String(cause)}` })
  })

/**
 * Checks that a state can be written at `file` before anything starts: its folder exists and can be written, and
 * the file, when there is one, can be read and written.
 *
 * @since 1.2.0
 * @category files
 */
export const checkTarget = (file: string): Effect.Effect<void, SavedStateError> =>
  Effect.suspend(() => {
    const problem = StateFile.targetProblem(file)
    return problem === undefined ? Effect.void : Effect.fail(new SavedStateError({ file, reason: problem }))
  })
