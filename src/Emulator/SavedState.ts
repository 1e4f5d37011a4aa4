/**
 * The emulator's state as a file, to stop it and go on later as if it had not stopped (`admin.save()`,
 * `Emulator.make({ state })`, `effect-bybit emulator --state FILE`).
 *
 * What is saved is how the state came to be, not each structure: the seed and RSA key the exchange was built
 * from, the server clock's offset, and the journal of every input from outside (`Journal`: market steps, requests
 * that change state, WebSocket orders, DCP cancels, admin calls, each at its server time). Loading builds a new
 * exchange of the same seed and replays the inputs through the same code, so accounts, orders, positions, ledgers,
 * sequence numbers and ids come out exact by construction, and stay so as desks are added — where a snapshot of
 * every mutable structure would need each desk's own reader and writer, and drift when one is forgotten.
 *
 * The cost is that a file holds the history (a market step is a few bytes; reads are not kept) and replays it at
 * start, and that it is only valid for the code that wrote it: `version` names the format and the emulator's
 * behaviour, and a file of another version is refused. Faults, rate-limit counters and open sockets are not state:
 * they belong to the connections of the run that stopped.
 *
 * @since 1.1.0
 */
import * as fs from "node:fs/promises"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import type { Entry } from "./Journal.js"

/**
 * One journaled input (`Journal.Entry`): what a state file holds, oldest first.
 *
 * @since 1.1.0
 */
export type { Entry } from "./Journal.js"

/**
 * The format's name, the first field of a state file.
 *
 * @since 1.1.0
 * @category format
 */
export const formatName = "effect-bybit/emulator-state"

/**
 * The version of the format and of the emulator's behaviour a journal replays through: to be raised with any change
 * that applies an input differently (another id, fill or fee for the same request), so an old journal is refused
 * rather than replayed to another state.
 *
 * @since 1.1.0
 * @category format
 */
export const version = 1

/**
 * An input of the exchange, at its server time (see `Journal`).
 *
 * @since 1.1.0
 * @category models
 */
export type Input = Entry

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
  /** Every input from outside the exchange, oldest first. */
  readonly inputs: ReadonlyArray<Input>
  /** The accounts description it started from (plain JSON), when it was given one. */
  readonly accounts?: unknown
}

/**
 * A state that cannot be read or loaded: not a state file, another version, a corrupt input, or a file that cannot
 * be read or written. `file` names it (`""` for a state given as a value).
 *
 * @since 1.1.0
 * @category errors
 */
export class SavedStateError extends Schema.TaggedError<SavedStateError>()("SavedStateError", {
  file: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return this.file === "" ? `emulator state: ${this.reason}` : `emulator state ${this.file}: ${this.reason}`
  }
}

/**
 * A state as file text: JSON, with each market step written as its distance in ms from the input before it (the
 * emulator steps ten times a second; the file stays a few bytes per step).
 *
 * @since 1.1.0
 * @category encoding
 */
export const encode = (state: SavedState): string => {
  let previous = 0
  const inputs = state.inputs.map((input) => {
    const at = previous
    previous = input.at
    return input.k === "tick" ? input.at - at : input
  })
  return JSON.stringify({ ...state, inputs })
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)
const isTime = (u: unknown): u is number => typeof u === "number" && Number.isFinite(u)

// The shape of each kind of entry this version applies: an entry another version wrote (a field renamed, a kind
// added) is refused here, by name, rather than replayed into another state — replay passes over an entry that
// throws, as the live call that threw was.
const At = Schema.Finite
const Text = Schema.String
const Caller = Schema.Struct({ uid: Text, apiKey: Text, ip: Schema.optionalKey(Text) })
const Params = Schema.Record(Schema.String, Schema.Unknown)
const Op = Schema.Literals(["create", "amend", "cancel"])
const Credential = Schema.Struct({
  apiKey: Text,
  secret: Schema.optional(Text),
  rsaPublicKeyPem: Schema.optional(Text),
  uid: Text,
  isMaster: Schema.Boolean,
  readOnly: Schema.Boolean,
  permissions: Schema.Record(Schema.String, Schema.Array(Text)),
  ips: Schema.Array(Text)
})
const entry = <K extends string, F extends Schema.Struct.Fields>(k: K, fields: F) =>
  Schema.Struct({ k: Schema.Literal(k), at: At, ...fields })

/**
 * Every kind of journal entry this version reads, with its fields (`Journal.Entry`).
 *
 * @since 1.1.0
 * @category format
 */
export const EntrySchema = Schema.Union([
  entry("tick", {}),
  entry("openAccounts", { input: Schema.Unknown }),
  entry("route", { path: Text, caller: Caller, params: Params, held: Schema.Boolean }),
  entry("order", { op: Op, caller: Caller, params: Params }),
  entry("batch", { op: Op, caller: Caller, params: Params }),
  entry("dcp", { uid: Text, product: Schema.Literals(["OPTIONS", "DERIVATIVES", "SPOT"]) }),
  entry("setBalance", { uid: Text, accountType: Schema.Literals(["UNIFIED", "FUND"]), coin: Text, amount: Text }),
  entry("deposit", { uid: Text, coin: Text, amount: Text, chain: Schema.optional(Text) }),
  entry("grantMmp", { uid: Text, baseCoins: Schema.Array(Text) }),
  entry("grantInsLoan", {
    grant: Schema.Struct({
      uid: Text,
      coin: Text,
      amount: Text,
      productId: Schema.optionalKey(Text),
      dailyRate: Schema.optionalKey(Text)
    })
  }),
  entry("grantCoupon", {
    grant: Schema.Struct({
      uid: Text,
      coin: Text,
      apy: Text,
      days: Schema.Number,
      limitPnl: Text,
      category: Schema.Literals(["FlexibleSaving", "DualAssets"])
    })
  }),
  entry("apiKey", { credential: Credential }),
  entry("restrict", { uid: Text, category: Schema.Literals(["linear", "inverse", "spot", "option"]), symbol: Text }),
  entry("accountMode", { uid: Text, status: Schema.Literals([1, 5, 6]) }),
  entry("invite", { inviterUid: Text })
])

// the schema reads exactly the journal's entries: a kind or field added to one and not the other fails to compile
const sameEntries: [typeof EntrySchema.Type, Entry] extends [Entry, typeof EntrySchema.Type] ? true : never = true
void sameEntries

const decodeEntry = Schema.decodeUnknownResult(EntrySchema)
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const decodeInputs = (raw: ReadonlyArray<unknown>): ReadonlyArray<Input> | string => {
  const out: Array<Input> = []
  let previous = 0
  for (const [n, item] of raw.entries()) {
    if (isTime(item)) {
      previous += item
      out.push({ k: "tick", at: previous })
      continue
    }
    const decoded = decodeEntry(item, { onExcessProperty: "error" })
    if (decoded._tag === "Failure") {
      const kind = isRecord(item) && typeof item.k === "string" ? ` (${item.k})` : ""
      const first = formatIssues(decoded.failure.issue).issues[0]
      const where = (first?.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".")
      const why = first === undefined ? "" : `: ${where === "" ? "" : `${where}: `}${first.message}`
      return `input ${n + 1}${kind} is not an entry this version reads${why}`
    }
    previous = decoded.success.at
    out.push(decoded.success)
  }
  return out
}

/**
 * Checks a value read from a file (or given to `Emulator.make`) as a state of this version; `file` names it in the
 * error.
 *
 * @since 1.1.0
 * @category decoding
 */
export const check = (value: unknown, file = ""): SavedState | SavedStateError => {
  const refuse = (reason: string) => new SavedStateError({ file, reason })
  if (!isRecord(value) || value.format !== formatName)
    return refuse(`not an emulator state (no "format":"${formatName}")`)
  if (value.version !== version)
    return refuse(
      `saved by another version of the emulator (state version ${String(value.version)}; this one reads version ${version})`
    )
  const { seed, rsa, clockOffsetMs, savedAt, inputs, accounts } = value
  if (typeof seed !== "number" || !Number.isInteger(seed)) return refuse("corrupt: no integer seed")
  if (!isRecord(rsa) || typeof rsa.publicKeyPem !== "string" || typeof rsa.privateKeyPem !== "string")
    return refuse("corrupt: no RSA key pair")
  if (!isTime(clockOffsetMs) || !isTime(savedAt)) return refuse("corrupt: no clock")
  if (!Array.isArray(inputs)) return refuse("corrupt: no inputs")
  // a file's market steps are distances (`encode`); a state handed over in memory has them as entries
  const checked = decodeInputs(inputs)
  if (typeof checked === "string") return refuse(`corrupt: ${checked}`)
  return {
    format: formatName,
    version,
    seed,
    rsa: { publicKeyPem: rsa.publicKeyPem, privateKeyPem: rsa.privateKeyPem },
    clockOffsetMs,
    savedAt,
    inputs: checked,
    ...(accounts === undefined ? {} : { accounts })
  }
}

/**
 * A state from file text (as `encode` wrote it); `file` names it in the error.
 *
 * @since 1.1.0
 * @category decoding
 */
export const decode = (text: string, file = ""): SavedState | SavedStateError => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return new SavedStateError({ file, reason: "corrupt: not JSON (a file cut short?)" })
  }
  return check(json, file)
}

/**
 * Reads a state file.
 *
 * @since 1.1.0
 * @category files
 */
export const read = (file: string): Effect.Effect<SavedState, SavedStateError> =>
  Effect.tryPromise({
    try: () => fs.readFile(file, "utf8"),
    catch: (cause) => new SavedStateError({ file, reason: `cannot read: ${String(cause)}` })
  }).pipe(
    Effect.flatMap((text) => {
      const state = decode(text, file)
      return state instanceof SavedStateError ? Effect.fail(state) : Effect.succeed(state)
    })
  )

/**
 * Writes a state file: to a file beside it first, then renamed over it, so a crash while writing leaves the old one.
 *
 * @since 1.1.0
 * @category files
 */
export const write = (file: string, state: SavedState): Effect.Effect<void, SavedStateError> =>
  Effect.tryPromise({
    try: async () => {
      const partial = `${file}.partial`
      await fs.writeFile(partial, encode(state), "utf8")
      await fs.rename(partial, file)
    },
    catch: (cause) => new SavedStateError({ file, reason: `cannot write: ${String(cause)}` })
  })
