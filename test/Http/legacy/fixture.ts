// Decodes the legacy docs' response examples (test/fixtures/legacy/<family>/<name>.json): the envelope with the
// endpoint's own envelope kind, then `result` with its response schema, refusing unknown keys so that a schema
// missing a documented field fails.
import { readFileSync } from "node:fs"
import { it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Envelope from "../../../src/Schema/Envelope.js"

export const readFixture = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/legacy/${file}.json`, import.meta.url), "utf8"))

export const decodeFixture = <Ep extends Endpoint.Any>(endpoint: Ep, file: string) =>
  Effect.gen(function* () {
    const envelope = Envelope.decode(endpoint.envelope, readFixture(file))
    if (Result.isFailure(envelope)) return yield* Effect.fail(envelope.failure)
    expect0(envelope.success.code)
    return (yield* Schema.decodeUnknownEffect(endpoint.response, { onExcessProperty: "error" })(
      envelope.success.result
    )) as Endpoint.Result<Ep>
  })

const expect0 = (code: number) => {
  if (code !== 0) throw new Error(`fixture envelope code ${code}`)
}

/** Decodes only `result`, for examples whose envelope the shared envelope schema does not accept yet. */
export const decodeResultOnly = <Ep extends Endpoint.Any>(endpoint: Ep, file: string) =>
  Schema.decodeUnknownEffect(endpoint.response, { onExcessProperty: "error" })(
    (readFixture(file) as { readonly result: unknown }).result
  ) as Effect.Effect<Endpoint.Result<Ep>, unknown>

export interface Row {
  readonly title: string
  readonly run: Effect.Effect<void, unknown>
}

/** One table row: the endpoint, its fixture (default `<family>/<endpoint name>`) and assertions on the result. */
export const row =
  (family: string) =>
  <Ep extends Endpoint.Any>(endpoint: Ep, check: (result: Endpoint.Result<Ep>) => void, file?: string): Row => ({
    title: `${endpoint.method} ${endpoint.path} (${endpoint.name}) decodes ${file ?? `${family}/${endpoint.name}`}`,
    run: Effect.map(decodeFixture(endpoint, file ?? `${family}/${endpoint.name}`), check)
  })

export const runTable = (rows: ReadonlyArray<Row>) => {
  for (const r of rows) it.effect(r.title, () => r.run)
}
