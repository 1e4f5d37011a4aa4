// Shared by the WebSocket schema tests: loads docs push examples and derives invalid (and valid) variants of them,
// to check that a derived validator accepts exactly what its Schema decodes.
import { readFileSync } from "node:fs"
import { expect } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Validator from "../../src/Schema/Validator.js"

export interface WsFixture {
  readonly source: string
  readonly market: string
  readonly message: Record<string, unknown>
}

export const readWsFixture = (name: string): WsFixture =>
  JSON.parse(readFileSync(new URL(`../fixtures/ws/${name}.json`, import.meta.url), "utf8")) as WsFixture

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [k: string]: Json }

const replacements: ReadonlyArray<Json> = [null, 0, -1.5, "", "x", "1e5", "-0.5", ".5", "12.", true, [], {}]

const setAt = (root: Json, path: ReadonlyArray<string | number>, f: (node: Json) => Json | undefined): Json => {
  if (path.length === 0) return f(root) ?? null
  const [head, ...rest] = path
  if (Array.isArray(root)) {
    const copy = [...root]
    const next = setAt(copy[head as number] as Json, rest, f)
    if (rest.length === 0 && f(copy[head as number] as Json) === undefined) copy.splice(head as number, 1)
    else copy[head as number] = next
    return copy
  }
  const record = { ...(root as Record<string, Json>) }
  if (rest.length === 0) {
    const value = f(record[head as string] as Json)
    if (value === undefined) delete record[head as string]
    else record[head as string] = value
    return record
  }
  record[head as string] = setAt(record[head as string] as Json, rest, f)
  return record
}

const paths = (node: Json, prefix: ReadonlyArray<string | number> = []): Array<ReadonlyArray<string | number>> => {
  const out: Array<ReadonlyArray<string | number>> = [prefix]
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) out.push(...paths(node[i] as Json, [...prefix, i]))
  } else if (node !== null && typeof node === "object") {
    for (const [k, child] of Object.entries(node)) out.push(...paths(child as Json, [...prefix, k]))
  }
  return out
}

/**
 * Every variant of a message obtained by one mutation at one node: deleting it, replacing it with each value of a
 * fixed table (wrong types, malformed decimals, empty containers), adding an unknown key to objects, and growing or
 * shrinking arrays (which breaks fixed-length tuples such as book levels).
 */
export const variants = (message: Json): Array<Json> => {
  const out: Array<Json> = []
  for (const path of paths(message)) {
    if (path.length > 0) out.push(setAt(message, path, () => undefined))
    for (const r of replacements) out.push(setAt(message, path, () => r))
    out.push(
      setAt(message, path, (node) => {
        if (Array.isArray(node)) return node.length > 0 ? [...node, node[node.length - 1] as Json] : [null]
        if (node !== null && typeof node === "object") return { ...node, unexpectedField: "1" }
        return node
      })
    )
  }
  return out
}

/**
 * Whether `whole` holds everything `part` holds: the same arrays (same length, element by element) and, for objects,
 * every key of `part` with a value `whole` holds too; any other value equal. `whole` may have more keys.
 */
const holds = (whole: unknown, part: unknown): boolean => {
  if (Array.isArray(part)) {
    return Array.isArray(whole) && whole.length === part.length && part.every((p, i) => holds(whole[i], p))
  }
  if (typeof part === "object" && part !== null) {
    if (typeof whole !== "object" || whole === null || Array.isArray(whole)) return false
    return Object.keys(part).every(
      (key) =>
        Object.hasOwn(whole, key) &&
        holds((whole as Record<string, unknown>)[key], (part as Record<string, unknown>)[key])
    )
  }
  return Object.is(whole, part)
}

/**
 * The validator accepts exactly what the Schema decodes, returns the frame itself, and loses nothing it decodes: the
 * frame holds every key and value of the decoded message (Effect 4 decoding drops excess keys, with no option to keep
 * them, so the decoded value is the frame less any key the schema does not declare).
 */
export const expectAgreement = <A, I>(schema: Schema.Codec<A, I>, input: unknown): boolean => {
  const validate = Validator.validator(schema)
  const decoded = Schema.decodeUnknownResult(schema)(input)
  const validated = validate(input)
  expect({ input, accepted: validated !== undefined }).toEqual({ input, accepted: Result.isSuccess(decoded) })
  if (validated !== undefined) {
    expect(validated).toBe(input)
    if (Result.isSuccess(decoded))
      expect({ input, holds: holds(input, decoded.success) }).toEqual({ input, holds: true })
  }
  return validated !== undefined
}
