#!/usr/bin/env node
/**
 * The `effect-bybit` executable (`npx effect-bybit --help`).
 *
 * @since 0.1.0
 */
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as NodeServices from "@effect/platform-node/NodeServices"
import * as Effect from "effect/Effect"
import * as Command from "./Command.js"

// Failures were already printed (as JSON by a command, as usage by the parser); runMain only sets the exit code.
Command.run(process.argv).pipe(
  Effect.provide(NodeServices.layer),
  NodeRuntime.runMain({ disableErrorReporting: true, teardown: Command.teardown })
)
