// Loads an official V5 docs response example from test/fixtures/v5 and returns its decoded envelope.
import { readFileSync } from "node:fs"
import type * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as Envelope from "../../src/Schema/Envelope.js"

export const readFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/v5/${name}.json`, import.meta.url), "utf8"))

export const fixtureEnvelope = (name: string): Effect.Effect<Envelope.V5Envelope, Schema.SchemaError> =>
  Schema.decodeUnknownEffect(Envelope.V5Envelope)(readFixture(name))
