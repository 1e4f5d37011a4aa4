/**
 * A sweep's settings: a grid (an object whose every field is a non-empty array of values: every combination, the
 * first field varying slowest) or a list (an array of objects, each one run's settings), as JSON. Anything else is a
 * `SweepError` with reason `grid` naming what is wrong.
 *
 * @since 1.2.0
 */
import * as Result from "effect/Result"
import { SweepError } from "./SweepError.js"

/**
 * One run's settings: a JSON object.
 *
 * @since 1.2.0
 * @category models
 */
export type Settings = { readonly [key: string]: unknown }

const isObject = (u: unknown): u is Settings => typeof u === "object" && u !== null && !Array.isArray(u)

const refuse = (message: string) => Result.fail(new SweepError({ reason: "grid", message }))

/**
 * The most runs a grid may stand for. A grid's runs are the product of its fields' lengths, so a few fields of a few
 * hundred values each would fill the heap before any run started (a crash, not an error); beyond this bound the grid
 * is refused, naming its count.
 *
 * @since 1.2.0
 * @category constants
 */
export const maxRuns = 100_000

/**
 * The settings of every run a grid or list stands for, in order: a list as it is; a grid's combinations with its
 * first field varying slowest (`{ a: [1, 2], b: ["x", "y"] }` gives a1 bx, a1 by, a2 bx, a2 by). A grid of more than
 * `maxRuns` combinations is refused.
 *
 * @since 1.2.0
 * @category constructors
 */
export const expand = (input: unknown): Result.Result<ReadonlyArray<Settings>, SweepError> => {
  if (Array.isArray(input)) {
    if (input.length === 0) return refuse("the list of settings is empty")
    const bad = input.findIndex((s) => !isObject(s))
    if (bad >= 0) return refuse(`settings ${bad} of the list is not an object`)
    return Result.succeed(input as ReadonlyArray<Settings>)
  }
  if (!isObject(input)) return refuse("settings must be a grid (an object of arrays) or a list of objects")
  const fields = Object.entries(input)
  if (fields.length === 0) return refuse("the grid has no field")
  for (const [name, values] of fields) {
    if (!Array.isArray(values)) return refuse(`grid field "${name}" is not an array of values`)
    if (values.length === 0) return refuse(`grid field "${name}" has no value`)
  }
  const count = fields.reduce((product, [, values]) => product * (values as ReadonlyArray<unknown>).length, 1)
  if (count > maxRuns) return refuse(`the grid makes ${count} runs, more than the ${maxRuns} a sweep takes`)
  let runs: ReadonlyArray<Settings> = [{}]
  for (const [name, values] of fields) {
    runs = runs.flatMap((run) => (values as ReadonlyArray<unknown>).map((value) => ({ ...run, [name]: value })))
  }
  return Result.succeed(runs)
}

/**
 * The settings of a grid or list given as JSON text (a file's content, a command line's argument).
 *
 * @since 1.2.0
 * @category constructors
 */
export const parse = (text: string): Result.Result<ReadonlyArray<Settings>, SweepError> => {
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch (cause) {
    return refuse(`settings are not JSON: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  return expand(input)
}
